import '../../components/channel/channel.css';
import './subsidy.css';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import type { Subsidy, SubsidyPlatform } from '../../../core/api/contract/models-content';
import { day } from '../../components/article/day';
import { c } from '../../components/channel/channel-strings';
import { LoadError } from '../../components/empty-state';
import { Price } from '../../components/price';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { href } from '../../routes';
import { fill } from '../../strings';

/** One row of a programme's facts list (term, then its value). */
export const Fact = ({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) => (
  <div>
    <dt>{term}</dt>
    <dd class={className}>{children}</dd>
  </div>
);

export const StatusBadge = ({ s }: { s: Pick<Subsidy, 'status' | 'status_name'> }) => (
  <span class={`sf-ch-status sf-ch-status--${s.status}`}>{s.status_name}</span>
);

/** A programme: rate and cap up front, issuer, region, dates, and the way to its detail. */
export function SubsidyCard({ s }: { s: Subsidy }) {
  return (
    <article class="sf-ch-subsidy">
      <div class="sf-ch-subsidy__rate">
        <b>{fill(c.rateValue, { n: s.rate })}</b>
        <span>{c.rate}</span>
      </div>
      <div class="sf-ch-subsidy__body">
        <h3>
          <Link href={href('/subsidy/detail', { id: s.id })}>{s.title}</Link> <StatusBadge s={s} />
        </h3>
        <p class="sf-ch-subsidy__summary">{s.summary}</p>
        <dl class="sf-ch-subsidy__facts">
          <Fact term={c.issuer}>{s.issuer}</Fact>
          <Fact term={c.regionLabel}>{s.region}</Fact>
          <Fact term={c.cap}>
            <Price value={s.cap} size="sm" />
          </Fact>
          <Fact term={c.period}>
            {day(s.starts_at)} ~ {day(s.ends_at)}
          </Fact>
        </dl>
      </div>
      <div class="sf-ch-subsidy__side">
        <span>{fill(c.goodsCount, { n: s.goods_count })}</span>
        <Link href={href('/subsidy/detail', { id: s.id })} class="sf-btn sf-btn--primary sf-btn--sm">
          {c.detail}
        </Link>
      </div>
    </article>
  );
}

/** The programmes a platform takes applications for (subsidy_platform/info), when opened. */
function PlatformProgrammes({ id }: { id: number }) {
  const state = useApi('subsidy_platform/info', { id });
  const info = state.data?.info ?? null;
  if (state.loading && !info) return <Skeleton rows={2} />;
  if (state.error) return <LoadError message={state.error} onRetry={state.reload} />;
  return (
    <div class="sf-ch-platform__more">
      <b>{c.platformProgrammes}</b>
      <ul>
        {(info?.subsidies ?? []).map((s) => (
          <li key={s.id}>
            <Link href={href('/subsidy/detail', { id: s.id })}>{s.title}</Link> <StatusBadge s={s} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A platform; `expandable` adds 查看详情, which opens its programmes in place. */
export function PlatformCard({ p, expandable = false }: { p: SubsidyPlatform; expandable?: boolean }) {
  const [open, setOpen] = useState(false);
  const panel = `sf-platform-${p.id}`;
  return (
    <article class="sf-ch-platform">
      <div class="sf-ch-platform__head">
        <img src={p.logo} alt="" width="52" height="52" loading="lazy" />
        <div>
          <h3>{p.name}</h3>
          <span class="sf-muted">{p.region}</span>
        </div>
      </div>
      <p class="sf-ch-platform__intro">{p.intro}</p>
      {expandable && (
        <>
          <button
            type="button"
            class="sf-btn sf-btn--ghost sf-btn--sm"
            aria-expanded={open}
            aria-controls={panel}
            onClick={() => setOpen(!open)}
          >
            {open ? c.collapse : `${c.detail}（${p.subsidy_count}）`}
          </button>
          <div id={panel} hidden={!open}>
            {open && <PlatformProgrammes id={p.id} />}
          </div>
        </>
      )}
    </article>
  );
}
