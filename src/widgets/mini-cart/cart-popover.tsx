import { useStore } from '@nanostores/react';
import type { RefObject } from 'react';
import type { CartItem } from '../../core/api/contract/models';
import { formatPrice } from '../../core/formatters';
import { t } from '../../core/i18n/zh-cn';
import { $cart, itemPrice } from '../../core/stores/cart';
import { removeFromCart } from '../../core/stores/cart/actions';
import { assetUrl, onLinkClick, storefrontUrl } from '../shared/env';
import { TrashIcon } from '../shared/icons';
import { useStyles } from '../shared/styles';
import { makePopoverStyles } from './popover-styles';

export interface CartPopoverProps {
  container?: HTMLElement;
  /** Whose toasts a removal's messages are (the mini cart's own). */
  owner: string;
  /** The cart button, which gets focus back after a removal. */
  trigger: RefObject<HTMLElement | null>;
}

/**
 * The mini cart's popover: the latest items, the count and total, the way to the
 * cart. A module of its own, shown only after a hover or focus: the widget bundle imports it
 * with the mini cart, the storefront loads it apart from the header (vite.storefront.config.ts
 * lazyWidgetParts).
 */
export default function CartPopover({ container, owner, trigger }: CartPopoverProps) {
  const s = useStyles(container, makePopoverStyles);
  const cart = useStore($cart);
  return (
    <div class={s.popover} part="popover" data-popover="">
      {cart.items.length ? (
        <>
          <div class={s.head}>{t('cart.recent')}</div>
          <ul class={s.list} part="list">
            {cart.items.map((item) => (
              <Item
                key={item.id}
                item={item}
                s={s}
                onRemove={() =>
                  removeFromCart(item.id, { owner }).then((r) => r.ok && trigger.current?.focus())
                }
              />
            ))}
          </ul>
          <div class={s.foot}>
            <span>
              {t('cart.count', { count: cart.count })} {t('cart.total')}：
              <b class={s.total} part="total">
                {t('common.yuan')}
                {formatPrice(cart.total)}
              </b>
            </span>
            <a class={s.settle} part="settle" href={storefrontUrl('/shopcar')} onClick={onLinkClick}>
              {t('cart.settle')}
            </a>
          </div>
        </>
      ) : (
        <div class={s.empty} part="empty">
          {t('cart.empty')}
        </div>
      )}
    </div>
  );
}

interface ItemProps {
  item: CartItem;
  s: ReturnType<typeof makePopoverStyles>;
  onRemove: () => void;
}

function Item({ item, s, onRemove }: ItemProps) {
  const g = item.goodsInfo;
  return (
    <li class={s.item} part="item">
      <img class={s.img} src={assetUrl(g.cover || g.pictures?.[0] || '')} alt="" loading="lazy" />
      <span class={s.info}>
        <span class={s.name} title={g.name}>
          {g.name}
        </span>
        <span class={s.remark}>{item.remark}</span>
      </span>
      <span class={s.side}>
        <span class={s.price}>
          {t('common.yuan')}
          {formatPrice(itemPrice(item))}
        </span>
        <button
          type="button"
          class={s.remove}
          part="remove"
          aria-label={`${t('cart.remove')} ${g.name}`}
          title={t('cart.remove')}
          onClick={onRemove}
        >
          <TrashIcon />
        </button>
      </span>
    </li>
  );
}
