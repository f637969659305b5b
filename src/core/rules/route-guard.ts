import { t } from '../i18n/zh-cn';
import { type SessionLike, USER_TYPE } from './user-types';

export type GuardResult = { action: 'allow' } | { action: 'redirect'; to: string; warn?: string };

/** Spec §6: these need both a token and user info (an area path covers its sub-paths). */
export const LOGIN_REQUIRED_PATHS = ['/home/order', '/shopcar', '/feedback', '/expert', '/seekhelp'] as const;
/** Spec §6: the buyer account area (everything under /home but these) needs a token. */
export const ACCOUNT_AREA = '/home';
/** The /home routes outside the buyer account layout (home page, goods detail). */
export const ACCOUNT_AREA_EXCEPTIONS = ['/home', '/home/goodsdetail'] as const;
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';

/** Public pages that share a prefix with a login-only page. */
const PUBLIC_SUBPATHS = ['/seekhelp/list', '/seekhelp/detail'];

const normalize = (path: string): string => {
  const p = path.split(/[?#]/)[0] || '/';
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
};

/** True when `path` is `area` or below it (segment-wise: /shopcar does not cover /shopcarsettle). */
export const within = (path: string, area: string): boolean => path === area || path.startsWith(`${area}/`);

const needsLogin = (path: string): boolean =>
  LOGIN_REQUIRED_PATHS.some((area) => within(path, area)) && !PUBLIC_SUBPATHS.some((p) => within(path, p));

/**
 * The route guard of spec §6, decided before every navigation. Pure: the same inputs
 * always give the same answer, so a table-driven test covers every type × path.
 */
export function guardRoute(rawPath: string, session: SessionLike): GuardResult {
  const path = normalize(rawPath);
  const { token, userInfo, userType } = session;
  const toLogin: GuardResult = { action: 'redirect', to: LOGIN_PATH, warn: t('auth.loginFirst') };

  if (needsLogin(path) && !(token && userInfo)) return toLogin;

  const inAccountArea =
    within(path, ACCOUNT_AREA) && !(ACCOUNT_AREA_EXCEPTIONS as readonly string[]).includes(path);

  if (
    (userType === USER_TYPE.expert || userType === USER_TYPE.merchant) &&
    (inAccountArea || within(path, '/shopcarsettle'))
  ) {
    return { action: 'redirect', to: HOME_PATH };
  }
  if ((userType === USER_TYPE.buyer || userType === USER_TYPE.merchant) && within(path, '/expert')) {
    return { action: 'redirect', to: HOME_PATH };
  }
  if (inAccountArea && !token) return toLogin;
  return { action: 'allow' };
}
