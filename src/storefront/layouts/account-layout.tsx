import './account.css';
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { $session, api, showToast, t } from '../../core';
import { go } from '../router/navigation';
import { findRoute, href } from '../routes';
import { fill } from '../strings';
import {
  ACCOUNT_MENU,
  ACCOUNT_WORDS,
  activeMenuPath,
  badgeText,
  type MenuBadge,
  type MenuGroup,
  visibleMenu,
} from './account-menu';
import { $unreadLetters, refreshUnreadLetters, unreadFor, watchUnreadLetters } from './unread-letters';

// the notice page takes the unread count from here, so it stays in this chunk (no chunk of its own)
export { $unreadLetters, lettersRead, refreshUnreadLetters, unreadFor } from './unread-letters';

const routed = (path: string): boolean => !!findRoute(path);

type Badges = Partial<Record<MenuBadge, string>>;

/**
 * The two counts of the menu, asked again on every account navigation (reading a notice or
 * paying an order changes them) and only for the entries shown. A failure hides the badge.
 * The unread count lives in a store the notice page lowers as letters are read.
 */
function useBadges(path: string, groups: readonly MenuGroup[]): Badges {
  const [orderBadge, setOrderBadge] = useState('');
  const letters = useStore($unreadLetters);
  const token = useStore($session).token;
  const wanted = new Set(groups.flatMap((g) => g.links.map((l) => l.badge)).filter(Boolean));
  const unread = wanted.has('unread');
  const orders = wanted.has('orders');
  useEffect(() => (unread ? watchUnreadLetters() : undefined), [unread]);
  // `path` is the trigger: every account navigation asks again
  useEffect(() => {
    let live = true;
    if (unread) refreshUnreadLetters();
    if (orders) {
      api.call('order/get', { page: 1, limit: 1 }).then(
        (d) => live && setOrderBadge(badgeText(d?.counts?.pending_payment)),
        () => live && setOrderBadge(''),
      );
    }
    return () => {
      live = false;
    };
  }, [path, unread, orders]);
  return { orders: orderBadge, unread: unread ? badgeText(unreadFor(letters, token)) : '' };
}

export interface AccountMenuProps {
  path: string;
  /** Whether the route table has a path (tests pass their own). */
  has?: (path: string) => boolean;
  /** The groups shown: the buyer account menu unless the expert layout passes its own. */
  menu?: readonly MenuGroup[];
  /** The menu's accessible name. */
  label?: string;
}

/** Side menu (buyer account or expert): level-1 group titles, level-2 links, the active one marked. */
export function AccountMenu({
  path,
  has = routed,
  menu = ACCOUNT_MENU,
  label = ACCOUNT_WORDS.menu,
}: AccountMenuProps) {
  const groups = visibleMenu(has, menu);
  const active = activeMenuPath(path, groups);
  const badges = useBadges(path, groups);
  const nav = useRef<HTMLElement>(null);
  const ids = useId();

  // as a strip (phones) the active link scrolls into view sideways, never the page itself
  useEffect(() => {
    const el = nav.current;
    const link = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !link || el.scrollWidth <= el.clientWidth) return;
    el.scrollLeft = link.offsetLeft - (el.clientWidth - link.offsetWidth) / 2;
  }, [active]);

  return (
    <nav ref={nav} class="sf-account-menu" aria-label={label}>
      {groups.map((g, i) => (
        <section key={g.title} class="sf-account-menu__group" aria-labelledby={`${ids}-${i}`}>
          <h2 id={`${ids}-${i}`} class="sf-account-menu__title">
            {g.title}
          </h2>
          <ul>
            {g.links.map((l) => {
              const badge = l.badge ? badges[l.badge] : '';
              return (
                <li key={l.path}>
                  <Link
                    href={l.path}
                    class="sf-account-menu__link"
                    aria-current={l.path === active ? 'page' : undefined}
                  >
                    {l.label}
                    {badge && (
                      <>
                        <span class="sf-account-menu__badge" aria-hidden="true">
                          {badge}
                        </span>
                        <span class="sf-sr">
                          {fill(l.badge === 'unread' ? ACCOUNT_WORDS.unread : ACCOUNT_WORDS.pending, {
                            n: badge,
                          })}
                        </span>
                      </>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}

export interface AccountFrameProps {
  path: string;
  menu?: readonly MenuGroup[];
  label?: string;
  /** Shown above menu and page, across both (the expert layout's breadcrumb). */
  top?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame both side-menu layouts share: a token is required — without one 请先登录 and login,
 * as the route guards do for every account and expert path — then the side menu beside the page
 * (above it, as a scrolling strip, on phones).
 */
export function AccountFrame({ path, menu, label, top, children }: AccountFrameProps) {
  const token = useStore($session).token;
  useEffect(() => {
    if (token) return;
    showToast(t('auth.loginFirst'), 'warning');
    go(href('/login'), { replace: true });
  }, [token]);
  if (!token) return null;
  return (
    <div class="sf-container sf-account">
      {top}
      <AccountMenu path={path} menu={menu} label={label} />
      <div class="sf-account__body">{children}</div>
    </div>
  );
}

/**
 * Buyer account layout, inside the default header, navigation and footer (app.tsx puts
 * it there, so they stay mounted while this chunk loads).
 */
export default function AccountLayout({ path, children }: { path: string; children?: ReactNode }) {
  return <AccountFrame path={path}>{children}</AccountFrame>;
}
