import './goods.css';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { $collectedGoods, $session, api, type GoodsDetail, showToast, t, USER_TYPE } from '../../../core';
import { Breadcrumb } from '../../components/breadcrumb';
import { CompareToggle } from '../../components/compare/compare-toggle';
import { CompareTray } from '../../components/compare/compare-tray';
import { EmptyState, LoadError } from '../../components/empty-state';
import { lazyPart } from '../../components/lazy-chunk';
import { useTitle } from '../../components/page-meta';
import { Price } from '../../components/price';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useQuery } from '../../components/use-query';
import { $pageChannel } from '../../layouts/nav-items';
import { go } from '../../router/navigation';
import { href } from '../../routes';
import { s as common } from '../../strings';
import { w } from '../../words';
import { Gallery } from './gallery';
import { GoodsFacts } from './goods-facts';
import { g, TYPE_CHANNEL } from './goods-strings';
import { GoodsTabs } from './goods-tabs';
import { OptionPicker } from './option-picker';
import { savePendingAdd, takePendingAdd } from './pending-add';
import { cartPayload, defaultSelection, type Selection, selectionPrice, settleHref } from './purchase';

/** The buttons' actions, loaded after the first render (goods-actions.ts). */
const actions = () => import('./goods-actions');

/**
 * The shop beside the details (merchant-box.tsx, with its 关注 button): below the purchase area,
 * it arrives once the page is idle; the details column keeps its place meanwhile.
 */
const MerchantBox = lazyPart(() => import('./merchant-box'));

/** Logged-out visitors: 请先登录, then login with a way back here (the page they were buying on). */
function toLogin(): void {
  showToast(t('auth.loginFirst'), 'warning');
  // encodeURIComponent, not href(): the address keeps the exact escapes it always had
  go(`${href('/login')}?redirect=${encodeURIComponent(location.pathname + location.search)}`);
}

/** Counts the view (everyone) and the footprint (buyers) once per goods shown, never on re-render. */
function useVisit(goods: GoodsDetail | null, isBuyer: boolean): void {
  const seen = useRef(0);
  useEffect(() => {
    if (!goods || seen.current === goods.id) return;
    seen.current = goods.id;
    api.request('goods/view', { id: goods.id }).catch(() => {});
    if (isBuyer) api.request('goods_footprint/record', { goods_id: goods.id }).catch(() => {});
  }, [goods, isBuyer]);
}

function Missing({ text = g.missing }: { text?: string }) {
  return (
    <div class="sf-container sf-page">
      <section class="sf-panel gd-missing">
        <h1>{text}</h1>
        <EmptyState text={g.missingHint}>
          <Link href={href('/home')} class="sf-btn sf-btn--primary">
            {common.backHome}
          </Link>
        </EmptyState>
      </section>
    </div>
  );
}

