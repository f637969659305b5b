import '../../components/order/order.css';
import '../../components/console/console.css';
import './merchant-work.css';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatPrice } from '../../../core';
import type { LabContract, LabContractState } from '../../../core/api/contract/api/contracts';
import { formatTime } from '../../../core/formatters/time';
import { LAB_CONTRACT_STATE_LABELS, LAB_CONTRACT_STATES } from '../../../core/rules/lab-contract-states';
import { runAction } from '../../../core/stores/action';
import { nav } from '../../components/contract-calls';
import { EmptyState } from '../../components/empty-state';
import { ListBody, staleClass } from '../../components/list-body';
import { CountTabs } from '../../components/order/order-tabs';
import { Pagination } from '../../components/pagination';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { useSubmit } from '../../components/use-submit';
import { type Href, href } from '../../routes';
import { SignDialog } from '../contract/sign-dialog';
import { m } from './merchant-strings';

const LIMIT = 10;

/** Words of 合同管理. */
const mc = {
  title: '合同管理',
  lead: '订单支付后生成电子合同。请在线阅读合同全文，以发送到本账号注册手机的短信验证码签署；买卖双方均签署后合同生效，订单进入服务。',
  tabs: '签署状态',
  contractNo: '合同编号',
  order: '订单',
  buyer: '委托方',
  buyerSigned: '买方签署',
  labSigned: '我方签署',
  notSigned: '未签署',
  main: '主合同',
  supplement: '补充协议',
  sign: '签署',
  download: '下载',
  empty: '暂无合同',
  alreadySigned: '合同已签署',
} as const;

const isState = (v: string): v is LabContractState => (LAB_CONTRACT_STATES as readonly string[]).includes(v);

/** /merchant/contract?state=&page= — the filter in the address; ?id= opens that contract's dialog. */
const contractsHref = (state: string, page = 1): Href =>
  href('/merchant/contract', { state, page: page > 1 ? page : null });

const tagClass = (x: LabContract) =>
  x.state === 'mine' ? 'mw-tag' : x.state === 'signed' ? 'mw-tag is-done' : 'mw-tag is-off';

function ContractRow({ contract, onSign }: { contract: LabContract; onSign: (c: LabContract) => void }) {
  const { run, busy } = useSubmit();
  const download = () =>
    run(async () => {
      // the list's link may have expired: ask for a fresh one
      const res = await runAction('merchant_contract/get', { id: contract.id }, { quiet: true });
      const url = res.data?.list[0]?.file_url;
      if (url) nav.download(url);
    });
  return (
    <li class="mw-order">
      <div class="mw-order__head">
        <span>
          {mc.contractNo} <b>{contract.contract_no}</b>
        </span>
        <time dateTime={contract.created_at}>{formatTime(contract.created_at)}</time>
        <span class={tagClass(contract)}>{contract.state_label}</span>
        <span class="mw-tag is-off">{contract.kind === 'main' ? mc.main : mc.supplement}</span>
      </div>
      <div class="mw-order__body">
        <p class="mw-order__items">
          {contract.title}
          <br />
          <small class="sf-muted">
            {mc.order}{' '}
            <Link href={href('/merchant/order/detail', { id: contract.order_id })}>{contract.order_no}</Link>
          </small>
        </p>
        <p class="mw-order__buyer">
          {mc.buyer}：{contract.buyer_name}
          <br />
          {mc.buyerSigned}：{formatTime(contract.buyer_signed_at) || mc.notSigned}
          <br />
          {mc.labSigned}：{formatTime(contract.merchant_signed_at) || mc.notSigned}
        </p>
        <p class="mw-order__money">¥{formatPrice(contract.amount)}</p>
        <span class="sf-od-links">
          {contract.state === 'mine' && (
            <button
              type="button"
              class="sf-btn sf-btn--primary sf-btn--sm"
              aria-label={`${mc.sign} ${contract.contract_no}`}
              onClick={() => onSign(contract)}
            >
              {mc.sign}
            </button>
          )}
          <button
            type="button"
            class="sf-btn sf-btn--ghost sf-btn--sm"
            disabled={busy}
            onClick={() => void download()}
          >
            {mc.download}
          </button>
        </span>
      </div>
    </li>
  );
}

/**
 * 合同管理: the lab's contracts by signing state (with counts), paged; 签署 opens the signing
 * dialog (the same one the buyer uses), as does ?id=<contract> from the letter 合同待您签署.
 */
export default function MerchantContractPage() {
  const [, navigate] = useLocation();
  const q = useQuery();
  const raw = q.get('state') ?? '';
  const state = isState(raw) ? raw : '';
  const page = intParam(q, 'page') ?? 1;
  const wanted = intParam(q, 'id');
  const panel = useId();
  const top = useRef<HTMLElement>(null);
  const list = useApi('merchant_contract/get', { state, page, limit: LIMIT });
  const rows = list.data?.list ?? [];
  const counts = list.data?.counts;
  const [signing, setSigning] = useState<LabContract | null>(null);
  const { reload } = list;

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void runAction('merchant_contract/get', { id: wanted }, { quiet: true }).then((res) => {
      // a failed request leaves the address as it is: a reload asks again
      if (!live || !res.ok) return;
      const found = res.data?.list[0];
      if (found?.state === 'mine') setSigning(found);
      else navigate(contractsHref(state, page), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [wanted, navigate, state, page]);

  const close = () => {
    setSigning(null);
    if (wanted) navigate(contractsHref(state, page), { replace: true });
  };

  const tabs = [
    { value: '', label: m.all, count: counts?.all },
    ...LAB_CONTRACT_STATES.map((st) => ({
      value: st as string,
      label: LAB_CONTRACT_STATE_LABELS[st],
      count: counts?.[st],
    })),
  ];
  return (
    <section class="mc-card" aria-labelledby="mc-contracts" ref={top}>
      <div class="mc-card__head">
        <h1 id="mc-contracts" class="mc-title">
          {mc.title}
        </h1>
      </div>
      <p class="mc-hint mw-lead">{mc.lead}</p>
      <CountTabs
        label={mc.tabs}
        items={tabs}
        value={state}
        panel={panel}
        onChange={(v) => navigate(contractsHref(v))}
      />
      <div id={panel} role="tabpanel" class={staleClass('mw-list', list)}>
        <ListBody
          state={list}
          count={rows.length}
          skeleton={<Skeleton rows={6} />}
          empty={<EmptyState text={mc.empty} compact />}
        >
          <ul class="mw-orders">
            {rows.map((row) => (
              <ContractRow key={row.id} contract={row} onSign={setSigning} />
            ))}
          </ul>
        </ListBody>
        <Pagination
          page={page}
          total={list.data?.total ?? 0}
          limit={LIMIT}
          onChange={(p) => {
            navigate(contractsHref(state, p));
            top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
          }}
        />
      </div>
      <SignDialog side="lab" contract={signing} onClose={close} onSigned={reload} />
    </section>
  );
}
