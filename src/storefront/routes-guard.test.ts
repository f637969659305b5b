import { describe, expect, it } from 'vitest';
import type { UserInfo, UserType } from '../core/api/contract/models';
import type { SessionLike } from '../core/rules/user-types';
import { guardPath, type RouteRow, routeTable } from './route-table';

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

// A = allow, L = warn 请先登录 and go to /login, H = go to /home; one letter per column of `who`, in its order
const table: Record<string, string> = {
  '/': 'AAAAAAA',
  '/home': 'AAAAAAA',
  '/home/goodsdetail': 'AAAAAAA',
  '/home/order': 'LLAHHLL',
  '/home/order/detail': 'LLAHHLL',
  '/home/usercenter': 'LLAHHAH',
  '/merchant': 'LLHAHLL',
  '/home/collect': 'LLAHHAH',
  '/shopcar': 'LLAAALL',
  '/shopcarsettle': 'AAAHHAH',
  '/feedback': 'LLAAALL',
  '/expert': 'LLHHALL',
  '/expert/auth': 'LLHHALL',
  '/seekhelp': 'LLAAALL',
  '/seekhelp/list': 'AAAAAAA',
  '/login': 'AAAAAAA',
  '/searchResult': 'AAAAAAA',
};

const expected = {
  A: { action: 'allow' },
  L: { action: 'redirect', to: '/login', warn: '请先登录' },
  H: { action: 'redirect', to: '/home' },
} as const;

describe('guardPath: the guard rules by the route table', () => {
  const columns = Object.keys(who) as Who[];
  const rows = Object.entries(table).flatMap(([path, letters]) =>
    columns.map((w, i) => [path, w, letters[i] as keyof typeof expected] as const),
  );
  /** To log in, and back here afterwards. */
  const toLogin = (from: string) => ({ ...expected.L, to: `/login?redirect=${encodeURIComponent(from)}` });
  it.each(rows)('%s for %s → %s', (path, w, outcome) => {
    expect(guardPath(path, who[w])).toEqual(outcome === 'L' ? toLogin(path) : expected[outcome]);
  });

  it('ignores query, hash and a trailing slash, and carries them back after login', () => {
    expect(guardPath('/home/order/?id=3#x', who.out1)).toEqual(toLogin('/home/order/?id=3#x'));
    expect(guardPath('/expert/', who.buyer)).toEqual(expected.H);
  });

  it('matches whole segments only', () => {
    expect(guardPath('/expertise', who.buyer)).toEqual(expected.A);
    expect(guardPath('/homepage', who.merchant)).toEqual(expected.A);
  });

  it('guards every row by its area (a new row cannot forget its guard)', () => {
    const unguarded = (routeTable as readonly RouteRow[])
      .filter((r) => !r.guard)
      .filter((r) => r.layout === 'account' || r.layout === 'expert' || r.path.startsWith('/expert'))
      .map((r) => r.path);
    expect(unguarded).toEqual([]);
  });
});