/** 服务详情 (/home/goodsdetail?id=): pictures, options and price, purchase, shop, details. */
export default function GoodsDetailPage() {
  const id = Number(useQuery().get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const state = useApi('goods/info', valid ? { id } : null);
  const goods = state.data?.info ?? null;
  const shop = useApi('merchant/info', goods ? { id: goods.merchant_id } : null).data?.info ?? null;
  const session = useStore($session);
  const collected = useStore($collectedGoods).includes(id);
  // the choice belongs to the goods it was made on: another goods starts from its defaults
  const [choice, setChoice] = useState<{ id: number; value: Selection } | null>(null);
  const [busy, setBusy] = useState(false);
  const isBuyer = !!session.token && session.userType === USER_TYPE.buyer;
  const add = async (on: GoodsDetail, picked: Selection, thenSettle: boolean) => {
    setBusy(true);
    try {
      const { addToCart, noteAdded } = await actions();
      const result = await addToCart({ ...cartPayload(on, picked), ...(thenSettle && { buy_now: true }) });
      // 立即购买 settles this one item at once, outside the cart (goods_cart/add answers the item)
      const itemId = result.data?.id;
      if (result.ok && thenSettle) go(itemId ? settleHref([itemId]) : href('/shopcar'));
      // 加入购物车: the cart ticks it when the buyer gets there
      else if (result.ok && itemId) noteAdded(itemId);
    } finally {
      setBusy(false);
    }
  };
  useVisit(goods, isBuyer);
  // here before the buyer presses a button
  useEffect(() => {
    if (goods) void actions();
  }, [goods]);

  useTitle(goods?.name, goods?.description || goods?.content);
  // the top navigation highlights the service's channel (检验检测 …), not 首页
  const channel = goods ? TYPE_CHANNEL[goods.servics_id] : undefined;
  useEffect(() => {
    if (!channel) return;
    $pageChannel.set({ path: location.pathname, channel });
    return () => $pageChannel.set(null);
  }, [channel]);

  // back from logging in: the add pressed before it completes with the options chosen then
  useEffect(() => {
    if (!goods || !isBuyer) return;
    const pending = takePendingAdd(goods.id);
    if (!pending) return;
    setChoice({ id: goods.id, value: pending.selection });
    void add(goods, pending.selection, pending.settle);
  }, [goods, isBuyer]);

  if (!valid) return <Missing />;
  if (state.loading && !goods) {
    return (
      <div class="sf-container sf-page">
        <h1 class="sf-sr">{common.loading}</h1>
        <Skeleton rows={8} />
      </div>
    );
  }
  if (!goods) {
    // the server refuses an unknown or off-sale goods with 商品不存在; anything else is a failed load
    if (state.error === g.missing || !state.error) return <Missing />;
    return (
      <div class="sf-container sf-page">
        <h1 class="sf-sr">{w.loadFailed}</h1>
        <LoadError message={state.error} onRetry={state.reload} />
      </div>
    );
  }

  const selection = choice?.id === goods.id ? choice.value : defaultSelection(goods);
  const price = selectionPrice(goods, selection);
  const pictures = goods.pictures.length ? goods.pictures : goods.cover ? [goods.cover] : [];
  const typeName = goods.servicsInfo.name;

  const buy = async (thenSettle: boolean) => {
    if (busy) return;
    if (!session.token) {
      savePendingAdd(goods.id, selection, thenSettle);
      return toLogin();
    }
    await add(goods, selection, thenSettle);
  };
  const collect = () =>
    session.token ? void actions().then((a) => a.toggleCollectGoods(goods.id)) : toLogin();

  return (
    <div class="sf-container sf-page gd">
      <Breadcrumb
        items={[
          { label: typeName || common.siteName, href: href(TYPE_CHANNEL[goods.servics_id] ?? '/home') },
          { label: goods.name },
        ]}
      />
      <div class="gd-top sf-panel">
        <Gallery pictures={pictures} name={goods.name} />
        <div class="gd-info">
          <GoodsFacts goods={goods} price={price} shopLink sales>
            <CompareToggle id={goods.id} name={goods.name} class="gd-compare" />
          </GoodsFacts>
          <OptionPicker
            goods={goods}
            value={selection}
            onChange={(value) => setChoice({ id: goods.id, value })}
          />
          {/* on phones a fixed bottom bar: the price and the main actions stay in reach */}
          <div class="gd-actions">
            <span class="gd-actions__price" aria-hidden="true">
              <Price value={price} />
            </span>
            <button type="button" class="sf-btn gd-btn-buy" disabled={busy} onClick={() => buy(true)}>
              {t('buy.buyNow')}
            </button>
            <button type="button" class="sf-btn gd-btn-cart" disabled={busy} onClick={() => buy(false)}>
              {t('buy.addToCart')}
            </button>
            <button
              type="button"
              class="sf-btn gd-btn-collect"
              aria-pressed={collected ? 'true' : 'false'}
              aria-label={g.collectLabel}
              onClick={collect}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                <path d="M12 21s-7.5-4.6-9.3-9.2C1.4 8.4 3.6 5 7 5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8C19.5 16.4 12 21 12 21z" />
              </svg>
              <span class="gd-btn-collect__text">{collected ? g.collected : g.collect}</span>
            </button>
          </div>
        </div>
      </div>
      <div class="gd-body">
        <GoodsTabs content={goods.content} servicsId={goods.servics_id} goodsId={goods.id} />
        {goods.merchantInfo && <MerchantBox merchant={goods.merchantInfo} shop={shop} />}
      </div>
      <CompareTray />
    </div>
  );
}
