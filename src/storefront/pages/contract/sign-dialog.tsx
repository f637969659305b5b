import './sign-dialog.css';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { ContractSummary, Seal } from '../../../core';
import type { SignCodeSent } from '../../../core/api/contract/api/contracts';
import { fetchFileBytes } from '../../../core/api/file-bytes';
import { formatTime } from '../../../core/formatters/time';
import { sha256OfBytes } from '../../../core/rules/evidence';
import { runAction } from '../../../core/stores/action';
import { Dialog } from '../../components/confirm-dialog';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { fill } from '../../strings';
import { c, sd } from './contract-strings';

/** Who signs: the buyer on /home/contract, the lab on /merchant/contract. */
export type SignSide = 'buyer' | 'lab';

/** Refusals after which the document on screen is not the one to sign: it is read again. */
const STALE = ['合同已更新', '合同内容在对方签署后发生了变更', '对方刚刚签署了合同'];

/** A fresh link to the PDF as it stands (the list's links expire after ten minutes). */
async function freshLink(side: SignSide, id: number): Promise<string | null> {
  if (side === 'buyer') {
    const res = await runAction('electronic_contract/download', { id }, { quiet: true });
    return res.ok ? (res.data?.url ?? null) : null;
  }
  const res = await runAction('merchant_contract/get', { id }, { quiet: true });
  return res.ok ? (res.data?.list[0]?.file_url ?? null) : null;
}

interface Doc {
  url: string;
  sha256: string;
}

/** The PDF's link and the SHA-256 of its bytes, fetched together; null while loading or failed. */
function useContractPdf(side: SignSide, id: number, open: boolean) {
  const [doc, setDoc] = useState<Doc | null>(null);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  // tick asks for the document again
  useEffect(() => {
    if (!open) return;
    let live = true;
    setDoc(null);
    setFailed(false);
    void (async () => {
      const url = await freshLink(side, id);
      const bytes = url ? await fetchFileBytes(url) : null;
      const sha256 = bytes ? await sha256OfBytes(bytes) : '';
      if (!live) return;
      if (url && sha256) setDoc({ url, sha256 });
      else setFailed(true);
    })();
    return () => {
      live = false;
    };
  }, [side, id, open, tick]);
  return { doc, failed, reload };
}

