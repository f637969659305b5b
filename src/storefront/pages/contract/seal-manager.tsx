import { useState } from 'react';
import type { Seal } from '../../../core';
import { SEAL_KINDS } from '../../../core/rules/seals';
import { runAction } from '../../../core/stores/action';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { fill } from '../../strings';
import { c } from './contract-strings';

type Kind = Seal['kind'];

/** 新增印章: name, kind (公章 / 合同专用章) and whether it becomes the default. */
function SealForm({ first, onDone, onCancel }: { first: boolean; onDone: () => void; onCancel: () => void }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<Kind>('contract');
  const [isDefault, setIsDefault] = useState(first);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (name.trim().length < 2) {
      setError(fill(c.required, { field: c.sealName }));
      return;
    }
    setBusy(true);
    const res = await runAction('electronic_contract_seal/set', {
      name: name.trim(),
      kind,
      is_default: isDefault,
    });
    setBusy(false);
    if (res.ok) onDone();
  };

  return (
    <ConfirmDialog
      open
      title={c.addSeal}
      confirmText={c.save}
      busy={busy}
      onConfirm={() => void submit()}
      onCancel={onCancel}
    >
      <label class="sf-field">
        <span>{c.sealName}</span>
        <input
          value={name}
          maxLength={30}
          placeholder={c.sealNameHint}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? 'cn-seal-error' : undefined}
          onInput={(e) => {
            setName((e.target as HTMLInputElement).value);
            setError('');
          }}
        />
        {error && (
          <span id="cn-seal-error" class="sf-field__error" role="alert">
            {error}
          </span>
        )}
      </label>
      <fieldset class="sf-cn-kinds">
        <legend>{c.sealKind}</legend>
        {SEAL_KINDS.map((k) => (
          <label key={k} class="sf-cn-check">
            <input type="radio" name="cn-seal-kind" checked={kind === k} onChange={() => setKind(k)} />
            {c.kinds[k]}
          </label>
        ))}
      </fieldset>
      <label class="sf-cn-check">
        <input
          type="checkbox"
          checked={isDefault}
          onChange={(e) => setIsDefault((e.target as HTMLInputElement).checked)}
        />
        {c.asDefault}
      </label>
    </ConfirmDialog>
  );
}

/** 我的印章: the seal images, 设为默认, 删除 (asked first), 新增印章. */
export function SealManager({ onChanged }: { onChanged?: () => void } = {}) {
  const state = useApi('electronic_contract_seal/get', { page: 1, limit: 100 });
  const seals = state.data?.list ?? [];
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Seal | null>(null);
  const [busy, setBusy] = useState(0);

  const makeDefault = async (seal: Seal) => {
    setBusy(seal.id);
    const res = await runAction('electronic_contract_seal/set', {
      id: seal.id,
      name: seal.name,
      kind: seal.kind,
      is_default: true,
    });
    setBusy(0);
    if (res.ok) {
      state.reload();
      onChanged?.();
    }
  };
  const remove = async () => {
    if (!removing) return;
    setBusy(removing.id);
    const res = await runAction('electronic_contract_seal/delete', { id: removing.id });
    setBusy(0);
    if (res.ok) {
      setRemoving(null);
      state.reload();
      onChanged?.();
    }
  };

  return (
    <section class="sf-cn-block" aria-labelledby="cn-seals">
      <h2 id="cn-seals">
        {c.seals}
        <button type="button" class="sf-btn sf-btn--primary sf-btn--sm" onClick={() => setAdding(true)}>
          {c.addSeal}
        </button>
      </h2>
      <p class="sf-muted">{c.sealsHint}</p>
      <ListBody
        state={state}
        count={seals.length}
        skeleton={<Skeleton rows={3} />}
        empty={<EmptyState text={c.noSeals} compact />}
      >
        <ul class="sf-cn-seals">
          {seals.map((seal) => (
            <li key={seal.id} class={`sf-cn-seal${seal.is_default ? ' is-default' : ''}`}>
              <img
                src={seal.image}
                alt={`${seal.name} ${c.kinds[seal.kind] ?? ''}`}
                width={120}
                height={120}
              />
              <b>{seal.name}</b>
              <span class="sf-muted">
                {c.kinds[seal.kind] ?? seal.kind}
                {seal.is_default && <span class="sf-tag sf-cn-default">{c.isDefault}</span>}
              </span>
              <span class="sf-od-links">
                {!seal.is_default && (
                  <button type="button" disabled={busy === seal.id} onClick={() => void makeDefault(seal)}>
                    {c.setDefault}
                  </button>
                )}
                <button type="button" disabled={busy === seal.id} onClick={() => setRemoving(seal)}>
                  {c.remove}
                </button>
              </span>
            </li>
          ))}
        </ul>
      </ListBody>
      {adding && (
        <SealForm
          first={seals.length === 0}
          onCancel={() => setAdding(false)}
          onDone={() => {
            onChanged?.();
            setAdding(false);
            state.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={c.removeTitle}
        message={removing ? fill(c.removeAsk, { name: removing.name }) : ''}
        confirmText={c.remove}
        danger
        busy={busy !== 0}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
