import { useState } from 'react';
import type { ActionResult } from '../../../core';
import { ORDER_CHANGE_TYPES, type OrderChangeType } from '../../../core/rules/order-states';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CountedTextarea } from '../../components/counted-textarea';
import { useSubmit } from '../../components/use-submit';
import { o } from './order-strings';

const TYPES = Object.entries(ORDER_CHANGE_TYPES) as [string, string][];

export interface TextFormProps {
  open: boolean;
  title: string;
  /** Sends the checked text (and the chosen type when `withType`) through runAction. */
  send: (text: string, type: OrderChangeType) => Promise<ActionResult>;
  label: string;
  hint: string;
  min: number;
  max: number;
  tooShort: string;
  initial?: string;
  /** Show the 变更类型 select (a new change request). */
  withType?: boolean;
  onClose: () => void;
  onDone: () => void;
}

/**
 * A dialog with one text (and for a new change request its type), checked before it is sent:
 * 申请变更, 修改变更原因, 补充协议. The server's refusal stays in the dialog's toast; the text stays.
 */
export function TextFormDialog(p: TextFormProps) {
  const [text, setText] = useState(p.initial ?? '');
  const [type, setType] = useState<OrderChangeType>(1);
  const { run, busy, error, setError } = useSubmit();

  const submit = async () => {
    const value = text.trim();
    if (value.length < p.min) {
      setError(p.tooShort);
      return;
    }
    const res = await run(() => p.send(value, type));
    if (res?.ok) {
      setText('');
      setError('');
      p.onDone();
    }
  };
  const close = () => {
    setError('');
    setText(p.initial ?? '');
    p.onClose();
  };

  return (
    <ConfirmDialog
      open={p.open}
      title={p.title}
      confirmText={o.submit}
      busy={busy}
      onConfirm={() => void submit()}
      onCancel={close}
    >
      {p.withType && (
        <label class="sf-field">
          <span>{o.changeType}</span>
          <select
            value={String(type)}
            onChange={(e) => setType(Number((e.target as HTMLSelectElement).value) as OrderChangeType)}
          >
            {TYPES.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </label>
      )}
      <label class="sf-field">
        <span>{p.label}</span>
        <CountedTextarea
          value={text}
          minLength={p.min}
          max={p.max}
          placeholder={p.hint}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? 'od-form-error' : undefined}
          onText={(typed) => {
            setText(typed);
            if (error) setError('');
          }}
        />
        {error && (
          <span id="od-form-error" class="sf-field__error" role="alert">
            {error}
          </span>
        )}
      </label>
    </ConfirmDialog>
  );
}