/** The seals to stamp with: several → the signer picks (the default preselected). */
function SealPicker({
  side,
  seals,
  value,
  onChange,
}: {
  side: SignSide;
  seals: Seal[] | null;
  value: number | null;
  onChange: (id: number) => void;
}) {
  if (!seals) return null;
  if (!seals.length) {
    return side === 'buyer' ? (
      <p class="sf-sign__warn" role="alert">
        {sd.noSealBuyer} <Link href={href('/home/contract/agreement')}>{sd.toSeals}</Link>
      </p>
    ) : (
      <p class="sf-muted sf-sign__note">{sd.drawnSeal}</p>
    );
  }
  return (
    <fieldset class="sf-sign__seals">
      <legend>{sd.seal}</legend>
      {seals.map((s) => (
        <label key={s.id} class={`sf-sign__seal${value === s.id ? ' is-on' : ''}`}>
          <input type="radio" name="seal" checked={value === s.id} onChange={() => onChange(s.id)} />
          <img src={s.image} alt="" width={64} height={64} />
          <span>
            {s.name}
            <small class="sf-muted">{c.kinds[s.kind]}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export interface SignDialogProps {
  side: SignSide;
  /** The contract to sign; null keeps the dialog closed. */
  contract: ContractSummary | null;
  onClose: () => void;
  /** After a signature was accepted (the list reloads). */
  onSigned: () => void;
}

/**
 * 签署合同: the contract PDF as the server serves it (shown in a frame, its bytes hashed), the
 * seal, 我已阅读并同意, an SMS code to the signer's registered mobile, 确认签署. The server checks
 * the hash against the contract as it stands; a refusal saying it changed reloads the document.
 */
export function SignDialog({ side, contract, onClose, onSigned }: SignDialogProps) {
  const open = contract !== null;
  const id = contract?.id ?? 0;
  const { doc, failed, reload } = useContractPdf(side, id, open);
  const seals = useApi('electronic_contract_seal/get', open ? { page: 1, limit: 10 } : null);
  const list = seals.data ? seals.data.list : null;
  const [sealId, setSealId] = useState<number | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<SignCodeSent | null>(null);
  const [left, setLeft] = useState(0);
  const { run, busy, error, setError } = useSubmit();

  useEffect(() => {
    if (!list?.length) return;
    setSealId((cur) => cur ?? (list.find((s) => s.is_default) ?? list[0]!).id);
  }, [list]);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  // a new contract starts a clean form
  useEffect(() => {
    setAgreed(false);
    setCode('');
    setSent(null);
    setError('');
    setSealId(null);
  }, [id]);

  const other = side === 'buyer' ? contract?.merchant_signed_at : contract?.buyer_signed_at;
  const noBuyerSeal = side === 'buyer' && list !== null && list.length === 0;

  const sendCode = async () => {
    const res = await run(() =>
      runAction(side === 'buyer' ? 'electronic_contract/sendSignCode' : 'merchant_contract/sendSignCode', {
        id,
      }),
    );
    if (res?.ok && res.data) {
      setSent(res.data);
      setLeft(res.data.interval || 60);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!doc) return;
    if (!agreed) return setError(sd.mustAgree);
    if (!/^\d{6}$/.test(code.trim())) return setError(sd.badCode);
    const body = { id, code: code.trim(), sha256: doc.sha256, ...(sealId ? { seal_id: sealId } : {}) };
    const res = await run(() =>
      side === 'buyer'
        ? runAction('electronic_contract/sign', body)
        : runAction('merchant_contract/sign', body),
    );
    if (!res) return;
    if (res.ok) {
      onSigned();
      onClose();
    } else if (STALE.some((w) => res.message.startsWith(w))) {
      setAgreed(false);
      setError(sd.reloaded);
      reload();
    }
  };

  const formId = `sf-sign-${id}`;
  return (
    <Dialog
      open={open}
      title={sd.title}
      size="wide"
      busy={busy}
      onClose={onClose}
      footer={
        <>
          <button type="button" class="sf-btn sf-btn--sm" disabled={busy} onClick={onClose}>
            {sd.cancel}
          </button>
          <button
            type="submit"
            form={formId}
            class="sf-btn sf-btn--sm sf-btn--primary"
            disabled={busy || !doc || noBuyerSeal}
          >
            {busy ? sd.signing : sd.submit}
          </button>
        </>
      }
    >
      <form id={formId} class="sf-sign" noValidate onSubmit={(e) => void submit(e)}>
        <dl class="sf-sign__facts">
          <div>
            <dt>{sd.contractNo}</dt>
            <dd>{contract?.contract_no}</dd>
          </div>
          <div>
            <dt>{sd.name}</dt>
            <dd>{contract?.title}</dd>
          </div>
        </dl>
        <p class="sf-muted sf-sign__note">
          {other ? fill(sd.otherSigned, { at: formatTime(other) }) : sd.otherPending}
        </p>
        <div class="sf-sign__doc">
          {doc ? (
            <>
              <iframe class="sf-sign__pdf" src={`${doc.url}&view=1`} title={sd.pdfLabel} />
              <p class="sf-sign__links">
                <a href={`${doc.url}&view=1`} target="_blank" rel="noopener">
                  {sd.openPdf}
                </a>
                <span class="sf-muted" title={doc.sha256}>
                  {sd.fingerprint}：<code>{doc.sha256.slice(0, 16)}…</code>
                </span>
              </p>
            </>
          ) : failed ? (
            <p class="sf-sign__warn" role="alert">
              {sd.loadFailed}{' '}
              <button type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={reload}>
                {sd.retry}
              </button>
            </p>
          ) : (
            <p class="sf-muted" role="status">
              {sd.loading}
            </p>
          )}
        </div>
        <SealPicker side={side} seals={list} value={sealId} onChange={setSealId} />
        <label class="sf-sign__agree">
          <input
            type="checkbox"
            checked={agreed}
            onChange={(e) => setAgreed((e.target as HTMLInputElement).checked)}
          />
          {sd.agree}
        </label>
        <div class="sf-sign__code">
          <label class="sf-field">
            <span>{sd.code}</span>
            <input
              name="code"
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={sd.codePh}
              onInput={(e) => setCode((e.target as HTMLInputElement).value.replace(/\D/g, ''))}
            />
          </label>
          <button
            type="button"
            class="sf-btn sf-btn--ghost sf-btn--sm"
            disabled={busy || left > 0 || noBuyerSeal}
            onClick={() => void sendCode()}
          >
            {left > 0 ? fill(sd.resend, { n: left }) : sd.sendCode}
          </button>
        </div>
        <p class="sf-muted sf-sign__note" role="status">
          {sent ? fill(sd.sentTo, { mobile: sent.mobile }) : sd.codeHint}
        </p>
        {error && (
          <p class="sf-field__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
