import { useRef, useState } from 'react';
import { api, showToast } from '../../../core';
import type { MerchantOrderDetail } from '../../../core/api/contract/models-fulfil';
import { REPORT_FACT_LIMITS } from '../../../core/rules/fulfilment';
import { type MerchantOrderAction, ORDER_ACTION_LABELS } from '../../../core/rules/order-states';
import { FormDialog } from '../../components/console';
import { CountedTextarea } from '../../components/counted-textarea';
import { useSubmit } from '../../components/use-submit';
import { type Picked, usePicked } from './merchant-parts';
import { m, mo } from './merchant-strings';

/** What the paper states, asked when issuing: 报告真伪查询 shows it for a holder to compare. */
const FACTS = {
  hint: '以下内容将显示在报告真伪查询页，供持报告者与纸质报告核对（选填，建议与报告一致）。',
  sampleName: '样品名称',
  samplePh: '例如 生活饮用水（末梢水）',
  standard: '检测依据',
  standardPh: '例如 GB 5749-2022',
  conclusion: '检测结论',
  conclusionPh: '例如 所检项目均符合标准要求',
} as const;

const TIPS: Record<MerchantOrderAction, string> = {
  receiveSample: mo.receiveTip,
  startTest: mo.startTip,
  issueReport: mo.issueTip,
  deliver: mo.deliverTip,
};

