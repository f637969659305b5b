import './blockchain.css';
import { useEffect, useState } from 'react';
import { api } from '../../../core';
import { useQuery } from '../../components/use-query';
import { bc } from './blockchain-strings';
import { EvidenceAsk } from './evidence-ask';
import { EvidenceResult, useEvidence } from './evidence-kit';

/**
 * /report/verify (?no=): a lab's report by number and/or its file, checked like /blockchain, with
 * what the paper must state. A link with ?no= (the order page's 报告真伪查询) asks at once.
 */
export default function ReportVerifyPage() {
  const initial = useQuery().get('no') ?? '';
  const [no, setNo] = useState(initial);
  const { outcome, run, runFile } = useEvidence();
  const byNo = (value = no) => run(() => api.call('report/verify', { report_no: value.trim() }), null);
  // a deep link asks once, on arrival
  useEffect(() => {
    if (initial.trim()) void byNo(initial);
  }, []);
  const byFile = (file: File) =>
    runFile(file, (sha) => api.call('report/verify', { report_no: no.trim() || undefined, sha256: sha }));
  return (
    <div class="sf-container sf-ev">
      <h1>{bc.reportTitle}</h1>
      <p class="sf-ev-intro">{bc.reportIntro}</p>
      <EvidenceAsk
        no={no}
        setNo={setNo}
        heading={bc.reportNo}
        label={bc.reportNo}
        placeholder={bc.reportNoPlaceholder}
        maxLength={64}
        busy={outcome.state === 'busy'}
        onNo={() => void byNo()}
        onFile={(f) => void byFile(f)}
      />
      <EvidenceResult outcome={outcome} foundText={bc.reportFileFound} />
    </div>
  );
}
