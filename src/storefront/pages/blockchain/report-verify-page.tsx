import './blockchain.css';
import { useState } from 'react';
import { api } from '../../../core';
import { useQuery } from '../../components/use-query';
import { bc } from './blockchain-strings';
import { EvidenceResult, FileDrop, useEvidence } from './evidence-kit';

/** /report/verify (?no=): a lab's report by number and/or its file, checked like /blockchain. */
export default function ReportVerifyPage() {
  const [no, setNo] = useState(useQuery().get('no') ?? '');
  const { outcome, run, runFile } = useEvidence();
  const byNo = () => run(() => api.call('report/verify', { report_no: no.trim() }), null);
  const byFile = (file: File) =>
    runFile(file, (sha) => api.call('report/verify', { report_no: no.trim() || undefined, sha256: sha }));
  return (
    <div class="sf-container sf-ev">
      <h1>{bc.reportTitle}</h1>
      <p class="sf-ev-intro">{bc.reportIntro}</p>
      <div class="sf-ev-ask">
        <form
          class="sf-panel sf-ev-box"
          onSubmit={(e) => {
            e.preventDefault();
            if (no.trim()) void byNo();
          }}
        >
          <h2>{bc.reportNo}</h2>
          <label class="sf-ev-field">
            <span>{bc.reportNo}</span>
            <input
              value={no}
              maxLength={64}
              placeholder={bc.reportNoPlaceholder}
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
      <EvidenceResult outcome={outcome} foundText={bc.reportFileFound} />
    </div>
  );
}
