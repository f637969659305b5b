import '../../components/sheet.css';
import '../../components/order/order.css';
import './contract.css';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { ContractSummary } from '../../../core';
import { SIGN_ACCOUNT_STATUS_LABELS } from '../../../core/rules/order-states';
import { runAction } from '../../../core/stores/action';
import { safeBack, signContract } from '../../components/contract-calls';
import { Skeleton } from '../../components/skeleton';
import { useApi, usePolling } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { c } from './contract-strings';
import { SealManager } from './seal-manager';
import { type ApplyPrefill, poll, SignAccountBlock } from './sign-account';

/**
 * 签署前的准备: what the contract the buyer came to sign still needs (an approved account, a
 * seal), and 继续签署 once nothing is missing, which leads back to the page they came from.
 */
function SignGuide({ contract, back }: { contract: ContractSummary; back: string | null }) {
  const account = useApi('electronic_contract_account/queryApplyStatus');
  // a reviewer decides elsewhere: ask again while the application waits
  usePolling(account.data?.info?.status === 'reviewing', account, poll.ms);
  const seals = useApi('electronic_contract_seal/get', { page: 1, limit: 1 });
  const { run, busy } = useSubmit();
  const status = account.data?.info?.status ?? 'none';
  const sealCount = seals.data?.total ?? 0;
  const ready = status === 'approved' && sealCount > 0;
  const steps: Array<[string, boolean, string]> = [
    ['开通电子签章账户', status === 'approved', SIGN_ACCOUNT_STATUS_LABELS[status] ?? '未开通'],
    ['设置印章', sealCount > 0, sealCount > 0 ? `已设置 ${sealCount} 枚` : '未设置'],
  ];
  return (
    <section class="sf-cn-block sf-cn-guide" aria-labelledby="cn-guide">
      <h2 id="cn-guide">签署合同前的准备</h2>
      <p class="sf-muted">
        您正在签署订单 {contract.order_no} 的《{contract.title}
        》。完成以下准备后即可继续签署，签署后回到订单。
      </p>
      <ol class="sf-cn-steps">
        {steps.map(([label, done, state]) => (
          <li key={label} class={done ? 'is-done' : undefined}>
            <b>{label}</b>
            <span>{state}</span>
          </li>
        ))}
      </ol>
      {status === 'reviewing' && (
        <p class="sf-od-warn">开户申请审核通过后，我们会以站内信通知您，届时回到此页继续签署。</p>
      )}
      <div class="sf-cn-guide__actions">
        <button
          type="button"
          class="sf-btn sf-btn--primary"
          disabled={!ready || busy}
          onClick={() =>
            void run(() => signContract(contract.id, back ?? href('/home/contract')), { leaving: true })
          }
        >
          继续签署
        </button>
        {back && (
          <Link href={back} class="sf-btn sf-btn--ghost">
            返回订单
          </Link>
        )}
      </div>
    </section>
  );
}

/** The contract the buyer came to sign (?contract=) and its order's 合同甲方, for the guide and the form. */
function useSigning(contractId: number | null) {
  const [contract, setContract] = useState<ContractSummary | null>(null);
  useEffect(() => {
    if (!contractId) return;
    let live = true;
    void runAction('electronic_contract/refreshSignStatus', { id: contractId }, { quiet: true }).then(
      (res) => {
        if (live && res.ok && res.data?.info) setContract(res.data.info);
      },
    );
    return () => {
      live = false;
    };
  }, [contractId]);
  const order = useApi('order/info', contract ? { id: contract.order_id } : null).data?.info ?? null;
  const prefill: ApplyPrefill | undefined = order?.party
    ? { org_name: order.party.name, credit_code: order.party.credit_code }
    : undefined;
  // the form starts from the order's company: wait for it before showing the form
  const waiting = !!contractId && (!contract || !order);
  return { contract, prefill, waiting };
}

/** 电子签章: the buyer's e-signature account (apply, review state) and their seals. */
export default function ContractAgreementPage() {
  const query = useQuery();
  const back = safeBack(query.get('back'));
  const { contract, prefill, waiting } = useSigning(intParam(query, 'contract'));
  // the guide reads the account and seals afresh whenever the blocks below change them
  const [round, setRound] = useState(0);
  const changed = () => setRound((n) => n + 1);
  return (
    <div class="sf-sheet sf-od-page">
      <div class="sf-od-toolbar">
        <h1 class="sf-sheet__title sf-od-title">{c.agreement}</h1>
        <Link href={href('/home/contract')} class="sf-btn sf-btn--ghost sf-btn--sm">
          {c.contracts}
        </Link>
      </div>
      {contract && <SignGuide key={round} contract={contract} back={back} />}
      {waiting ? <Skeleton rows={4} /> : <SignAccountBlock prefill={prefill} onChanged={changed} />}
      <SealManager onChanged={changed} />
    </div>
  );
}
