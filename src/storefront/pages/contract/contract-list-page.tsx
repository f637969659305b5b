import '../order/order.css';
import './contract.css';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { type ContractSummary, formatPrice, showToast } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { CONTRACT_STATUS_LABELS } from '../../../core/rules/order-states';
import { runAction } from '../../../core/stores/action';
import { downloadContract, signContract } from '../../components/contract-calls';
import { EmptyState } from '../../components/empty-state';
import { ListBody, staleClass } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { c } from './contract-strings';

/** Orders per page; each brings its main contract and any supplementary ones. */
const LIMIT = 10;

const when = (at: string | null) => formatTime(at) || c.notSigned;

/** One contract row; on a phone each cell shows its column name (data-label). */
function ContractTableRow({ contract, onChanged }: { contract: ContractSummary; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const act = async (what: 'sign' | 'refresh' | 'download') => {
    setBusy(true);
    if (what === 'sign') {
      // on success the page leaves for the signing page: stay busy until it does
      if (await signContract(contract.id)) return;
    } else if (what === 'download') {
      await downloadContract(contract.id);
    } else if (
      (await runAction('electronic_contract/refreshSignStatus', { id: contract.id }, { done: c.refreshed }))
        .ok
    ) {
      onChanged();
    }
    setBusy(false);
  };
  return (
    <tr>
      <td data-label={c.contractNo}>{contract.contract_no}</td>
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
        <span class={`sf-od-cstatus sf-od-cstatus--${contract.status}`}>
          {CONTRACT_STATUS_LABELS[contract.status] ?? contract.status_label}
        </span>
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
          {contract.status === 'pending_sign' && (
            <button type="button" disabled={busy} onClick={() => void act('sign')}>
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
 * with has_contract=1, each order's `contracts` flattened). Back from the signing page with
 * ?signed=<id>: 合同签署成功, that contract's state fetched, the list reloaded.
 */
export default function ContractListPage() {
  const [, navigate] = useLocation();
  const signed = intParam(useQuery(), 'signed');
  const { state, list, ref, pager } = usePagedList('order/get', { has_contract: 1 }, LIMIT);
  const contracts = list.flatMap((order) => order.contracts ?? []);
  const { reload } = state;

  useEffect(() => {
    if (!signed) return;
    showToast(c.signed, 'success');
    // the provider's notification may lag behind the buyer: ask it, then show what is true now
    void runAction('electronic_contract/refreshSignStatus', { id: signed }, { quiet: true }).then(reload);
    navigate(href('/home/contract'), { replace: true });
  }, [signed, navigate, reload]);

  return (
    <div class="sf-od-page" ref={ref}>
      <div class="sf-od-toolbar">
        <h1 class="sf-od-title">{c.contracts}</h1>
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
                  <ContractTableRow key={contract.id} contract={contract} onChanged={reload} />
                ))}
              </tbody>
            </table>
          </div>
        </ListBody>
        {pager}
      </div>
    </div>
  );
}
