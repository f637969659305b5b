import type { UserType } from '../api/contract/models';
import { t } from '../i18n/zh-cn';
import type { SessionLike } from './user-types';

export type GuardResult = { action: 'allow' } | { action: 'redirect'; to: string; warn?: string };

const LOGIN_PATH = '/login';
const HOME_PATH = '/home';
export const OPERATOR_LOGIN_PATH = '/admin/login';

interface Rule {
  /** A token and user info, else 请先登录 and /login. */
  login?: true;
  /** A token, else 请先登录 and /login (checked after `notFor`, in the specified order). */
  token?: true;
  /** These user types go to /home. */
  notFor?: readonly UserType[];
  /** An operator console session (staff token), else /admin/login: buyers' sessions do not count. */
  operator?: true;
}

/** What a guard reads: the buyer-side session, and whether a staff token is held. */
export type GuardSession = SessionLike & { operator?: boolean };

/**
 * Who may open which page, as named guards; the storefront's route table declares one per route.
 * - login: /shopcar, /feedback, /seekhelp (token and user info).
 * - buyerOnly: /shopcarsettle (merchants and experts go home).
 * - account: the buyer account layout (a token; merchants and experts go home).
 * - accountLogin: /home/order and below, which the guard rules also list with the login paths.
 * - expert: the expert area (token and user info; buyers and merchants go home).
 * - merchant: the merchant centre (token and user info; buyers and experts go home).
 * - operator: the operator console /admin: a staff session, whoever else is logged in.
 */
const RULES = {
  login: { login: true },
  buyerOnly: { notFor: [2, 3] },
  account: { token: true, notFor: [2, 3] },
  accountLogin: { login: true, token: true, notFor: [2, 3] },
  expert: { login: true, notFor: [1, 2] },
  merchant: { login: true, notFor: [1, 3] },
  operator: { operator: true },
} as const satisfies Record<string, Rule>;

export type RouteGuard = keyof typeof RULES;

/**
 * Decides a navigation to a route with this guard (none: everyone). Pure: the same inputs
 * always give the same answer, so a table-driven test covers every guard × user type.
 */
export function guardRoute(guard: RouteGuard | undefined, session: GuardSession): GuardResult {
  if (!guard) return { action: 'allow' };
  const rule: Rule = RULES[guard];
  if (rule.operator)
    return session.operator
      ? { action: 'allow' }
      : { action: 'redirect', to: OPERATOR_LOGIN_PATH, warn: t('auth.loginFirst') };
  const { token, userInfo, userType } = session;
  const toLogin: GuardResult = { action: 'redirect', to: LOGIN_PATH, warn: t('auth.loginFirst') };
  if (rule.login && !(token && userInfo)) return toLogin;
  if (rule.notFor?.includes(userType)) return { action: 'redirect', to: HOME_PATH };
  if (rule.token && !token) return toLogin;
  return { action: 'allow' };
}

/** True when `path` is `area` or below it (segment-wise: /shopcar does not cover /shopcarsettle). */
export const within = (path: string, area: string): boolean => path === area || path.startsWith(`${area}/`);
