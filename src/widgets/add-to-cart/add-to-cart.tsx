import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { GoodsDetail, SalesPromotionUnit } from '../../core/api/contract/models';
import { api } from '../../core/api/instance';
import { formatPrice } from '../../core/formatters';
import { t } from '../../core/i18n/zh-cn';
import { buyerRefusal } from '../../core/rules/follow';
import { cartPayload, defaultSelection, type Selection, selectionPrice } from '../../core/rules/selection';
import { $cart } from '../../core/stores/cart';
import { addToCart } from '../../core/stores/cart/actions';
import { $session } from '../../core/stores/session/state';
import { emit, useOwnerId, type WidgetBaseProps } from '../shared/dom';
import { go, storefrontUrl } from '../shared/env';
import { useHost, useStyles } from '../shared/styles';
import { OwnToast } from '../shared/toast';
import { makeStyles } from './styles';

export interface AddToCartProps extends WidgetBaseProps {
  goodsId?: number;
  serviceContentId?: number;
  trainingFormId?: number;
  approvalLogoId?: number;
  salesPromotionUnit?: string;
  mode?: string;
}

const idOr = (v: number | undefined, fallback: number | null): number | null => (v! > 0 ? v! : fallback);

/**
 * tic-add-to-cart: one service's catalogue price and 加入购物车 (or 立即购买, which lands on the
 * storefront's settlement of that item). The options are the attributes', else the first of each
 * required group, as on the detail page; the server prices the item, this only shows it.
 */
export function AddToCart(p: AddToCartProps) {
  const { container } = p;
  const s = useStyles(container, makeStyles);
  useHost(container, 'inline-block');
  const owner = useOwnerId('tic-add-to-cart');
  const session = useStore($session);
  const [goods, setGoods] = useState<GoodsDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const id = Number(p.goodsId);
  const buyNow = p.mode === 'buy';

  useEffect(() => {
    if (id > 0)
      api.call('goods/info', { id }).then(
        (d) => setGoods(d.info),
        () => setGoods(null),
      );
  }, [id]);

  const first = goods && defaultSelection(goods);
  const sel: Selection | null = first && {
    serviceContent: idOr(p.serviceContentId, first.serviceContent),
    trainingForm: idOr(p.trainingFormId, first.trainingForm),
    approvalLogo: idOr(p.approvalLogoId, null),
    unit: (p.salesPromotionUnit as SalesPromotionUnit) || first.unit,
  };
  // merchants and experts cannot buy: they see why, logged-out visitors may try
  const refusal = buyerRefusal(session) === 'buyer-only';

  const buy = async () => {
    if (busy || !goods || !sel) return;
    setBusy(true);
    const r = await addToCart(
      { ...cartPayload(goods, sel), ...(buyNow && { buy_now: true }) },
      { owner, quiet: buyNow },
    );
    setBusy(false);
    if (!r.ok) return;
    // 立即购买 goes to its settlement; the cart did not change
    if (buyNow) return void go(storefrontUrl('/shopcarsettle', `?ids=${r.data!.id}`));
    const { count, total } = $cart.get();
    emit(container, 'tic-cart-change', { count, total });
  };

  return (
    <div class={`${s.root} ${s.row}`} part="root">
      {goods && sel && (
        <span class={s.price} part="price">
          {t('common.yuan')}
          {formatPrice(selectionPrice(goods, sel))}
        </span>
      )}
      <button
        type="button"
        class={s.button}
        part="button"
        disabled={!goods || refusal}
        aria-busy={busy ? 'true' : undefined}
        aria-describedby={refusal ? 'n' : undefined}
        onClick={buy}
      >
        {t(buyNow ? 'buy.buyNow' : 'buy.addToCart')}
      </button>
      {refusal && (
        <span class={s.note} part="note" id="n">
          {t('auth.buyerOnly')}
        </span>
      )}
      <OwnToast container={container} owners={[owner]} />
    </div>
  );
}
