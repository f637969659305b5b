import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flush } from '../../../core/testing/fake-api';
import { safeRedirect } from '../../components/auth-form/auth-checks';
import { button, click, LOGGED_IN, type } from '../../components/auth-form/auth-testing';
import { guardPath, routes } from '../../route-table';
import { openApp, resetApp, settle } from '../../testing/render-app';

beforeEach(() => resetApp());
afterEach(() => resetApp());

const VISITOR = { token: '', userInfo: null, userType: 0 } as const;
/** Every built route a visitor is sent to log in for (guards, from the route table). */
const GUARDED = routes.filter((r) => {
  const d = guardPath(r.path, VISITOR);
  return d.action === 'redirect' && d.to.startsWith('/login');
});
/** Who may open a guarded row: the expert area takes an expert, the merchant centre a merchant. */
const roleOf = (guard: string | undefined): 1 | 2 | 3 =>
  guard === 'expert' ? 3 : guard === 'merchant' ? 2 : 1;
/** An address as the router reads it: its path and its query's values (escaping aside). */
const norm = (a: string) => {
  const u = new URL(a, location.origin);
  return [decodeURI(u.pathname), [...u.searchParams]];
};
const ENDPOINT = { 1: 'user/login', 2: 'merchant_account/login', 3: 'expert/login' } as const;

describe('back where you were after login', () => {
  it('the table has guarded rows of every kind', () => {
    const paths = GUARDED.map((r) => r.path);
    for (const p of [
      '/shopcar',
      '/home/order/detail',
      '/home/contract',
      '/seekhelp',
      '/feedback',
      '/expert/funds',
    ])
      if (routes.some((r) => r.path === p)) expect(paths).toContain(p);
    expect(paths.length).toBeGreaterThan(20);
  });

  for (const row of GUARDED) {
    it(`${row.path} returns to itself with its query`, async () => {
      const role = roleOf(row.guard);
      const there = `${encodeURI(row.path)}?id=7&from=${encodeURIComponent('检测 a&b 100%')}`;
      await openApp(there, { [ENDPOINT[role]]: LOGGED_IN(role) });
      await settle(() => !!document.querySelector('#login-mobile'));
      expect(location.pathname).toBe('/login');
      expect(norm(new URLSearchParams(location.search).get('redirect')!)).toEqual(norm(there));
      if (role !== 1)
        await click(document.querySelectorAll<HTMLInputElement>('input[name="login-role"]')[role - 1]!);
      await type('login-mobile', '13900000001');
      await type('login-password', 'Secret2024');
      await click(button('登录'));
      await flush();
      expect(norm(location.pathname + location.search)).toEqual(norm(there));
    });
  }
});

describe('the return address is a same-origin path only', () => {
  it.each([
    ['https://evil.example/x', '/home'],
    ['//evil.example/x', '/home'],
    ['/\\evil.example', '/home'],
    ['/\t/evil.example/x', '/home'],
    ['/\n/evil.example', '/home'],
    ['javascript:alert(1)', '/home'],
    ['home/order', '/home'],
    ['/login?redirect=/home/order', '/home'],
    ['/reg', '/home'],
    ['', '/home'],
    ['/home/order/detail?id=3#plan', '/home/order/detail?id=3#plan'],
    ['/searchResult?skw=CMA', '/searchResult?skw=CMA'],
    ['/check/index copy', '/check/index%20copy'],
  ])('%j → %s', (given, expected) => {
    expect(safeRedirect(given)).toBe(expected);
  });
});
