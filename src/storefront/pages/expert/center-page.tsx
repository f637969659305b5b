import '../../components/center/usercenter.css';
import '../../components/fund/myfund.css';
import './expert.css';
import { Link } from 'wouter';
import { CERT_STATUS_LABELS } from '../../../core/rules/certification';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { type Href, href } from '../../routes';
import { fill } from '../../strings';
import { RecordTable, ReferralBox, yuan } from './expert-parts';
import { x } from './expert-strings';

/**
 * 个人中心 (/expert): who the expert is and their certification, the referral link, clients and
 * their orders, the commission earned, pending and withdrawn, and the latest records. Every
 * figure is the server's (expert/center).
 */
export default function CenterPage() {
  const state = useApi('expert/center');
  const c = state.data;
  if (state.error && !c) return <LoadError message={state.error} onRetry={state.reload} />;
  if (!c) return <Skeleton rows={10} />;
  const status = c.cert_status;
  const figures: [string, string, Href?][] = [
    [x.clients, String(c.clients), href('/expert/recommend')],
    [x.clientOrders, String(c.orders), href('/expert/order')],
    [x.earned, yuan(c.earned)],
    [x.pending, yuan(c.pending)],
    [x.withdrawn, yuan(c.withdrawn)],
    [x.balance, yuan(c.balance), href('/expert/funds')],
  ];
  return (
    <div class="sf-uc">
      <h1 class="sf-sr">{x.centerTitle}</h1>
      <section class="sf-uc-card sf-uc-profile" aria-label={x.centerTitle}>
        <span class="sf-uc-avatar" aria-hidden="true">
          {(c.real_name || '专').slice(0, 1)}
        </span>
        <div class="sf-uc-profile__text">
          <p class="sf-uc-profile__hello">{fill(x.hello, { name: c.real_name || c.mobile })}</p>
          <p>
            {x.mobile}：{c.mobile}
          </p>
          <p>
            {x.certState}：<span class={`sf-uc-cert is-${status}`}>{CERT_STATUS_LABELS[status]}</span>
            {[c.title, c.organization].filter(Boolean).join(' · ')}{' '}
            <Link href={href('/expert/auth')} class="sf-uc-link">
              {status === 'none' || status === 'rejected' ? x.goCert : x.viewCert}
            </Link>
          </p>
        </div>
      </section>

      <section class="sf-uc-card" aria-labelledby="ex-figures">
        <header class="sf-uc-card__head">
          <h2 id="ex-figures">{x.overview}</h2>
          <Link href={href('/expert/funds')}>{x.fundsTitle}</Link>
        </header>
        <ul class="sf-uc-figures">
          {figures.map(([label, value, to]) => (
            <li key={label} class="sf-uc-figure">
              {to ? (
                <Link href={to}>
                  <strong>{value}</strong>
                  <span>{label}</span>
                </Link>
              ) : (
                <div>
                  <strong>{value}</strong>
                  <span>{label}</span>
                </div>
              )}
            </li>
          ))}
        </ul>
        {!c.payout_opened && (
          <p class="sf-ex-note" role="note">
            {x.payoutMissing}{' '}
            <Link href={href('/expert/openAccount')} class="sf-uc-link">
              {x.goPayout}
            </Link>
          </p>
        )}
      </section>

      <section class="sf-uc-card" aria-labelledby="ex-ref">
        <header class="sf-uc-card__head">
          <h2 id="ex-ref">{x.referral}</h2>
          <Link href={href('/expert/recommend')}>{x.recommendTitle}</Link>
        </header>
        <ReferralBox path={c.referral_path} code={c.referral_code} />
      </section>

      <section class="sf-uc-card" aria-labelledby="ex-latest">
        <header class="sf-uc-card__head">
          <h2 id="ex-latest">{x.latest}</h2>
          <Link href={href('/expert/funds')}>{x.allRecords}</Link>
        </header>
        {c.latest.length ? (
          <RecordTable list={c.latest} label={x.latest} />
        ) : (
          <EmptyState text={x.noRecords} compact />
        )}
      </section>
    </div>
  );
}
