import { describe, expect, it } from 'vitest';
import type { UserInfo, UserType } from '../api/contract/models';
import { guardRoute, type RouteGuard } from './route-guard';
import type { SessionLike } from './user-types';

const info: UserInfo = { id: 1, mobile: '13800000001' };
const session = (token: string, userType: UserType, userInfo: UserInfo | null = info): SessionLike => ({
  token,
  userType,
  userInfo: token ? userInfo : null,
});

/** Columns: who navigates. A logged-out visitor's stored type is the default 1 or an explicit 0. */
const who = {
  out1: session('', 1),
  out0: session('', 0),
  buyer: session('tb', 1),
  merchant: session('tm', 2),
  expert: session('te', 3),
  buyerNoInfo: session('tb', 1, null),
  expertNoInfo: session('te', 3, null),
} as const;
type Who = keyof typeof who;
const columns = Object.keys(who) as Who[];

// A = allow, L = warn 请先登录 and go to /login, H = go to /home, in the columns' order
const table: Record<RouteGuard | 'none', string> = {
  none: 'AAAAAAA',
  login: 'LLAAALL',
  buyerOnly: 'AAAHHAH',
  account: 'LLAHHAH',
  accountLogin: 'LLAHHLL',
  expert: 'LLHHALL',
  merchant: 'LLHAHLL',
  // the console: no buyer, lab or expert session counts (the staff token is tested below)
  operator: 'OOOOOOO',
};

const expected = {
  A: { action: 'allow' },
  L: { action: 'redirect', to: '/login', warn: '请先登录' },
  H: { action: 'redirect', to: '/home' },
  O: { action: 'redirect', to: '/admin/login', warn: '请先登录' },
} as const;

describe('guardRoute: every guard × every user type', () => {
  const rows = Object.entries(table).flatMap(([guard, outcomes]) =>
    columns.map((w, i) => [guard, w, outcomes[i] as keyof typeof expected] as const),
  );
  it.each(rows)('%s for %s → %s', (guard, w, outcome) => {
    const g = guard === 'none' ? undefined : (guard as RouteGuard);
    expect(guardRoute(g, who[w])).toEqual(expected[outcome]);
  });
});

describe('guardRoute operator', () => {
  it('a staff session opens the console whoever else is logged in; nothing else does', () => {
    for (const w of columns) {
      expect(guardRoute('operator', { ...who[w], operator: true })).toEqual({ action: 'allow' });
      expect(guardRoute('operator', { ...who[w], operator: false })).toEqual(expected.O);
    }
  });
});
