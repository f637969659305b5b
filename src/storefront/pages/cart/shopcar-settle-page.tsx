import './cart.css';
import './settle.css';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { $session, api, cartTotal, type InvoiceTitle, type OrderCreatePayload, t } from '../../../core';
import { DEPOSIT_RATIO, type PayPlan } from '../../../core/rules/order-states';
import { CountedTextarea } from '../../components/counted-textarea';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { href } from '../../routes';
import { TitleDialog } from '../account/invoice-title-form';
import { AddressBlock } from './address-block';
import { ItemSummary } from './cart-group';
import { labOf, parseIds, settleAmounts } from './cart-select';
import { c } from './cart-strings';
import { NEWEST, resolveChoices, type SettlePicks } from './settle-choices';
import { effectiveParty, invoiceFor, PartyOptions, partyWords } from './settle-party';
import {
  Block,
  CouponOptions,
  InvoiceOptions,
  ListState,
  ManageLink,
  PlanOptions,
  Steps,
} from './settle-sections';
import { SettleSummary } from './settle-summary';

const ALL = { page: 1, limit: 100 };
/**
 * 确认订单 (/shopcarsettle?ids=1,2): the chosen cart items (one lab), the address (default
 * preselected, or a new one added here), invoice, coupon (the best preselected), pay plan and
 * remark; the amounts for display; 提交订单 → order/create (ids and choices, never a price) →
 * 收银台.
 */
