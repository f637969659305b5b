import { useEffect } from 'react';
import { Link } from 'wouter';
import { t } from '../../../core';
import { day } from '../../components/article/day';
import { Breadcrumb } from '../../components/breadcrumb';
import { c } from '../../components/channel/channel-strings';
import { useMerchantNames } from '../../components/channel/use-merchant-names';
import { EmptyState, LoadError } from '../../components/empty-state';
import { GoodsCard } from '../../components/goods-card';
import { Price } from '../../components/price';
import { RichText } from '../../components/rich-text';
import { SectionTitle } from '../../components/section-title';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { fill } from '../../strings';
import { Fact, StatusBadge } from './subsidy-kit';

/** /subsidy/detail?id=: issuer, region, rate, cap, dates, the policy text, applicable services. */
export default function SubsidyDetailPage() {
  const id = intParam(useQuery(), 'id');
  const state = useApi('subsidy/get', id ? { id } : null);
  const s = state.data?.list[0];
  const shops = useMerchantNames();
  useEffect(() => {
    if (s) document.title = `${s.title} - ${t('common.siteName')}`;
  }, [s]);

  const crumbs = [
    { label: c.subsidyTitle, href: href('/subsidy') },
    { label: c.programmes, href: href('/subsidy/more') },
    { label: s?.title ?? c.detail },
  ];
  if (!id || (!state.loading && !state.error && !s)) {
    return (
      <div class="sf-container sf-ch">
        <Breadcrumb items={crumbs} />
        <EmptyState text={c.subsidyMissing}>
          <Link href={href('/subsidy/more')} class="sf-btn sf-btn--ghost sf-btn--sm">
            {c.subsidyAll}
          </Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <div class="sf-container sf-ch">
      <Breadcrumb items={crumbs} />
      {state.loading && !s ? (
        <div class="sf-panel">
          <Skeleton rows={8} />
        </div>
      ) : state.error || !s ? (
        <LoadError message={state.error} onRetry={state.reload} />
      ) : (
        <>
          <article class="sf-panel sf-ch-sdetail">
            <h1>
              {s.title} <StatusBadge s={s} />
            </h1>
            <dl class="sf-ch-sdetail__facts">
              <Fact term={c.rate} className="sf-ch-sdetail__big">
                {fill(c.rateValue, { n: s.rate })}
              </Fact>
              <Fact term={c.cap} className="sf-ch-sdetail__big">
                <Price value={s.cap} size="lg" />
              </Fact>
              <Fact term={c.issuer}>{s.issuer}</Fact>
              <Fact term={c.regionLabel}>{s.region}</Fact>
              <Fact term={c.period}>
                {day(s.starts_at)} ~ {day(s.ends_at)}
              </Fact>
            </dl>
            <p class="sf-ch-sdetail__summary">{s.summary}</p>
            <RichText html={s.content} />
            {s.status === 'active' && (
              // the apply page opens its form with this programme chosen
              <Link href={href('/home/subsidy', { subsidy_id: s.id })} class="sf-btn sf-btn--primary">
                {c.applyNow}
              </Link>
            )}
          </article>
          <SectionTitle title={c.applicable} subtitle={fill(c.total, { n: s.goodsList?.length ?? 0 })} />
          {s.goodsList?.length ? (
            <div class="sf-grid">
              {s.goodsList.map((g) => (
                <GoodsCard key={g.id} goods={g} merchantName={shops.get(Number(g.merchant_id))} />
              ))}
            </div>
          ) : (
            <EmptyState text={c.noGoods} compact />
          )}
        </>
      )}
    </div>
  );
}
