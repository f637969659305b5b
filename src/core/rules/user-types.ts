import type { EndpointId } from '../api/contract/endpoints';
import type { UserInfo, UserType } from '../api/contract/models';

/** 0 none/logged out, 1 buyer, 2 merchant, 3 expert. */
export const USER_TYPE = { none: 0, buyer: 1, merchant: 2, expert: 3 } as const;

/** When the stored type is unknown the type is 1. */
export const DEFAULT_USER_TYPE: UserType = USER_TYPE.buyer;

export type LoginKind = 'buyer' | 'merchant' | 'expert';

export const LOGIN_ENDPOINT = {
  buyer: 'user/login',
  merchant: 'merchant_account/login',
  expert: 'expert/login',
} as const satisfies Record<LoginKind, EndpointId>;

/** What the rules read from a session. */
export interface SessionLike {
  token: string;
  userInfo: UserInfo | null;
  userType: UserType;
}

/** Reads a stored or received type; anything not 0–3 is the default (1). */
export function parseUserType(value: unknown): UserType {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return n === 0 || n === 1 || n === 2 || n === 3 ? n : DEFAULT_USER_TYPE;
}

/** The type as the outside world sees it: 0 whenever nobody is logged in. */
export const effectiveUserType = (s: Pick<SessionLike, 'token' | 'userType'>): UserType =>
  s.token ? s.userType : USER_TYPE.none;

/** The cart button is hidden for merchants and experts (logged-out visitors see it). */
export const showsCart = (s: Pick<SessionLike, 'token' | 'userType'>): boolean =>
  !s.token || (s.userType !== USER_TYPE.merchant && s.userType !== USER_TYPE.expert);
