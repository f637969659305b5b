/** Test helpers for who is logged in on the tests' page. */
import type { UserType } from '../../core/api/contract/models';
import { setSession } from '../../core/stores/session/state';
import { STOREFRONT } from './helpers';

/** The tests' page is on another origin than STOREFRONT: login comes back here. */
export const loginHere = (): string =>
  `${STOREFRONT}/login?${new URLSearchParams({ redirect: location.href.split('#')[0]! })}`;

const infos = {
  1: { id: 1, mobile: '13800000001' },
  2: { id: 2, mobile: '13800000002' },
  3: { id: 3, mobile: '13800000003' },
};

export function loginAs(type: Exclude<UserType, 0>, token = `token-${type}`): void {
  setSession({ token, userType: type, userInfo: infos[type] });
}
