import { Link } from 'wouter';
import { type ContractSummary, formatPrice, maskPhone, type OrderDetail } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import {
  ORDER_CHANGE_STATUS_LABELS,
  ORDER_CHANGE_TYPES,
  ORDER_CLOSED,
  type OrderStatus,
} from '../../../core/rules/order-states';
import {
  buyerContractLabel,
  downloadContract,
  mineToSign,
  signContract,
} from '../../components/contract-calls';
import { InvoiceDownload } from '../../components/invoice-download';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { ChangeEffect } from './order-change-effect';
import { o } from './order-strings';

/** 订单进度: the events of the state table, newest last, the latest one marked. */
export function Timeline({ events }: { events: OrderDetail['events'] }) {
  if (!events?.length) return null;
  return (
    <section class="sf-od-section" aria-labelledby="od-timeline">
      <h2 id="od-timeline">{o.timeline}</h2>
      <ol class="sf-od-timeline">
        {events.map((e, i) => (
          <li key={`${e.at}-${i}`} aria-current={i === events.length - 1 ? 'step' : undefined}>
            <b>{e.note}</b>
            <time dateTime={e.at}>{formatTime(e.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** 商品金额, 优惠券, 应付, 已付 (and what is due now). */
export function Amounts({ order }: { order: OrderDetail }) {
  return (
    <dl class="sf-od-amounts">
      <div>
        <dt>{o.goodsAmount}</dt>
        <dd>¥{formatPrice(order.goods_amount)}</dd>
      </div>
      {(order.coupon || Number(order.discount) > 0) && (
        <div>
          <dt>
            {o.coupon}
            {order.coupon?.name ? `（${order.coupon.name}）` : ''}
          </dt>
          <dd>-¥{formatPrice(order.coupon?.amount ?? order.discount)}</dd>
        </div>
      )}
      <div class="sf-od-amounts__main">
        <dt>{o.payable}</dt>
        <dd>¥{formatPrice(order.pay_amount)}</dd>
      </div>
      <div>
        <dt>{o.paid}</dt>
        <dd>¥{formatPrice(order.paid_amount)}</dd>
      </div>
      {Number(order.due_amount) > 0 && (
        <div class="sf-od-amounts__due">
          <dt>{o.due}</dt>
          <dd>¥{formatPrice(order.due_amount)}</dd>
        </div>
      )}
      {(order.status === 'refunding' || order.status === 'refunded') && (
        // a refund gives back every paid stage
        <div class="sf-od-amounts__due">
          <dt>{order.status === 'refunded' ? o.refunded : o.refunding}</dt>
          <dd>¥{formatPrice(order.paid_amount)}</dd>
        </div>
      )}
      {order.due_date && (
        <div>
          <dt>{o.dueDate}</dt>
          <dd>{order.due_date}</dd>
        </div>
      )}
    </dl>
  );
}

/** 回寄地址 (the buyer's own), 发票信息, 订单备注 side by side. */
export function InfoBlocks({ order }: { order: OrderDetail }) {
  const a = order.address;
  const inv = order.invoice;
  return (
    <div class="sf-od-info">
      <section aria-labelledby="od-address">
        <h3 id="od-address">{o.address}</h3>
        {a ? (
          <p>
            {a.consignee} {maskPhone(a.mobile)}
            <br />
            {[a.province, a.city, a.area, a.street, a.detail].filter(Boolean).join(' ')}
          </p>
        ) : (
          <p class="sf-muted">{o.noAddress}</p>
        )}
      </section>
      <section aria-labelledby="od-invoice">
        <h3 id="od-invoice">{o.invoice}</h3>
        {inv ? (
          <p>
            {o.invoiceTypes[inv.type] ?? ''} · {inv.title}
            {inv.tax_no && (
              <>
                <br />
                {o.taxNo}：{inv.tax_no}
              </>
            )}
            {inv.project && (
              <>
                <br />
                {o.invoiceProject}：{inv.project}
              </>
            )}
          </p>
        ) : (
          <p class="sf-muted">{o.noInvoice}</p>
        )}
        {order.e_invoice?.status === 'issued' && (
          <p>
            {o.eInvoiceIssued}：<span>{order.e_invoice.invoice_no}</span>{' '}
            <InvoiceDownload invoice={order.e_invoice} class="sf-btn sf-btn--ghost sf-btn--sm" />
          </p>
        )}
      </section>
      <section aria-labelledby="od-remark">
        <h3 id="od-remark">{o.remark}</h3>
        <p class={order.remark ? undefined : 'sf-muted'}>{order.remark || o.noRemark}</p>
      </section>
    </div>
  );
}

/**
 * One contract: title, number, state, signing times, 签署 while unsigned, 下载 always. On an order
 * that was refunded or cancelled an unsigned contract has ended: nothing is offered to sign.
 */
export function ContractRow({ contract, ended }: { contract: ContractSummary; ended: boolean }) {
  const unsigned = contract.status === 'pending_sign';
  // signed by the buyer, waiting for the lab: nothing left for the buyer to do
  const mine = mineToSign(contract);
  const { run, busy } = useSubmit();
  const sign = async () => {
    await run(() => signContract(contract.id), { leaving: true });
  };
  const download = async () => {
    await run(() => downloadContract(contract.id));
  };
  return (
    <li class="sf-od-contract">
      <div>
        <b>{contract.title}</b>
        <span class="sf-muted">
          {contract.kind === 'main' ? o.mainContract : o.supplement} · {contract.contract_no}
        </span>
      </div>
      <span class={`sf-od-cstatus sf-od-cstatus--${unsigned && ended ? 'ended' : contract.status}`}>
        {unsigned && ended ? o.contractEnded : buyerContractLabel(contract)}
      </span>
      <span class="sf-muted sf-od-contract__time">
        {formatTime(contract.buyer_signed_at) || formatTime(contract.created_at)}
      </span>
      <span class="sf-od-links">
        {mine && !ended && (
          <button type="button" disabled={busy} onClick={() => void sign()}>
            {o.sign}
          </button>
        )}
        <button type="button" disabled={busy} onClick={() => void download()}>
          {o.download}
        </button>
      </span>
    </li>
  );
}

/** 合同: every contract of the order (main and supplementary). */
export function ContractsSection({
  contracts,
  status,
}: {
  contracts: readonly ContractSummary[];
  status: OrderStatus;
}) {
  const ended = ORDER_CLOSED.includes(status);
  return (
    <section class="sf-od-section" aria-labelledby="od-contracts">
      <h2 id="od-contracts">{o.contracts}</h2>
      {contracts.length ? (
        <ul class="sf-od-contracts">
          {contracts.map((c) => (
            <ContractRow key={c.id} contract={c} ended={ended} />
          ))}
        </ul>
      ) : (
        <p class="sf-muted">{o.noContracts}</p>
      )}
    </section>
  );
}

/** 变更记录: the order's change requests with their answers; managed on /home/orderchange. */
export function ChangesSection({
  changes,
  onChanged,
}: {
  changes: OrderDetail['changes'];
  onChanged?: () => void;
}) {
  if (!changes?.length) return null;
  return (
    <section class="sf-od-section" aria-labelledby="od-changes">
      <h2 id="od-changes">
        {o.changeList}
        <Link href={href('/home/orderchange')} class="sf-od-more">
          {o.changes}
        </Link>
      </h2>
      <ul class="sf-od-changes">
        {changes.map((c) => (
          <li key={c.id}>
            <div class="sf-od-change__head">
              <b>{ORDER_CHANGE_TYPES[c.type] ?? c.type_label}</b>
              <span class={`sf-od-chstatus sf-od-chstatus--${c.status}`}>
                {ORDER_CHANGE_STATUS_LABELS[c.status] ?? c.status_label}
              </span>
              <time class="sf-muted" dateTime={c.created_at}>
                {formatTime(c.created_at)}
              </time>
            </div>
            <p>{c.reason}</p>
            {c.new_amount !== null && c.new_amount !== undefined && (
              <p class="sf-od-reply">
                {o.newAmount}：¥{formatPrice(c.new_amount)}
              </p>
            )}
            {c.new_due_date && (
              <p class="sf-od-reply">
                {o.newDueDate}：{c.new_due_date}
              </p>
            )}
            {c.new_scope && (
              <p class="sf-od-reply">
                {o.newScope}：{c.new_scope}
              </p>
            )}
            {c.reply && (
              <p class="sf-od-reply">
                {o.reply}：{c.reply}
              </p>
            )}
            <ChangeEffect change={c} onChanged={onChanged} />
          </li>
        ))}
      </ul>
    </section>
  );
}
