import './evidence-links.css';
import { EVIDENCE_KIND_LABELS } from '../../../core/rules/evidence';
import { useApi } from '../use-api';

const pad = (n: number) => String(n).padStart(6, '0');
const lookup = (no: string) => `/blockchain?no=${encodeURIComponent(no)}`;

const words = {
  heading: '区块链存证',
  hint: '支付、合同、发票和报告生成时已写入存证链，可在区块链存证查询中核验。',
  all: '查询全部存证',
  one: '存证编号',
} as const;

/**
 * The evidence numbers a document number leads to (an order's payments, contract, invoice and
 * report; a contract's own), each a link that runs the look-up on /blockchain. Shows nothing
 * while the ledger holds nothing for it (an unpaid order, an unsigned contract).
 */
export function EvidenceLinks({ number, compact }: { number: string; compact?: boolean }) {
  const state = useApi('blockchain/info', number ? { no: number } : null);
  const info = state.data?.info;
  const entries = info ? (info.related?.length ? info.related : [info.entry]) : [];
  if (!entries.length) return null;
  if (compact) {
    return (
      <span class="sf-evl-compact">
        {words.one}{' '}
        {entries.map((e) => (
          <a key={e.no} href={lookup(pad(e.no))} data-testid="evidence-link">
            {pad(e.no)}
          </a>
        ))}
      </span>
    );
  }
  return (
    <section class="sf-od-section sf-evl" aria-labelledby="evl-heading">
      <h2 id="evl-heading">{words.heading}</h2>
      <p class="sf-muted">{words.hint}</p>
      <ul>
        {entries.map((e) => (
          <li key={e.no}>
            <a href={lookup(pad(e.no))} data-testid="evidence-link">
              {pad(e.no)}
            </a>
            <span class="sf-tag">{EVIDENCE_KIND_LABELS[e.kind] ?? e.kind}</span>
            <span class="sf-evl-subj">{e.subject}</span>
          </li>
        ))}
      </ul>
      <a class="sf-btn sf-btn--sm sf-btn--ghost" href={lookup(number)} data-testid="evidence-all">
        {words.all}
      </a>
    </section>
  );
}
