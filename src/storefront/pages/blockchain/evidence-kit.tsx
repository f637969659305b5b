import { useRef, useState } from 'react';
import type { EvidenceInfo, ReportFacts } from '../../../core/api/contract/models-ledger';
import { formatTime } from '../../../core/formatters/time';
import {
  checkEvidence,
  EVIDENCE_KIND_LABELS,
  type EvidenceCheck,
  sha256OfBytes,
  sha256OfText,
} from '../../../core/rules/evidence';
import { apiErrorText } from '../../components/use-submit';
import { bc } from './blockchain-strings';

/** What a look-up came to: an entry with the browser's own check of it, or a refusal. */
export type Outcome =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'found'; info: EvidenceInfo; check: EvidenceCheck; fileSha: string | null }
  | { state: 'missing'; message: string; fileSha: string | null }
  /** A number the ledger does not know: nothing was checked, so nothing failed. */
  | { state: 'unknown'; message: string };

/** Looks an entry up and checks it here, with the same code the server's tests run. */
export function useEvidence() {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const run = async (ask: () => Promise<{ info: EvidenceInfo }>, fileSha: string | null) => {
    setOutcome({ state: 'busy' });
    try {
      const { info } = await ask();
      const check = await checkEvidence({ ...info, documentSha256: fileSha }, sha256OfText);
      setOutcome({ state: 'found', info, check, fileSha });
    } catch (e) {
      // only a file can fail to match; a number that finds nothing is just not found
      setOutcome(
        fileSha
          ? { state: 'missing', message: apiErrorText(e), fileSha }
          : { state: 'unknown', message: apiErrorText(e) },
      );
    }
  };
  /** Hashes the file here (it never leaves the computer), then asks by its hash. */
  const runFile = async (file: File, ask: (sha: string) => Promise<{ info: EvidenceInfo }>) => {
    setOutcome({ state: 'busy' });
    let sha: string;
    try {
      sha = await sha256OfBytes(await file.arrayBuffer());
    } catch {
      // Web Crypto exists only on secure pages (https or localhost)
      return setOutcome({ state: 'missing', message: bc.noCrypto, fileSha: null });
    }
    await run(() => ask(sha), sha);
  };
  return { outcome, run, runFile, reset: () => setOutcome({ state: 'idle' }) };
}

