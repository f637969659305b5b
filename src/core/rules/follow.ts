import { t } from '../i18n/zh-cn';
import { type SessionLike, USER_TYPE } from './user-types';

/** Why an action is refused before any call: nobody logged in, or the wrong kind of user. */
export type Refusal = 'login' | 'buyer-only' | null;

/** Following a shop is refused for merchants; experts and buyers may follow. */
export function followRefusal(s: Pick<SessionLike, 'token' | 'userType'>): Refusal {
  if (!s.token) return 'login';
  return s.userType === USER_TYPE.merchant ? 'buyer-only' : null;
}

/** Cart and collected goods belong to buyers only. */
export function buyerRefusal(s: Pick<SessionLike, 'token' | 'userType'>): Refusal {
  if (!s.token) return 'login';
  return s.userType === USER_TYPE.buyer ? null : 'buyer-only';
}

export const refusalMessage = (r: Exclude<Refusal, null>): string =>
  r === 'login' ? t('auth.loginFirst') : t('auth.buyerOnly');

/** Which of the user's own lists to load for a session. */
export function listsToLoad(s: Pick<SessionLike, 'token' | 'userType'>): {
  followedShops: boolean;
  collectedGoods: boolean;
  cart: boolean;
} {
  const follower = !!s.token && s.userType !== USER_TYPE.merchant;
  const buyer = follower && s.userType === USER_TYPE.buyer;
  return { followedShops: follower, collectedGoods: buyer, cart: buyer };
}
