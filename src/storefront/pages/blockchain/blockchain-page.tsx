import './blockchain.css';
import { useEffect, useState } from 'react';
import { api } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { EVIDENCE_KIND_LABELS } from '../../../core/rules/evidence';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useQuery } from '../../components/use-query';
import { bc } from './blockchain-strings';
import { EvidenceAsk } from './evidence-ask';
import { EvidenceResult, evidenceNo, useEvidence } from './evidence-kit';

/**
 * /blockchain (?no=): look an entry up by its evidence number or by the order, contract, invoice
 * or report number it is about, or drop a file hashed here, and check it. A link with ?no= (the
 * order and contract pages) runs the look-up at once.
 */
export default function BlockchainPage() {
  const initial = useQuery().get('no') ?? '';
  const [no, setNo] = useState(initial);
  const { outcome, run, runFile } = useEvidence();
  const recent = useApi('blockchain/get', { page: 1, limit: 8 });
  const byNo = (value: string) => run(() => api.call('blockchain/info', { no: value.trim() }), null);
  const pick = (n: number) => {
    setNo(evidenceNo(n));
    void byNo(String(n));
  };
  // a deep link asks once, on arrival
  useEffect(() => {
    if (initial.trim()) void byNo(initial);
  }, []);
  const byFile = (file: File) => runFile(file, (sha) => api.call('blockchain/info', { sha256: sha }));
  const list = recent.data?.list ?? [];
  return (
    <div class="sf-container sf-ev">
      <h1>{bc.title}</h1>
      <p class="sf-ev-intro">{bc.intro}</p>
      <EvidenceAsk
        no={no}
        setNo={setNo}
        heading={bc.byNo}
        label={bc.noLabel}
        placeholder={bc.noPlaceholder}
        maxLength={40}
        busy={outcome.state === 'busy'}
        onNo={() => void byNo(no)}
        onFile={(f) => void byFile(f)}
      />
      <EvidenceResult outcome={outcome} onPick={pick} />
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
                <button type="button" class="sf-ev-link" onClick={() => pick(e.no)}>
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
