import '../../components/confirm-dialog.css';
import '../../components/console/console.css';
import { useRef, useState } from 'react';
import { api, isApiError, type Qualification, showToast, t } from '../../../core';
import { QUALIFICATION_KINDS } from '../../../core/rules/goods-states';
import { runAction } from '../../../core/stores/action';
import { FormError, ListPanel, useDeleteAsk } from '../../components/console';
import { CountedTextarea } from '../../components/counted-textarea';
import { useApi } from '../../components/use-api';
import { type Picked, usePicked } from './merchant-parts';
import { m } from './merchant-strings';
import { ReviewWaitNote } from './qualification-status';

const EMPTY = { kind: 'CMA', cert_no: '', scope: '', expires_on: '' };

function AddForm({ onAdded }: { onAdded: () => void }) {
  const [v, setV] = useState(EMPTY);
  const [scan, setScan] = useState<Picked | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const { busy: uploading, upload } = usePicked(true);
  const set = (k: keyof typeof EMPTY) => (e: Event) =>
    setV({ ...v, [k]: (e.currentTarget as HTMLInputElement).value });
  const choose = async (f: File | undefined) => {
    const got = await upload(f);
    if (typeof got === 'string') return got && setError(got);
    setError('');
    setScan(got);
  };
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!v.cert_no.trim()) return setError(`${m.required}${m.certNo}`);
    if (!v.scope.trim()) return setError(`${m.required}${m.scope}`);
    if (!v.expires_on) return setError(`请选择${m.expiresOn}`);
    if (!scan?.id) return setError(`请上传${m.scan}`);
    setBusy(true);
    try {
      await api.call('merchant_qualification/add', {
        ...v,
        kind: v.kind as Qualification['kind'],
        file_id: scan.id,
      });
      showToast('资质证书已添加', 'success');
      setV(EMPTY);
      setScan(null);
      if (file.current) file.current.value = '';
      setError('');
      onAdded();
    } catch (err) {
      setError(isApiError(err) ? err.message : t('error.network'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="mc-form" onSubmit={submit} noValidate aria-labelledby="mc-q-add">
      <h2 id="mc-q-add">{m.addQualification}</h2>
      <div class="mc-row">
        <label class="sf-field">
          <span>{m.kind}</span>
          <select value={v.kind} onChange={set('kind')}>
            {QUALIFICATION_KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
        <label class="sf-field">
          <span>{m.certNo}</span>
          <input value={v.cert_no} maxLength={40} onInput={set('cert_no')} />
        </label>
        <label class="sf-field">
          <span>{m.expiresOn}</span>
          <input type="date" value={v.expires_on} onInput={set('expires_on')} />
        </label>
      </div>
      <label class="sf-field">
        <span>{m.scope}</span>
        <CountedTextarea value={v.scope} max={2000} onText={(scope) => setV({ ...v, scope })} />
      </label>
      <label class="sf-field">
        <span>
          {m.scan}
          {scan ? `：${scan.name || m.scan}` : ''}
        </span>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/webp,application/pdf"
          disabled={uploading}
          onChange={(e) => choose((e.currentTarget as HTMLInputElement).files?.[0])}
        />
      </label>
      <p class="mc-hint">{m.privateNote}</p>
      <FormError error={error} />
      <div class="mc-actions">
        <button type="submit" class="sf-btn sf-btn--primary" disabled={busy || uploading}>
          {uploading ? m.uploading : m.addQualification}
        </button>
      </div>
    </form>
  );
}

/** 资质管理 (/merchant/qualification): CMA / CNAS certificates with their scans (private). */
export default function MerchantQualificationPage() {
  const state = useApi('merchant_qualification/get', { page: 1, limit: 50 });
  const deleting = useDeleteAsk<Qualification>({
    title: m.delete,
    message: m.confirmDelete,
    remove: async ({ id }) => {
      const res = await runAction('merchant_qualification/delete', { id }, { done: '资质证书已删除' });
      if (res.ok) state.reload();
    },
  });
  const list = state.data?.list ?? [];
  // a lab still waiting for its onboarding review reads here that its upload waits for review
  const shop = useApi('merchant_center/shop').data?.info;
  return (
    <div class="mc-page">
      <section class="mc-card" aria-labelledby="mc-q">
        <h1 id="mc-q" class="mc-title">
          {m.qualifications}
        </h1>
        {shop?.state === 'pending' && state.data && <ReviewWaitNote count={state.data.total} here />}
        <ListPanel
          state={state}
          rows={list}
          empty={m.noQualification}
          skeletonRows={3}
          columns={[
            { head: m.kind, label: true, cell: (q) => q.kind },
            { head: m.certNo, cell: (q) => q.cert_no },
            { head: m.scope, cell: (q) => q.scope },
            {
              head: m.expiresOn,
              cell: (q) => (
                <>
                  {q.expires_on}{' '}
                  <span class={`mc-state ${q.expired ? 'is-rejected' : 'is-open'}`}>
                    {q.expired ? m.expired : m.valid}
                  </span>
                </>
              ),
            },
          ]}
          ops={(q) => (
            <>
              <a href={q.file_url} target="_blank" rel="noopener">
                {m.viewScan}
              </a>
              <button type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={() => deleting.ask(q)}>
                {m.delete}
              </button>
            </>
          )}
        />
      </section>
      <section class="mc-card">
        <AddForm onAdded={state.reload} />
      </section>
      {deleting.dialog}
    </div>
  );
}
