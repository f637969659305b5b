import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, setSession } from '../../../core';
import { list, ok, refused } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { splitMarks } from './highlight';

beforeEach(resetApp);
afterEach(() => {
  resetApp();
  vi.unstubAllGlobals();
});

const EVIL = '<img src=x onerror="window.__pwned=1">';
const hit = {
  id: 1,
  name: `${EVIL}生活饮用水全分析检测（GB 5749-2022）`,
  cover: '/images/goods/1-1.svg',
  pictures: [],
  merchant_id: 1,
  servics_id: 1,
  servicsInfo: { id: 1, name: '检验检测' },
  min_price: 3800,
  standards: ['GB 5749-2022', 'GB/T 5750-2023'],
  description: '依据新版生活饮用水卫生标准',
  sales: 1286,
  merchantInfo: { id: 7, org_name: '中研检测技术（苏州）有限公司' },
  highlights: ['GB 5749-2022', '饮用水', EVIL],
};
const page = (items: unknown[], total = items.length) => ok({ list: items, total, page: 1, limit: 20 });

const results = () => [...(main()?.querySelectorAll('.sr-list > li') ?? [])];
const marks = (el: Element | undefined) =>
  [...(el?.querySelectorAll('mark') ?? [])].map((m) => m.textContent);

describe('search result page', () => {
  it('marks the matched words as text, never as HTML', async () => {
    const server = await openApp('/searchResult?skw=GB%205749&stype=goods', { 'search/goods': page([hit]) });
    await settle(() => results().length === 1);
    expect(document.title).toBe(`搜索结果 - ${SITE}`);
    expect(server.callsTo('search/goods')[0]?.params).toMatchObject({
      keyword: 'GB 5749',
      page: 1,
      limit: 20,
    });
    expect(main()?.textContent).toContain('共找到 1 个相关服务');
    const row = results()[0]!;
    const name = row.querySelector('.sr-goods__name a')!;
    expect(name.textContent).toBe(hit.name);
    expect(marks(name)).toEqual([EVIL, '饮用水', 'GB 5749-2022']);
    expect(row.querySelector('.sr-goods__name img, [onerror]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(marks(row.querySelector('.sr-goods__std') ?? undefined)).toEqual(['GB 5749-2022']);
    expect(name.getAttribute('href')).toBe('/home/goodsdetail?id=1');
    expect(row.querySelector('.sr-goods__shop')?.getAttribute('href')).toBe('/shop?id=7');
    expect(row.querySelector('.sf-price')?.textContent).toContain('起');
  });

  it('splits runs longest word first, case-insensitively', () => {
    expect(splitMarks('ISO 9001:2015 与 iso 9001', ['ISO 9001', 'ISO 9001:2015'])).toEqual([
      { text: 'ISO 9001:2015', hit: true },
      { text: ' 与 ', hit: false },
      { text: 'iso 9001', hit: true },
    ]);
    expect(splitMarks('abc', [])).toEqual([{ text: 'abc', hit: false }]);
  });

  it('shows hot words when nothing matched, and shops on the 商家 tab', async () => {
    const server = await openApp('/searchResult?skw=%E7%81%AB%E7%AE%AD&stype=merchant', {
      'search/merchant': page([]),
    });
    await settle(() => !!main()?.querySelector('.sr-empty__words'));
    expect(main()?.textContent).toContain('没有找到与“火箭”相关的商家');
    expect(main()?.querySelector('.sr-empty__words a')?.getAttribute('href')).toContain(
      'skw=%E6%B0%B4%E8%B4%A8',
    );
    expect(server.callsTo('search/goods')).toEqual([]);
    expect(main()?.querySelector('.sr-tab[aria-current="page"]')?.textContent).toBe('商家');
  });
});

describe('search result page: the handed-over code', () => {
  const CODE = 'c0de_AbCdEfGhIjKlMnOpQrStUvWxYz01';
  const login = (id: number, mobile: string) => ({
    token: `fresh-session-${id}`,
    userInfo: { id, mobile },
    type: 1 as const,
  });
  const EXCHANGE_REFUSED = refused('登录凭证无效或已过期，请重新登录');

  /** A session nobody will use is logged out through core's own client (fetch). */
  function watchLogouts() {
    const tokens: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (String(url).endsWith('/user/loginOut'))
          tokens.push(new Headers(init?.headers).get('login-token'));
        return new Response(JSON.stringify({ status: true, message: '', data: null }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    return tokens;
  }

  it('removes t from the address at once, spends the code and adopts the login it answers', async () => {
    const server = await openApp(`/searchResult?skw=ISO&stype=goods&t=${CODE}`, {
      'search/goods': page([hit]),
      'session_handoff/exchange': ok(login(5, '13800000001')),
    });
    expect(location.search).toBe('?skw=ISO&stype=goods');
    await settle(() => $session.get().token === 'fresh-session-5');
    expect(server.callsTo('session_handoff/exchange').map((c) => c.params)).toEqual([{ code: CODE }]);
    expect($session.get()).toMatchObject({ userType: 1, userInfo: { id: 5, mobile: '13800000001' } });
    expect(localStorage.getItem('tic_token')).toBe('fresh-session-5');
  });

  it('a session token in t is only ever sent to be exchanged, which refuses it', async () => {
    const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
    const server = await openApp(`/searchResult?skw=ISO&t=${TOKEN}`, {
      'search/goods': page([hit]),
      'session_handoff/exchange': EXCHANGE_REFUSED,
    });
    expect(location.search).not.toContain('t=');
    await settle(() => results().length === 1);
    await act(async () => {});
    // never used as the session, never probed with
    expect(server.calls.map((c) => c.id).sort()).not.toContain('goods_cart/get');
    expect($session.get().token).toBe('');
    expect(localStorage.getItem('tic_token')).toBeNull();
  });

  it('a refused code leaves the current session alone and does not go to login', async () => {
    setSession({ token: 'existing-session-token', userType: 1, userInfo: { id: 1, mobile: '13800000004' } });
    const server = await openApp(`/searchResult?skw=ISO&t=${CODE}`, {
      'search/goods': page([hit]),
      'goods_cart/get': list([]),
      'session_handoff/exchange': EXCHANGE_REFUSED,
    });
    await settle(() => server.callsTo('session_handoff/exchange').length === 1 && results().length === 1);
    await act(async () => {});
    expect($session.get().token).toBe('existing-session-token');
    expect(location.pathname).toBe('/searchResult');
    expect(server.onLoginRequired).not.toHaveBeenCalled();
  });

  /** A logged-in visitor opens someone else's link: the switch question (login CSRF). */
  async function openWhileLoggedIn() {
    const logouts = watchLogouts();
    setSession({ token: 'existing-session-token', userType: 1, userInfo: { id: 1, mobile: '13800000004' } });
    const server = await openApp(`/searchResult?skw=ISO&t=${CODE}`, {
      'search/goods': page([hit]),
      'goods_cart/get': list([]),
      'session_handoff/exchange': ok(login(9, '13800000009')),
    });
    expect(location.search).not.toContain('t=');
    await settle(() => !!document.querySelector('dialog[open]'));
    // the code is spent before anyone is asked
    expect(server.callsTo('session_handoff/exchange')).toHaveLength(1);
    const dialog = document.querySelector('dialog[open]')!;
    expect(dialog.textContent).toContain('切换账号');
    expect(dialog.textContent).toContain('138****0004');
    // asked, not switched
    expect($session.get().token).toBe('existing-session-token');
    const button = (text: string) =>
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === text)!;
    return { button, logouts };
  }

  it('with a session present, asks before switching; keeping it changes nothing', async () => {
    const { button, logouts } = await openWhileLoggedIn();
    await act(() => button('保持当前账号').click());
    await act(async () => {});
    expect(document.querySelector('dialog[open]')).toBeNull();
    expect($session.get().token).toBe('existing-session-token');
    expect(localStorage.getItem('tic_token')).toBe('existing-session-token');
    // the session the code bought is ended, not left lying about
    await settle(() => logouts.length === 1);
    expect(logouts).toEqual(['fresh-session-9']);
  });

  it('with a session present, switches only when the visitor says so', async () => {
    const { button, logouts } = await openWhileLoggedIn();
    await act(() => button('切换账号').click());
    await settle(() => $session.get().token === 'fresh-session-9');
    expect($session.get()).toMatchObject({ userType: 1, userInfo: { id: 9, mobile: '13800000009' } });
    expect(document.querySelector('dialog[open]')).toBeNull();
    expect(logouts).toEqual([]);
  });

  it('the same account handed over asks nothing and keeps its session', async () => {
    const logouts = watchLogouts();
    setSession({ token: 'existing-session-token', userType: 1, userInfo: { id: 9, mobile: '13800000009' } });
    const server = await openApp(`/searchResult?skw=ISO&t=${CODE}`, {
      'search/goods': page([hit]),
      'goods_cart/get': list([]),
      'session_handoff/exchange': ok(login(9, '13800000009')),
    });
    await settle(() => server.callsTo('session_handoff/exchange').length === 1 && results().length === 1);
    await act(async () => {});
    expect(document.querySelector('dialog[open]')).toBeNull();
    expect($session.get().token).toBe('existing-session-token');
    await settle(() => logouts.length === 1);
    expect(logouts).toEqual(['fresh-session-9']);
  });

  it('does not call the server for a t that cannot be a code', async () => {
    const server = await openApp('/searchResult?skw=ISO&t=%3Cscript%3E', { 'search/goods': refused('x') });
    await settle(() => !!main()?.querySelector('[role="alert"]'));
    expect(location.search).not.toContain('t=');
    expect(server.callsTo('session_handoff/exchange')).toEqual([]);
    expect($session.get().token).toBe('');
  });
});
