import '../../components/sheet.css';
import '../../components/order/order.css';
import './contract.css';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { type ContractSummary, formatPrice, showToast } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { runAction } from '../../../core/stores/action';
import { buyerContractLabel, downloadContract, mineToSign, safeBack } from '../../components/contract-calls';
import { EmptyState } from '../../components/empty-state';
import { EvidenceLinks } from '../../components/evidence/evidence-links';
import { ListBody, staleClass } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';
import { intParam, useQuery } from '../../components/use-query';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { c } from './contract-strings';
import { SignDialog } from './sign-dialog';

/** Orders per page; each brings its main contract and any supplementary ones. */
const LIMIT = 10;

const when = (at: string | null) => formatTime(at) || c.notSigned;

/** One contract row; on a phone each cell shows its column name (data-label). */
function ContractTableRow({
  contract,
  onChanged,
  onSign,
}: {
  contract: ContractSummary;
  onChanged: () => void;
  onSign: (c: ContractSummary) => void;
}) {
  const { run, busy } = useSubmit();
  const act = (what: 'refresh' | 'download') =>
    run(async () => {
      if (what === 'download') {
        await downloadContract(contract.id);
      } else if (
        (await runAction('electronic_contract/refreshSignStatus', { id: contract.id }, { done: c.refreshed }))
          .ok
      ) {
        onChanged();
      }
    });
  return (
    <tr>
      <td data-label={c.contractNo}>
        {contract.contract_no}
        {contract.status === 'signed' && <EvidenceLinks number={contract.contract_no} compact />}
      </td>
      <td data-label={c.title}>
        <div>
          <b>{contract.title}</b>
          <span class="sf-muted sf-cn-sub">
            {contract.kind === 'main' ? c.main : c.supplement} · {c.order}{' '}
            <Link href={href('/home/order/detail', { id: contract.order_id })}>{contract.order_no}</Link>
          </span>
        </div>
      </td>
      <td data-label={c.lab}>{contract.merchant_name}</td>
      <td data-label={c.amount}>¥{formatPrice(contract.amount)}</td>
      <td data-label={c.status}>
        <span class={`sf-od-cstatus sf-od-cstatus--${contract.status}`}>{buyerContractLabel(contract)}</span>
      </td>
      <td data-label={c.signTimes}>
        <div class="sf-cn-times">
          <span>
            {c.buyerSigned}：{when(contract.buyer_signed_at)}
          </span>
          <span>
            {c.labSigned}：{when(contract.merchant_signed_at)}
          </span>
        </div>
      </td>
      <td data-label={c.actions}>
        <span class="sf-od-links">
          {mineToSign(contract) && (
            <button type="button" disabled={busy} onClick={() => onSign(contract)}>
              {c.sign}
            </button>
          )}
          {contract.status !== 'signed' || !contract.merchant_signed_at ? (
            <button type="button" disabled={busy} onClick={() => void act('refresh')}>
              {c.refresh}
            </button>
          ) : null}
          <button type="button" disabled={busy} onClick={() => void act('download')}>
            {c.download}
          </button>
        </span>
      </td>
    </tr>
  );
}

/**
 * 我的合同: the contracts of the buyer's orders (there is no contract list endpoint: order/get
 * with has_contract=1, each order's `contracts` flattened). 签署 opens the signing dialog; so does
 * ?id=<contract> (where getSignUrl and the letters lead), closing it leaves the address bare, or
 * with ?back= (the page that sent the buyer here) returns there once signed or closed.
 */
export default function ContractListPage() {
  const [, navigate] = useLocation();
  const query = useQuery();
  const wanted = intParam(query, 'id');
  // where the buyer came from to sign (the order page): back there once signed or closed
  const back = safeBack(query.get('back'));
  const { state, list, ref, pager } = usePagedList('order/get', { has_contract: 1 }, LIMIT);
  const contracts = list.flatMap((order) => order.contracts ?? []);
  const { reload } = state;
  const [signing, setSigning] = useState<ContractSummary | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    // the contract may be on another page of the list: ask for it by id
    void runAction('electronic_contract/refreshSignStatus', { id: wanted }, { quiet: true }).then((res) => {
      // a failed request leaves the address as it is: a reload asks again
      if (!live || !res.ok) return;
      const found = res.data?.info;
      if (found && mineToSign(found)) setSigning(found);
      else {
        if (found) showToast(found.status === 'signed' ? c.alreadySigned : c.waitLab, 'warning');
        navigate(href('/home/contract'), { replace: true });
      }
    });
    return () => {
      live = false;
    };
  }, [wanted, navigate]);

  const close = () => {
    setSigning(null);
    if (back) navigate(back);
    else if (wanted) navigate(href('/home/contract'), { replace: true });
  };
  // the dialog closes after signing: close() then takes the buyer back
  const signed = () => {
    if (!back) reload();
  };

  return (
    <div class="sf-sheet sf-od-page" ref={ref}>
      <div class="sf-od-toolbar">
        <h1 class="sf-sheet__title sf-od-title">{c.contracts}</h1>
        <Link href={href('/home/contract/agreement')} class="sf-btn sf-btn--ghost sf-btn--sm">
          {c.agreement}
        </Link>
      </div>
      <p class="sf-muted sf-cn-hint">{c.hint}</p>
      <div class={staleClass('sf-od-list', state)}>
        <ListBody
          state={state}
          count={contracts.length}
          skeleton={<Skeleton rows={6} />}
          empty={
            <EmptyState text={c.empty}>
              <Link href={href('/home/order')} class="sf-btn sf-btn--ghost sf-btn--sm">
                {c.toOrders}
              </Link>
            </EmptyState>
          }
        >
          <div class="sf-od-scroll">
            <table class="sf-od-table sf-cn-table">
              <thead>
                <tr>
                  <th scope="col">{c.contractNo}</th>
                  <th scope="col">{c.title}</th>
                  <th scope="col">{c.lab}</th>
                  <th scope="col">{c.amount}</th>
                  <th scope="col">{c.status}</th>
                  <th scope="col">{c.signTimes}</th>
                  <th scope="col">{c.actions}</th>
                </tr>
              </thead>
              <tbody>
                {contracts.map((contract) => (
                  <ContractTableRow
                    key={contract.id}
                    contract={contract}
                    onChanged={reload}
                    onSign={setSigning}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </ListBody>
        {pager}
      </div>
      <SignDialog side="buyer" contract={signing} onClose={close} onSigned={signed} />
    </div>
  );
}