export default function ShopcarSettlePage() {
  const ids = parseIds(new URLSearchParams(useSearch()).get('ids'));
  const session = useStore($session);
  // read by id, as they are now: a 立即购买 item is not in the cart's list
  const chosen = useApi(
    'goods_cart/get',
    session.token && ids.length ? { ids: ids.join(','), page: 1, limit: ALL.limit } : null,
  );
  const items = (chosen.data?.list ?? []).filter((i) => ids.includes(i.id));
  const loaded = !!chosen.data || (!!session.token && !ids.length);
  const oneLab = new Set(items.map(labOf)).size === 1;
  const ready = loaded && items.length > 0 && oneLab;
  const name = useId();

  const addresses = useApi('user_address/get', session.token ? ALL : null);
  const titles = useApi('user_invoice/get', session.token ? ALL : null);
  const projects = useApi('invoice_project/get', session.token ? ALL : null);
  const parties = useApi('order/parties', session.token ? {} : null);
  const [partyKey, setPartyKey] = useState<string>();
  const coupons = useApi(
    'coupon/getOrderUsableList',
    ready ? { ...ALL, cart_ids: items.map((i) => i.id).join(',') } : null,
  );

  const [picks, setPicks] = useState<SettlePicks>({
    address: 0,
    invoice: undefined,
    project: '',
    coupon: undefined,
  });
  const pick = (patch: Partial<SettlePicks>) => setPicks((p) => ({ ...p, ...patch }));
  const [plan, setPlan] = useState<PayPlan>('full');
  const [remark, setRemark] = useState('');
  // 新增 / 修改 an invoice title in a dialog on the page: checkout is never left for it
  const [titleEdit, setTitleEdit] = useState<InvoiceTitle | 'new' | null>(null);

  // the settlement is a buyer's page: a visitor is sent to log in
  useEffect(() => {
    if (!session.token) api.requireLogin();
  }, [session.token]);

  const addressList = addresses.data?.list ?? [];
  const titleList = titles.data?.list ?? [];
  const projectList = projects.data?.list ?? [];
  const couponList = (coupons.data?.list ?? []).filter((k) => k.user_coupon_id);
  const { addressId, invoiceId, project, couponId, coupon } = resolveChoices(
    { addresses: addressList, titles: titleList, projects: projectList, coupons: couponList },
    picks,
  );
  const partyList = parties.data?.list ?? [];
  const titleOf = (id: number | null) => titleList.find((i) => i.id === id);
  const party = effectiveParty(partyList, partyKey, titleOf(invoiceId));
  const amounts = settleAmounts(
    cartTotal(items),
    coupon?.amount ?? 0,
    plan === 'deposit' ? DEPOSIT_RATIO : null,
  );

  const payload = (): OrderCreatePayload => ({
    cart_ids: items.map((i) => i.id),
    address_id: addressId,
    invoice_id: invoiceId,
    ...(invoiceId !== null && project ? { invoice_project: project } : {}),
    user_coupon_id: couponId,
    pay_plan: plan,
    remark: remark.trim(),
    ...(party ? { party: party.key } : {}),
  });

  if (!session.token || !loaded) {
    return (
      <div class="sf-container sf-page sf-settle">
        <h1>{c.settle}</h1>
        {chosen.error ? <LoadError message={chosen.error} onRetry={chosen.reload} /> : <Skeleton rows={8} />}
      </div>
    );
  }
  if (!items.length || !oneLab) {
    return (
      <div class="sf-container sf-page sf-settle">
        <h1>{c.settle}</h1>
        <section class="sf-panel">
          <EmptyState text={items.length ? c.mixedLabs : c.noItems} kind={items.length ? 'error' : 'empty'}>
            <Link href={href('/shopcar')} class="sf-btn sf-btn--primary sf-btn--sm">
              {c.backToCart}
            </Link>
          </EmptyState>
        </section>
      </div>
    );
  }

  return (
    <div class="sf-container sf-page sf-settle">
      <div class="sf-settle-top">
        <h1>{c.settle}</h1>
        <Steps />
      </div>
      <div class="sf-settle-grid">
        <div class="sf-settle-main">
          <AddressBlock
            name={`${name}-a`}
            state={addresses}
            list={addressList}
            value={addressId}
            onPick={(address) => pick({ address })}
          />
          <Block title={c.itemsOf} aside={<span class="sf-muted">{items[0]?.goodsInfo.merchant_name}</span>}>
            <ul class="sf-settle-items">
              {items.map((item) => (
                <li key={item.id} class="sf-cart-item sf-cart-item--settle">
                  <ItemSummary item={item} />
                </li>
              ))}
            </ul>
          </Block>
          <Block title={partyWords.title}>
            <ListState state={parties} />
            {parties.data && (
              <PartyOptions
                name={`${name}-s`}
                list={partyList}
                value={party?.key}
                onPick={(p) => {
                  setPartyKey(p.key);
                  pick({ invoice: invoiceFor(p, titleOf(invoiceId)) });
                }}
              />
            )}
          </Block>
          <Block
            title={c.invoice}
            aside={
              <span class="sf-settle-block__links">
                <ManageLink path="/home/invoicemanage" label={c.manageInvoice} />
                {titleOf(invoiceId) && (
                  <button
                    type="button"
                    class="sf-settle-block__link"
                    onClick={() => setTitleEdit(titleOf(invoiceId) ?? null)}
                  >
                    {c.editInvoice}
                  </button>
                )}
                <button type="button" class="sf-settle-block__link" onClick={() => setTitleEdit('new')}>
                  + {c.addInvoice}
                </button>
              </span>
            }
          >
            <ListState state={titles} />
            <InvoiceOptions
              name={`${name}-i`}
              list={titleList}
              value={invoiceId}
              onChange={(invoice) => {
                pick({ invoice });
                // the invoice names the 甲方: its company becomes the party
                const named = partyList.find((p) => p.name === titleOf(invoice)?.title);
                if (named) setPartyKey(named.key);
              }}
              projects={projectList}
              project={project}
              onProject={(project) => pick({ project })}
            />
            {titleEdit && (
              <TitleDialog
                title={titleEdit === 'new' ? null : titleEdit}
                onClose={() => setTitleEdit(null)}
                onSaved={() => {
                  // a new title is the one this order is invoiced to
                  if (titleEdit === 'new') pick({ invoice: NEWEST });
                  setTitleEdit(null);
                  titles.reload();
                  parties.reload();
                }}
              />
            )}
          </Block>
          <Block title={c.coupon}>
            <ListState state={coupons} />
            <CouponOptions
              name={`${name}-c`}
              list={couponList}
              unusable={coupons.data?.unusable}
              value={couponId}
              onChange={(coupon) => pick({ coupon })}
            />
          </Block>
          <Block title={c.plan}>
            <PlanOptions name={`${name}-p`} value={plan} onChange={setPlan} />
          </Block>
          <Block title={c.remark}>
            <CountedTextarea
              class="sf-settle-remark"
              aria-label={c.remark}
              max={200}
              rows={3}
              value={remark}
              placeholder={c.remarkPlaceholder}
              onText={setRemark}
            />
          </Block>
        </div>
        <SettleSummary
          amounts={amounts}
          canSubmit={addressId > 0}
          payload={payload}
          submitText={t('buy.submitOrder')}
        />
      </div>
    </div>
  );
}
