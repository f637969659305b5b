import './header-letters.css';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { $session } from '../../core';
import { USER_TYPE } from '../../core/rules/user-types';
import { href } from '../routes';
import { fill } from '../strings';
import { ACCOUNT_WORDS, badgeText } from './account-menu';
import { $unreadLetters, refreshUnreadLetters, unreadFor, watchUnreadLetters } from './unread-letters';

export const LETTERS_LABEL = '消息';

/**
 * The header's 消息 link with the unread site-letter count, to the buyer's 消息通知 or the lab's
 * 站内信. It shares the store of the side menu's badge: the notice page lowers both the moment a letter is read,
 * another tab's reading asks again, and so does coming back to this tab (letters arrive while
 * the reader is away). A lazy chunk (header.tsx loads it only for a logged-in buyer or lab).
 */
export default function HeaderLetters() {
  const { token, userType } = useStore($session);
  const count = badgeText(unreadFor(useStore($unreadLetters), token));
  useEffect(() => {
    if (!token) return;
    refreshUnreadLetters({ shareRecent: true });
    const onShow = () => document.visibilityState === 'visible' && refreshUnreadLetters();
    document.addEventListener('visibilitychange', onShow);
    const unwatch = watchUnreadLetters();
    return () => {
      document.removeEventListener('visibilitychange', onShow);
      unwatch();
    };
  }, [token]);
  return (
    <Link
      href={userType === USER_TYPE.merchant ? href('/merchant/notice') : href('/home/notice')}
      class="sf-letters"
    >
      {LETTERS_LABEL}
      {count && (
        <>
          <span class="sf-letters__badge" aria-hidden="true">
            {count}
          </span>
          <span class="sf-sr">{fill(ACCOUNT_WORDS.unread, { n: count })}</span>
        </>
      )}
    </Link>
  );
}
