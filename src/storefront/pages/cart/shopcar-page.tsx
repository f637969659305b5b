import './cart.css';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  $cart,
  $session,
  type CartItem,
  cartTotal,
  reloadCart,
  showToast,
  t,
  USER_TYPE,
} from '../../../core';
import { clearCart, removeFromCart, setCartQuantity } from '../../../core/stores/cart/actions';
import { takeAddedSelection } from '../../components/cart/new-in-cart';
import { settleHref } from '../../components/cart/settle-href';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Price } from '../../components/price';
import { Skeleton } from '../../components/skeleton';
import { useSubmit } from '../../components/use-submit';
import { go } from '../../router/navigation';
import { href } from '../../routes';
import { fill } from '../../strings';
import { CartGroup } from './cart-group';
import { groupByLab, keepPresent, type SelectResult, toggleItem, toggleLab } from './cart-select';
import { c } from './cart-strings';

type Ask = { kind: 'remove'; item: CartItem } | { kind: 'clear' } | null;

/**
 * 购物车 (/shopcar): the buyer's items by lab, each with its options and the server's price;
 * remove, clear, and a selection of one lab's items for 去结算 with its total.
 */
export default function ShopcarPage() {
  const session = useStore($session);
  const cart = useStore($cart);
  const buyer = session.userType === USER_TYPE.buyer;
  const [picked, setPicked] = useState<number[]>([]);
  const [ask, setAsk] = useState<Ask>(null);
  const { run, busy } = useSubmit();

  // the store may be minutes old: the page shows today's catalogue prices
  useEffect(() => {
    if (buyer) void reloadCart();
  }, [buyer]);

  const items = cart.items;
  // what the buyer just added arrives ticked (once, when the cart first shows its items)
  const ticked = useRef(false);
  useEffect(() => {
    if (ticked.current || !cart.loaded || !items.length) return;
    ticked.current = true;
    const added = takeAddedSelection(items);
    if (added.length) setPicked(added);
  }, [cart.loaded, items]);
  const selected = keepPresent(picked, items);
  const chosen = items.filter((i) => selected.includes(i.id));
  const apply = ({ selected: next, switchedTo }: SelectResult) => {
    setPicked(next);
    if (switchedTo) showToast(fill(c.oneLab, { lab: switchedTo }), 'warning');
  };

  const confirm = async () => {
    if (!ask) return;
    const res = await run(async () =>
      ask.kind === 'clear' ? await clearCart() : await removeFromCart(ask.item.id),
    );
    if (res?.ok) setAsk(null);
  };

  const head = (
    <div class="sf-cart-head">
      <h1>
        {c.cart}
        {cart.loaded && items.length > 0 && (
          <small class="sf-muted"> {fill(c.cartCount, { n: items.length })}</small>
        )}
      </h1>
      {items.length > 0 && (
        <button type="button" class="sf-btn sf-btn--sm" onClick={() => setAsk({ kind: 'clear' })}>
          {c.clear}
        </button>
      )}
    </div>
  );

  if (!buyer) {
    return (
      <div class="sf-container sf-page sf-cart">
        {head}
        <section class="sf-panel">
          <EmptyState text={c.buyerOnly}>
            <Link href={href('/home')} class="sf-btn sf-btn--primary sf-btn--sm">
              {c.goShopping}
            </Link>
          </EmptyState>
        </section>
      </div>
    );
  }

  return (
    <div class="sf-container sf-page sf-cart">
      {head}
      {cart.failed ? (
        <section class="sf-panel">
          <LoadError message={cart.failed} onRetry={() => void reloadCart()} />
        </section>
      ) : !cart.loaded ? (
        <section class="sf-panel">
          <Skeleton rows={6} />
        </section>
      ) : items.length === 0 ? (
        <section class="sf-panel">
          <EmptyState text={c.empty}>
            <Link href={href('/searchResult')} class="sf-btn sf-btn--primary sf-btn--sm">
              {c.goShopping}
            </Link>
          </EmptyState>
        </section>
      ) : (
        <>
          {groupByLab(items).map((group) => (
            <CartGroup
              key={group.id}
              group={group}
              selected={selected}
              onToggle={(id) => apply(toggleItem(selected, items, id))}
              onToggleLab={(lab) => apply(toggleLab(selected, items, lab))}
              onRemove={(item) => setAsk({ kind: 'remove', item })}
              onQuantity={(item, n) => void setCartQuantity(item, n)}
            />
          ))}
          <div class="sf-cart-bar">
            <span class="sf-cart-bar__count">{fill(c.selected, { n: chosen.length })}</span>
            <span class="sf-cart-bar__total" aria-live="polite">
              {c.total}
              <Price value={cartTotal(chosen)} size="lg" />
            </span>
            <button
              type="button"
              class="sf-btn sf-btn--primary sf-cart-bar__go"
              disabled={!chosen.length}
              title={chosen.length ? undefined : c.pickFirst}
              onClick={() => go(settleHref(selected))}
            >
              {t('buy.checkout')}
            </button>
          </div>
          <p class="sf-cart-note sf-muted">{c.priceNote}</p>
        </>
      )}
      <ConfirmDialog
        open={!!ask}
        title={ask?.kind === 'clear' ? c.clear : c.removeTitle}
        message={
          ask?.kind === 'clear'
            ? fill(c.clearAsk, { n: items.length })
            : fill(c.removeAsk, { name: ask?.item.goodsInfo.name ?? '' })
        }
        confirmText={ask?.kind === 'clear' ? c.clear : c.remove}
        danger
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setAsk(null)}
      />
    </div>
  );
}