/** A file input with its upload: the report PDF (pdf only) or a deliverable (any allowed type). */
function FileField({
  label,
  pdfOnly,
  value,
  onChange,
}: {
  label: string;
  pdfOnly: boolean;
  value: Picked | null;
  onChange: (p: Picked | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { busy, upload } = usePicked(true);
  const [error, setError] = useState('');
  const choose = async (file: File | undefined) => {
    const got = await upload(file);
    if (input.current) input.current.value = '';
    if (typeof got === 'string') return setError(got);
    if (pdfOnly && got.mime !== 'application/pdf') return setError(mo.pdfOnly);
    setError('');
    onChange(got);
  };
  return (
    <label class="sf-field">
      <span>{label}</span>
      <input
        ref={input}
        type="file"
        accept={pdfOnly ? 'application/pdf,.pdf' : undefined}
        disabled={busy}
        onChange={(e) => void choose((e.currentTarget as HTMLInputElement).files?.[0])}
      />
      {busy && <span class="mc-hint">{m.uploading}</span>}
      {value && <span class="mc-hint">✓ {value.name}</span>}
      {error && (
        <span class="mc-error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}

/** The form of one action, confirmed in its dialog; the page reloads the order from the API after. */
function ActionDialog({
  order,
  action,
  onClose,
  onDone,
}: {
  order: MerchantOrderDetail;
  action: MerchantOrderAction;
  onClose: () => void;
  onDone: () => void;
}) {
  const [note, setNote] = useState('');
  const [reportNo, setReportNo] = useState('');
  const [facts, setFacts] = useState({ sample_name: '', standard: '', conclusion: '' });
  const fact = (key: keyof typeof facts) => (e: Event) =>
    setFacts((f) => ({ ...f, [key]: (e.currentTarget as HTMLInputElement).value }));
  const [file, setFile] = useState<Picked | null>(null);
  const { run, busy, error, setError } = useSubmit();
  const label = ORDER_ACTION_LABELS[action];
  const submit = async (e: Event) => {
    e.preventDefault();
    const id = order.id;
    if ((action === 'receiveSample' || action === 'deliver') && !note.trim())
      return setError(`${m.required}${action === 'deliver' ? mo.deliverNote : mo.sampleNote}`);
    if (action === 'issueReport' && !reportNo.trim()) return setError(`${m.required}${mo.reportNo}`);
    if (action === 'issueReport' && !file?.id) return setError(mo.pdfOnly);
    await run(
      async () => {
        if (action === 'receiveSample') await api.call('merchant_order/receiveSample', { id, note });
        else if (action === 'startTest') await api.call('merchant_order/startTest', { id });
        else if (action === 'issueReport')
          await api.call('merchant_order/issueReport', {
            id,
            report_no: reportNo.trim(),
            file_id: file!.id!,
            // only what the lab filled in: a blank stays unsaid (shown as — on verification)
            ...Object.fromEntries(
              Object.entries(facts)
                .map(([k, v]) => [k, v.trim()])
                .filter(([, v]) => v),
            ),
          });
        else await api.call('merchant_order/deliver', { id, note, file_id: file?.id ?? null });
        showToast(`${label}：${mo.done}`, 'success');
        onDone();
        return true;
      },
      { leaving: true },
    );
  };
  const formId = 'mw-action-form';
  return (
    <FormDialog
      id={formId}
      title={`${label} · ${order.order_no}`}
      busy={busy}
      error={error}
      label={label.startsWith(mo.confirm) ? label : `${mo.confirm}${label}`}
      onClose={onClose}
      onSubmit={submit}
    >
      <p class="mc-hint">{TIPS[action]}</p>
      {action === 'issueReport' && (
        <>
          <label class="sf-field">
            <span>{mo.reportNo}</span>
            <input
              data-autofocus
              value={reportNo}
              maxLength={40}
              placeholder={mo.reportNoPh}
              onInput={(e) => setReportNo((e.currentTarget as HTMLInputElement).value)}
            />
          </label>
          <FileField label={mo.reportFile} pdfOnly value={file} onChange={setFile} />
          <p class="mc-hint">{FACTS.hint}</p>
          <label class="sf-field">
            <span>{FACTS.sampleName}</span>
            <input
              value={facts.sample_name}
              maxLength={REPORT_FACT_LIMITS.sampleName}
              placeholder={FACTS.samplePh}
              onInput={fact('sample_name')}
            />
          </label>
          <label class="sf-field">
            <span>{FACTS.standard}</span>
            <input
              value={facts.standard}
              maxLength={REPORT_FACT_LIMITS.standard}
              placeholder={FACTS.standardPh}
              onInput={fact('standard')}
            />
          </label>
          <label class="sf-field">
            <span>{FACTS.conclusion}</span>
            <CountedTextarea
              rows={3}
              value={facts.conclusion}
              max={REPORT_FACT_LIMITS.conclusion}
              placeholder={FACTS.conclusionPh}
              onText={(conclusion) => setFacts((f) => ({ ...f, conclusion }))}
            />
          </label>
        </>
      )}
      {(action === 'receiveSample' || action === 'deliver') && (
        <label class="sf-field">
          <span>{action === 'deliver' ? mo.deliverNote : mo.sampleNote}</span>
          <CountedTextarea
            data-autofocus
            rows={4}
            max={500}
            value={note}
            placeholder={action === 'receiveSample' ? mo.samplePh : ''}
            onText={setNote}
          />
        </label>
      )}
      {action === 'deliver' && (
        <FileField label={mo.deliverFile} pdfOnly={false} value={file} onChange={setFile} />
      )}
    </FormDialog>
  );
}

/** 待办: the lab's actions the state table allows now (the server lists them), each in a dialog. */
export function WorkPanel({ order, onDone }: { order: MerchantOrderDetail; onDone: () => void }) {
  const [open, setOpen] = useState<MerchantOrderAction | null>(null);
  return (
    <section class="mc-card mw-work" aria-labelledby="mw-todo">
      <h2 id="mw-todo">{mo.todo}</h2>
      {order.actions.length ? (
        <div class="mc-ops">
          {order.actions.map((a) => (
            <button key={a} type="button" class="sf-btn sf-btn--primary" onClick={() => setOpen(a)}>
              {ORDER_ACTION_LABELS[a]}
            </button>
          ))}
        </div>
      ) : (
        <p class="mc-hint">{mo.closedWork[order.status] ?? mo.waitBuyer}</p>
      )}
      {open && (
        <ActionDialog
          order={order}
          action={open}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            onDone();
          }}
        />
      )}
    </section>
  );
}
