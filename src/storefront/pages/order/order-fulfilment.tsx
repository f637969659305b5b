import { useState } from 'react';
import { type OrderDetail, showToast } from '../../../core';
import type { SampleAddress } from '../../../core/api/contract/models-fulfil';
import { formatTime } from '../../../core/formatters/time';
import { courierError, waybillError } from '../../../core/rules/fulfilment';
import { sampleAddressLine, sampleAddressPlace } from '../../../core/rules/sample-address';
import { runAction } from '../../../core/stores/action';
import { TextField } from '../../components/text-field';
import { useSubmit } from '../../components/use-submit';
import { o } from './order-strings';

/**
 * 履约进度 on the buyer's order: the steps with their times (sample sent, received, testing,
 * report; or the lab's delivery), what came with them, and the report to download and verify.
 */
export function FulfilmentSection({ order }: { order: OrderDetail }) {
  const f = order.fulfilment;
  if (!f?.steps.some((s) => s.at)) return null;
  const next = f.steps.findIndex((s) => !s.at);
  const report = order.report;
  return (
    <section class="sf-od-section" aria-labelledby="od-fulfil">
      <h2 id="od-fulfil">{o.fulfil}</h2>
      <ol class="sf-od-steps">
        {f.steps.map((s, i) => (
          <li key={s.key} class={s.at ? 'is-done' : i === next ? 'is-next' : ''}>
            <b>{s.label}</b>
            <time dateTime={s.at ?? undefined}>{s.at ? formatTime(s.at) : o.stepAhead}</time>
          </li>
        ))}
      </ol>
      <dl class="sf-od-fulfil">
        {f.waybill_no && (
          <div>
            <dt>{o.waybill}</dt>
            <dd>
              {f.courier_company} {f.waybill_no}
            </dd>
          </div>
        )}
        {f.sample_note && (
          <div>
            <dt>{o.sampleNote}</dt>
            <dd>{f.sample_note}</dd>
          </div>
        )}
        {f.deliver_note && (
          <div>
            <dt>{o.deliverNote}</dt>
            <dd>
              {f.deliver_note}
              {f.deliver_file && (
                <>
                  {' '}
                  <a href={f.deliver_file.url} download>
                    {o.deliverFile}
                  </a>
                </>
              )}
            </dd>
          </div>
        )}
      </dl>
      {report && (
        <div class="sf-od-report">
          <div>
            <b>{o.report}</b>
            <span>
              {o.reportNo}：{report.report_no}
            </span>
            <span class="sf-muted">
              {o.reportIssued}：{formatTime(report.issued_at)}
            </span>
          </div>
          <div class="sf-od-actions">
            <a class="sf-btn sf-btn--sm sf-btn--primary" href={report.url} download>
              {o.downloadReport}
            </a>
            <a class="sf-btn sf-btn--sm sf-btn--ghost" href={report.verify_path}>
              {o.verifyReport}
            </a>
          </div>
        </div>
      )}
    </section>
  );
}

/** Copies a text; an insecure page has no clipboard API, so the old way is tried before giving up. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/** 样品寄往: the lab's 收样地址 (or the service's own) with 复制, one line as a courier's form takes it. */
export function SampleAddressBox({ address }: { address: SampleAddress }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(sampleAddressLine(address))) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } else showToast(o.copyFailed, 'warning');
  };
  return (
    <section class="sf-od-sendto" aria-labelledby="od-sendto">
      <div class="sf-od-sendto__text">
        <h3 id="od-sendto">{o.sendTo}</h3>
        <p>
          <strong>{address.contact}</strong> <span>{address.phone}</span>
        </p>
        <p>{sampleAddressPlace(address)}</p>
      </div>
      <span class="sf-od-sendto__copy" aria-live="polite">
        <button
          type="button"
          class="sf-btn sf-btn--sm sf-btn--ghost"
          title={o.copyLabel}
          onClick={() => void copy()}
        >
          {copied ? o.copied : o.copy}
        </button>
      </span>
    </section>
  );
}

type ShipField = 'courier_company' | 'waybill_no';
const SHIP_FIELDS: readonly { name: ShipField; label: string; hint: string }[] = [
  { name: 'courier_company', label: o.courier, hint: o.courierHint },
  { name: 'waybill_no', label: o.waybillNo, hint: o.waybillHint },
];

/** 寄送样品: courier company and waybill number, checked by the server's rules before sending. */
export function ShipSampleForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const [values, setValues] = useState<Record<ShipField, string>>({ courier_company: '', waybill_no: '' });
  const [errors, setErrors] = useState<Partial<Record<ShipField, string>>>({});
  const { run, busy } = useSubmit();

  const submit = async (e: Event) => {
    e.preventDefault();
    const courier = values.courier_company;
    const waybill = values.waybill_no;
    const found = { courier_company: courierError(courier), waybill_no: waybillError(waybill) };
    setErrors(found);
    if (found.courier_company || found.waybill_no) return;
    const res = await run(() =>
      runAction(
        'order/shipSample',
        { id: order.id, courier_company: courier.trim(), waybill_no: waybill.trim().toUpperCase() },
        { done: o.shipped },
      ),
    );
    if (res?.ok) onDone();
  };

  return (
    <section class="sf-od-section" aria-labelledby="od-ship">
      <h2 id="od-ship">{o.shipTitle}</h2>
      {order.fulfilment?.sample_address ? (
        <SampleAddressBox address={order.fulfilment.sample_address} />
      ) : (
        <p class="sf-od-warn">{o.noSampleAddress}</p>
      )}
      <p class="sf-muted">{o.shipHint}</p>
      <form class="sf-od-ship" onSubmit={(e) => void submit(e)} noValidate>
        {SHIP_FIELDS.map((f) => (
          <TextField
            key={f.name}
            form="od-ship"
            name={f.name}
            label={f.label}
            value={values[f.name]}
            error={errors[f.name] ?? ''}
            max={30}
            hint={f.hint}
            announce
            onValue={(v) => setValues((x) => ({ ...x, [f.name]: v }))}
          />
        ))}
        <button type="submit" class="sf-btn sf-btn--primary" disabled={busy}>
          {o.shipSubmit}
        </button>
      </form>
    </section>
  );
}
