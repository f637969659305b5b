import './blockchain.css';
import { useState } from 'react';
import { api, formatTime } from '../../../core';
import { EVIDENCE_KIND_LABELS } from '../../../core/rules/evidence';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useQuery } from '../../components/use-query';
import { bc } from './blockchain-strings';
import { EvidenceResult, evidenceNo, FileDrop, useEvidence } from './evidence-kit';

/** /blockchain (?no=): look an entry up by number, or drop a file hashed here, and check it. */
export default function BlockchainPage() {
  const initial = useQuery().get('no') ?? '';
  const [no, setNo] = useState(initial);
  const { outcome, run, runFile } = useEvidence();
  const recent = useApi('blockchain/get', { page: 1, limit: 8 });
  const byNo = (value: string) => run(() => api.call('blockchain/info', { no: value.trim() }), null);
  const byFile = (file: File) => runFile(file, (sha) => api.call('blockchain/info', { sha256: sha }));
  const list = recent.data?.list ?? [];
  return (
    <div class="sf-container sf-ev">
      <h1>{bc.title}</h1>
      <p class="sf-ev-intro">{bc.intro}</p>
      <div class="sf-ev-ask">
        <form
          class="sf-panel sf-ev-box"
          onSubmit={(e) => {
            e.preventDefault();
            if (no.trim()) void byNo(no);
          }}
        >
          <h2>{bc.byNo}</h2>
          <label class="sf-ev-field">
            <span>{bc.noLabel}</span>
            <input
              value={no}
              inputMode="numeric"
              maxLength={12}
              placeholder={bc.noPlaceholder}
              onInput={(e) => setNo((e.target as HTMLInputElement).value)}
            />
          </label>
          <button
            class="sf-btn sf-btn--primary"
            type="submit"
            disabled={!no.trim() || outcome.state === 'busy'}
          >
            {bc.search}
          </button>
        </form>
        <div class="sf-panel sf-ev-box">
          <h2>{bc.byFile}</h2>
          <FileDrop onFile={(f) => void byFile(f)} busy={outcome.state === 'busy'} />
        </div>
      </div>
      <EvidenceResult outcome={outcome} />
      <section class="sf-panel sf-ev-recent">
        <h2>{bc.recent}</h2>
        <ListBody
          state={recent}
          count={list.length}
          skeleton={<Skeleton rows={4} />}
          empty={<EmptyState text={bc.recentEmpty} compact />}
        >
          <ul>
            {list.map((e) => (
              <li key={e.no}>
                <button
                  type="button"
                  class="sf-ev-link"
                  onClick={() => {
                    setNo(evidenceNo(e.no));
                    void byNo(String(e.no));
                  }}
                >
                  {evidenceNo(e.no)}
                </button>
                <span class="sf-tag">{EVIDENCE_KIND_LABELS[e.kind]}</span>
                <span class="sf-ev-subj">{e.subject}</span>
                <span class="sf-muted">{formatTime(e.created_at)}</span>
              </li>
            ))}
          </ul>
        </ListBody>
      </section>
    </div>
  );
}
