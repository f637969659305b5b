import './orgs.css';
import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { type MerchantListItem, type RequestOf, t } from '../../../core';
import { Breadcrumb } from '../../components/breadcrumb';
import { ChannelHero } from '../../components/channel/channel-hero';
import { c } from '../../components/channel/channel-strings';
import { type Chip, Chips } from '../../components/channel/chips';
import { EmptyState } from '../../components/empty-state';
import { KeywordSearch } from '../../components/keyword-search';
import { ListBody, staleClass } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { fill } from '../../strings';

const LIMIT = 8;

/** The regions that have labs, with how many each (from the full list of testing labs). */
export function provinceChips(labs: readonly Pick<MerchantListItem, 'province'>[]): Chip[] {
  const counts = new Map<string, number>();
  for (const m of labs) if (m.province) counts.set(m.province, (counts.get(m.province) ?? 0) + 1);
  return [
    { value: '', label: c.allRegions, count: labs.length },
    ...[...counts].map(([name, count]) => ({ value: name, label: name, count })),
  ];
}

function OrgRow({ org }: { org: MerchantListItem }) {
  return (
    <li class="sf-ch-org">
      <img src={org.logo} alt="" width="64" height="64" loading="lazy" />
      <div class="sf-ch-org__body">
        <Link href={href('/shop', { id: org.id })} class="sf-ch-org__name">
          {org.org_name}
        </Link>
        <span class="sf-ch-org__meta">
          {[org.kind_name, [org.province, org.city].filter((x, i, a) => x && a.indexOf(x) === i).join(' ')]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {org.intro && <p class="sf-ch-org__intro">{org.intro}</p>}
      </div>
      <div class="sf-ch-org__side">
        <span>{fill(c.goodsCount, { n: org.goods_count })}</span>
        <Link href={href('/shop/check', { id: org.id })} class="sf-btn sf-btn--ghost sf-btn--sm">
          {c.viewServices}
        </Link>
        <Link href={href('/shop', { id: org.id })} class="sf-btn sf-btn--primary sf-btn--sm">
          {c.enterShop}
        </Link>
      </div>
    </li>
  );
}

/** `/check/index copy` — 检测机构名录: testing organisations filtered by province and name. */
export default function CheckCopyPage() {
  const query = useQuery();
  const [, navigate] = useLocation();
  const province = query.get('province') ?? '';
  const keyword = query.get('keyword') ?? '';

  const all = useApi('merchant/get', { kind: 'testing_lab', page: 1, limit: 100 });
  const chips = useMemo(() => provinceChips(all.data?.list ?? []), [all.data]);
  const filters: RequestOf<'merchant/get'> = {
    kind: 'testing_lab',
    province: province || undefined,
    keyword: keyword || undefined,
  };
  const { state, list: orgs, ref, pager } = usePagedList('merchant/get', filters, LIMIT);

  const go = (next: { province?: string; keyword?: string }) =>
    navigate(
      href('/check/index copy', { province: next.province ?? province, keyword: next.keyword ?? keyword }),
      { replace: true },
    );

  return (
    <div class="sf-container sf-ch">
      <Breadcrumb items={[{ label: t('nav.check'), href: href('/check') }, { label: c.orgsTitle }]} />
      <ChannelHero channel="orgs" title={c.orgsTitle} text={c.orgsText} tone="teal" />
      <div class="sf-ch-bar">
        <span class="sf-ch-bar__label">{c.region}</span>
        {all.loading && !all.data ? (
          <Skeleton rows={1} />
        ) : (
          <Chips label={c.region} items={chips} value={province} onChange={(p) => go({ province: p })} />
        )}
      </div>
      <div class="sf-ch-bar">
        <KeywordSearch
          className="sf-ch-search"
          value={keyword}
          placeholder={c.orgKeyword}
          button={c.search}
          onSearch={(k) => go({ keyword: k })}
        />
        {state.data ? <span class="sf-ch-count">{fill(c.totalOrgs, { n: state.data.total })}</span> : null}
      </div>
      <div ref={ref} class="sf-ch-list">
        <ListBody
          state={state}
          count={orgs.length}
          skeleton={<Skeleton rows={6} />}
          empty={
            <EmptyState text={c.noOrgs} compact>
              {(province || keyword) && (
                <button
                  type="button"
                  class="sf-btn sf-btn--ghost sf-btn--sm"
                  onClick={() => navigate(href('/check/index copy'), { replace: true })}
                >
                  {c.reset}
                </button>
              )}
            </EmptyState>
          }
        >
          <ul class={staleClass('sf-ch-orgs', state)}>
            {orgs.map((o) => (
              <OrgRow key={o.id} org={o} />
            ))}
          </ul>
        </ListBody>
        {pager}
      </div>
    </div>
  );
}
