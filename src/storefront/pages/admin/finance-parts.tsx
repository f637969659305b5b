import './admin.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { api, showToast } from '../../../core';
import type { CollectionAccount } from '../../../core/api/contract/models-transfer';
import { Dialog } from '../../components/confirm-dialog';
import { Field, FormError, inputValue, minuteTime, SaveFooter, Tag } from '../../components/console';
import { LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';
import { $staff } from '../../layouts/admin-layout';
import { roleMay } from '../../layouts/admin-menu';

/** A finance queue's 状态 filter: `options` in order, as `[value, label]` pairs. */
export function QueueFilter({
  value,
  options,
  onFilter,
}: {
  value: string;
  options: readonly (readonly [string, string])[];
  onFilter: (state: string) => void;
}) {
  return (
    <form class="ad-filters" onSubmit={(e) => e.preventDefault()}>
      <Field label="状态">
        <select value={value} onChange={(e) => onFilter(inputValue(e))}>
          {options.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      </Field>
    </form>
  );
}

/** 状态 of a payout or refund: done in green, else waiting, with the bank's serial once paid. */
export const paidColumn = {
  head: '状态',
  cell: (r: { state: string; state_name: string; bank_serial: string }) => (
    <>
      <Tag state={r.state === 'done' ? 'open' : 'pending'} label={r.state_name} />
      {r.bank_serial && <small class="mc-hint"> 流水号 {r.bank_serial}</small>}
    </>
  ),
};

/** The one action of a payout or refund while it waits (已打款, 已退款); a dash once done. */
export const markPaid = (waiting: boolean, label: string, onClick: () => void) =>
  waiting ? (
    <button type="button" class="sf-btn sf-btn--primary sf-btn--sm" onClick={onClick}>
      {label}
    </button>
  ) : (
    '—'
  );

const EMPTY: CollectionAccount = { account_name: '', bank_name: '', account_no: '' };

/**
 * 收款账户: the account buyers remit to, shown with the number masked; an admin replaces it
 * (operator_pay/setAccount, audited). The whole number is typed anew each time: the console
 * never shows it back.
 */
export function CollectionAccountCard() {
  const state = useApi('operator_pay/account', {});
  const me = useStore($staff);
  const mayEdit = !!me && roleMay(me.role, 'operator_pay/setAccount');
  const [form, setForm] = useState<CollectionAccount | null>(null);
  const { run, busy, error } = useSubmit();
  const info = state.data?.info ?? null;
  const set = (k: keyof CollectionAccount) => (e: Event) => setForm((f) => f && { ...f, [k]: inputValue(e) });
  const save = async () => {
    if (!form) return;
    await run(async () => {
      await api.call('operator_pay/setAccount', form);
      showToast('收款账户已保存', 'success');
      setForm(null);
      state.reload();
    });
  };
  if (state.error) return <LoadError message={state.error} onRetry={state.reload} />;
  if (!state.data) return <Skeleton rows={3} />;
  return (
    <div class="ad-account">
      {info ? (
        <dl class="ad-fields">
          <dt>收款户名</dt>
          <dd>{info.account_name}</dd>
          <dt>开户银行</dt>
          <dd>{info.bank_name}</dd>
          <dt>收款账号</dt>
          <dd>{info.account_no_masked}</dd>
          <dt>更新时间</dt>
          <dd>{minuteTime(info.updated_at)}</dd>
        </dl>
      ) : (
        <p class="mc-error" role="alert">
          尚未设置收款账户：买家暂时无法选择对公转账。
        </p>
      )}
      {mayEdit && (
        <div class="mc-actions">
          <button
            type="button"
            class="sf-btn sf-btn--primary sf-btn--sm"
            onClick={() =>
              setForm(info ? { ...EMPTY, account_name: info.account_name, bank_name: info.bank_name } : EMPTY)
            }
          >
            {info ? '更换收款账户' : '设置收款账户'}
          </button>
        </div>
      )}
      <Dialog
        open={!!form}
        title="收款账户"
        busy={busy}
        onClose={() => setForm(null)}
        footer={<SaveFooter busy={busy} onClose={() => setForm(null)} onSave={save} />}
      >
        {form && (
          <div class="mc-form">
            <Field label="收款户名">
              <input value={form.account_name} maxLength={100} onInput={set('account_name')} />
            </Field>
            <Field label="开户银行" hint="写到支行，如：中国工商银行北京海淀支行">
              <input value={form.bank_name} maxLength={100} onInput={set('bank_name')} />
            </Field>
            <Field label="收款账号" hint="保存后列表中只显示前四位和后四位">
              <input value={form.account_no} maxLength={40} inputMode="numeric" onInput={set('account_no')} />
            </Field>
            <FormError error={error} />
          </div>
        )}
      </Dialog>
    </div>
  );
}
