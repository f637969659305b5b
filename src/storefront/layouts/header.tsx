import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { $config, $session } from '../../core';
import { USER_TYPE } from '../../core/rules/user-types';
import { HotWords } from '../../widgets/hot-words/hot-words';
import { LoginStatus } from '../../widgets/login-status/login-status';
import { MiniCart } from '../../widgets/mini-cart/mini-cart';
import { SearchBar } from '../../widgets/search-bar/search-bar';
import { lazyChunk, useLazyChunk } from '../components/lazy-chunk';
import { useQuery } from '../components/use-query';
import { go } from '../router/navigation';
import { href } from '../routes';
import { s } from '../strings';
import { AssistantLink } from './assistant-link';
import { Logo } from './logo';

/**
 * The 消息 link with its unread badge, for a logged-in buyer or lab: a chunk of its own (the
 * unread store, words and styles stay out of the entry a visitor loads).
 */
const letters = lazyChunk(() => import('./header-letters'));
/** The search box's suggestions: a chunk of its own, fetched when the box is first focused. */
const suggest = lazyChunk(() => import('./search-suggest'));

function UserLetters() {
  const { token, userType } = useStore($session);
  // buyers read them on 消息通知, labs on the merchant centre's 站内信; experts have no inbox page
  const inbox = userType === USER_TYPE.buyer || userType === USER_TYPE.merchant;
  const Letters = useLazyChunk(letters, !!token && inbox);
  return Letters ? <Letters /> : null;
}

/**
 * The default header: the top bar with the login status, welcome notice and online
 * service (the tic-login-status component), then logo, search bar with hot words and the
 * mini cart — the same React components the widgets wrap, here in the page's own DOM. On a
 * checkout step a phone shows a compact header: no search box, hot words or navigation.
 */
export function Header({ checkout = false }: { checkout?: boolean }) {
  const [path] = useLocation();
  const query = useQuery();
  const onResults = path === '/searchResult';
  const type = onResults && query.get('stype') === 'merchant' ? 'merchant' : 'goods';
  const config = useStore($config);
  const search = useRef<HTMLDivElement>(null);
  // a focus of the search box wishes for the suggestions until they are here
  const [wishes, wish] = useState(0);
  const Suggest = useLazyChunk(suggest, wishes);
  return (
    <header class={checkout ? 'sf-header sf-header--checkout' : 'sf-header'}>
      <div class="sf-topbar">
        <div class="sf-container sf-topbar__inner">
          <LoginStatus onLogout={() => go('/')} />
          <UserLetters />
          <nav class="sf-topbar__links" aria-label={s.quickLinks}>
            <Link href={href('/help')}>{s.helpCenter}</Link>
            <Link href={href('/seekhelp')}>{s.postDemand}</Link>
            <Link href={href('/feedback')}>{s.feedback}</Link>
            <AssistantLink label={s.assistant} />
            <Link href={href('/spage', { id: 3 })}>{s.merchantJoin}</Link>
            {config?.hotline && (
              <a href={`tel:${config.hotline}`} class="sf-topbar__tel">
                {s.hotline} {config.hotline}
              </a>
            )}
          </nav>
        </div>
      </div>
      <div class="sf-container sf-brandbar">
        <Logo />
        <div class="sf-brandbar__search" ref={search} onFocusCapture={() => Suggest || wish((n) => n + 1)}>
          <SearchBar type={type} keyword={onResults ? (query.get('skw') ?? '') : ''} />
          {Suggest && search.current && <Suggest host={search.current} />}
          <HotWords type={type} />
        </div>
        <div class="sf-brandbar__cart">
          <MiniCart />
        </div>
      </div>
    </header>
  );
}
