import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { t } from '../../core/i18n/zh-cn';
import { showsCart } from '../../core/rules/user-types';
import { $cart } from '../../core/stores/cart';
import { $session } from '../../core/stores/session/state';
import { startUserLists } from '../../core/stores/user-lists';
import { emit, useOwnerId, type WidgetBaseProps } from '../shared/dom';
import { loginUrl, onLinkClick, storefrontUrl } from '../shared/env';
import { CartIcon } from '../shared/icons';
import { usePopover } from '../shared/popover';
import { useHost, useStyles } from '../shared/styles';
import { OwnToast } from '../shared/toast';
import CartPopover from './cart-popover';
import { makeStyles } from './styles';

/** Toasts of TicWidgets.addToCart are shown by every mini cart on the page. */
export const MINI_CART_OWNER = 'tic-mini-cart';

/** tic-mini-cart: cart button with count badge and the hover/focus popover. */
export function MiniCart({ container }: WidgetBaseProps) {
  const s = useStyles(container, makeStyles);
  const owner = useOwnerId(MINI_CART_OWNER);
  const session = useStore($session);
  const cart = useStore($cart);
  const pop = usePopover<HTMLAnchorElement>();
  const loggedIn = !!session.token;

  useEffect(() => startUserLists(), []);

  // tic-cart-change after each change of count or total, not for the first render
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else emit(container, 'tic-cart-change', { count: cart.count, total: cart.total });
  }, [cart.count, cart.total, container]);

  const shown = showsCart(session);
  useHost(container, shown ? 'inline-block' : 'none');
  if (!shown) return null;

  const open = pop.open && loggedIn;
  // a visitor's cart is empty; a buyer's count shows once it is known (never 0 while loading or failed)
  const known = !loggedIn || cart.loaded;
  return (
    <div class={s.root} part="root">
      <div class={s.wrap} {...pop.wrapperProps}>
        <a
          ref={pop.trigger}
          class={s.button}
          part="button"
          href={loggedIn ? storefrontUrl('/shopcar') : loginUrl()}
          onClick={onLinkClick}
          aria-haspopup={loggedIn ? 'true' : undefined}
          aria-expanded={loggedIn ? open : undefined}
          aria-label={
            known ? `${t('cart.title')}，${t('cart.count', { count: cart.count })}` : t('cart.title')
          }
        >
          <CartIcon />
          <span>{t('cart.title')}</span>
          {known && (
            <span class={s.badge} part="badge" aria-hidden="true">
              {cart.count > 99 ? '99+' : cart.count}
            </span>
          )}
        </a>
        <span class="sr" aria-live="polite">
          {loggedIn && cart.loaded ? t('cart.announce', { count: cart.count }) : ''}
        </span>
        {open && <CartPopover container={container} owner={owner} trigger={pop.trigger} />}
      </div>
      <OwnToast container={container} owners={[owner, MINI_CART_OWNER]} />
    </div>
  );
}