/** A drop zone that is also a keyboard-reachable file button. */
export function FileDrop({ onFile, busy }: { onFile: (f: File) => void; busy: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <label
      class={`sf-ev-drop${over ? ' is-over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const f = e.dataTransfer?.files?.[0];
        if (f) onFile(f);
      }}
    >
      <strong>{busy ? bc.hashing : bc.drop}</strong>
      <span class="sf-muted">{bc.dropHint}</span>
      <input
        ref={input}
        class="sf-sr"
        type="file"
        data-testid="evidence-file"
        disabled={busy}
        onChange={(e) => {
          const f = (e.target as HTMLInputElement).files?.[0];
          if (f) onFile(f);
          if (input.current) input.current.value = '';
        }}
      />
    </label>
  );
}

const Mark = ({ ok, label }: { ok: boolean | null; label: string }) => (
  <li class={ok === null ? 'is-na' : ok ? 'is-ok' : 'is-bad'}>
    <span aria-hidden="true">{ok === null ? '–' : ok ? '✓' : '✗'}</span> {label}
    {ok === null ? '' : ok ? '' : '（不通过）'}
  </li>
);

const pad = (n: number) => String(n).padStart(6, '0');

const orDash = (s: string | undefined) => s?.trim() || '—';

/** What the paper must state, side by side with what the lab entered when issuing it. */
function ReportFactsList({ facts }: { facts: ReportFacts }) {
  return (
    <div class="sf-ev-paper" data-testid="report-facts">
      <h3>{bc.paperHeading}</h3>
      <p class="sf-muted">{bc.paperHint}</p>
      <dl class="sf-ev-facts">
        <dt>{bc.reportNo}</dt>
        <dd>{facts.report_no}</dd>
        <dt>{bc.lab}</dt>
        <dd>{orDash(facts.lab)}</dd>
        <dt>{bc.client}</dt>
        <dd>{orDash(facts.client)}</dd>
        <dt>{bc.item}</dt>
        <dd>{orDash(facts.item)}</dd>
        <dt>{bc.sample}</dt>
        <dd>{orDash(facts.sample)}</dd>
        <dt>{bc.standard}</dt>
        <dd>{orDash(facts.standard)}</dd>
        <dt>{bc.issuedAt}</dt>
        <dd>{formatTime(facts.issued_at).slice(0, 10)}</dd>
        <dt>{bc.conclusion}</dt>
        <dd>{orDash(facts.conclusion)}</dd>
      </dl>
    </div>
  );
}

/** Every entry a document number led to; each opens as the checked one. */
function RelatedEntries({ info, onPick }: { info: EvidenceInfo; onPick?: (no: number) => void }) {
  const related = info.related ?? [];
  if (!info.matched || info.matched === 'no' || related.length === 0) return null;
  return (
    <div class="sf-ev-related">
      <h3>
        {bc.relatedHeading}（{related.length}）
      </h3>
      <ul>
        {related.map((e) => (
          <li key={e.no} class={e.no === info.entry.no ? 'is-current' : undefined}>
            {onPick && e.no !== info.entry.no ? (
              <button type="button" class="sf-ev-link" onClick={() => onPick(e.no)}>
                {pad(e.no)}
              </button>
            ) : (
              <span class="sf-ev-no">{pad(e.no)}</span>
            )}
            <span class="sf-tag">{EVIDENCE_KIND_LABELS[e.kind] ?? e.kind}</span>
            <span class="sf-ev-subj">{e.subject}</span>
            <span class="sf-muted">{formatTime(e.created_at)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The verdict, the entry and each check the browser ran. */
export function EvidenceResult({
  outcome,
  foundText,
  onPick,
}: {
  outcome: Outcome;
  foundText?: string;
  /** Opens another entry (by evidence number) of the ones a document number led to. */
  onPick?: (no: number) => void;
}) {
  if (outcome.state === 'idle') return null;
  if (outcome.state === 'busy') return <p class="sf-ev-status">{bc.looking}</p>;
  if (outcome.state === 'unknown') {
    return (
      <section class="sf-ev-result is-none" role="status" data-verdict="unknown">
        <h2>{bc.unknown}</h2>
        <p>{outcome.message}</p>
        <p class="sf-muted">{bc.unknownHint}</p>
      </section>
    );
  }
  const fileLine = outcome.fileSha && (
    <p class="sf-ev-hash">
      {bc.fileHash}：<code>{outcome.fileSha}</code>
    </p>
  );
  if (outcome.state === 'missing') {
    return (
      <section class="sf-ev-result is-bad" role="alert" data-verdict="rejected">
        <h2>{bc.rejected}</h2>
        <p>{outcome.fileSha ? bc.notFound : outcome.message}</p>
        {fileLine}
      </section>
    );
  }
  const { info, check } = outcome;
  const e = info.entry;
  return (
    <section
      class={`sf-ev-result ${check.ok ? 'is-ok' : 'is-bad'}`}
      role="status"
      data-verdict={check.ok ? 'verified' : 'rejected'}
    >
      <h2>{check.ok ? bc.verified : bc.rejected}</h2>
      <p>
        {check.ok
          ? outcome.fileSha
            ? (foundText ?? bc.fileVerified)
            : bc.verifiedText
          : check.problems.join('；')}
      </p>
      {fileLine}
      {info.facts && <ReportFactsList facts={info.facts} />}
      <RelatedEntries info={info} onPick={onPick} />
      <h3>{bc.entry}</h3>
      <dl class="sf-ev-facts">
        <dt>{bc.no}</dt>
        <dd>{pad(e.no)}</dd>
        <dt>{bc.kind}</dt>
        <dd>{EVIDENCE_KIND_LABELS[e.kind] ?? e.kind}</dd>
        <dt>{bc.subject}</dt>
        <dd>{e.subject}</dd>
        <dt>{bc.time}</dt>
        <dd>{formatTime(e.created_at)}</dd>
        <dt>{bc.sha}</dt>
        <dd>
          <code>{e.sha256}</code>
        </dd>
        <dt>{bc.prevHash}</dt>
        <dd>
          <code>{e.prev_hash}</code>
        </dd>
        <dt>{bc.hash}</dt>
        <dd>
          <code>{e.hash}</code>
        </dd>
        <dt>{bc.head}</dt>
        <dd>
          {pad(info.head.no)} · <code>{info.head.hash.slice(0, 16)}…</code>
        </dd>
      </dl>
      <h3>{bc.checks}</h3>
      <ul class="sf-ev-checks">
        <Mark
          ok={check.documentMatches}
          label={check.documentMatches === null ? bc.notChecked : bc.checkDoc}
        />
        <Mark ok={check.entryIntact} label={bc.checkEntry} />
        <Mark ok={check.prevLinked} label={bc.checkPrev} />
        <Mark ok={check.nextLinked} label={check.nextLinked === null ? bc.isHead : bc.checkNext} />
      </ul>
    </section>
  );
}

export { pad as evidenceNo };
