import '../../components/certification/auth.css';
import './expert.css';
import '../../components/upload-field.css';
import type { ReactNode } from 'react';
import type { ExpertCertification } from '../../../core';
import { CertificationPanel } from '../../components/certification-panel';
import { FactList } from '../../components/fact-list';
import { useApi } from '../../components/use-api';
import { CertForm } from './cert-form';
import { x } from './expert-strings';

function Facts({ cert }: { cert: ExpertCertification }) {
  const rows: [string, ReactNode][] = [
    [x.realName, cert.real_name],
    [x.idNo, cert.id_no],
    [x.title, cert.title],
    [x.organization, cert.organization],
    [x.fields, cert.field_names.join('、')],
  ];
  return (
    <FactList className="sf-au-facts" rows={rows} empty={x.none}>
      <div class="sf-au-facts__wide">
        <dt>{x.certificates}</dt>
        <dd class="sf-ex-certs__facts">
          {cert.certificates.length
            ? cert.certificates.map((f) => (
                <a key={f.id} href={f.url} target="_blank" rel="noopener" title={f.name}>
                  {f.mime.startsWith('image/') ? (
                    <img class="sf-upload__img" src={f.url} alt={f.name} />
                  ) : (
                    `${x.pdf} · ${f.name}`
                  )}
                </a>
              ))
            : x.none}
        </dd>
      </div>
    </FactList>
  );
}

const words = {
  heading: x.authTitle,
  intro: x.authIntro,
  pending: x.pendingNote,
  approved: x.approvedNote,
  rejected: x.rejectedNote,
  modify: x.modify,
  resubmit: x.resubmit,
};

/** 专家认证 (/expert/auth): the certification, its state (未认证 → 审核中 → 已认证 / 已驳回) and the form. */
export default function ExpertAuthPage() {
  return (
    <CertificationPanel
      state={useApi('expert_sgs/info')}
      headId="ex-auth-head"
      words={words}
      facts={(cert) => <Facts cert={cert} />}
      form={(current, onDone, onCancel) => <CertForm current={current} onDone={onDone} onCancel={onCancel} />}
    />
  );
}
