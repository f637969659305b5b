import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../core';
import { ok } from '../../core/testing/fake-api';
import { letter, letterServer } from '../pages/account/favourites-fixtures';
import { buyer } from '../pages/order/order-fixtures';
import { openApp, resetApp, settle } from '../testing/render-app';

beforeEach(resetApp);
afterEach(resetApp);

const link = () => document.querySelector<HTMLAnchorElement>('.sf-header .sf-letters');
const badge = () => link()?.querySelector('.sf-letters__badge')?.textContent ?? '';
const rows = () => [...document.querySelectorAll<HTMLElement>('.sf-letter')];

describe('the header 消息 link', () => {
  it('shows the unread count and drops it the moment a letter is read, with one count asked', async () => {
    buyer();
    const server = await openApp('/home/notice', letterServer([letter(3), letter(2)]).routes);
    await settle(() => badge() === '2' && rows().length > 0);
    expect(link()?.getAttribute('href')).toBe('/home/notice');
    expect(link()?.textContent).toContain('2 条未读');
    // the header and the account menu share one ask
    expect(server.callsTo('notice_site_letter/getNotReadCount')).toHaveLength(1);
    await act(() => rows()[0]!.querySelector('button')!.click());
    await settle(() => badge() === '1');
  });

  it('全部已读 hides the header badge at once', async () => {
    buyer();
    await openApp('/home/notice', letterServer([letter(3), letter(2)]).routes);
    await settle(() => badge() === '2');
    const all = [...document.querySelectorAll<HTMLButtonElement>('button')].find(
      (b) => b.textContent === '全部已读',
    )!;
    await act(() => all.click());
    await settle(() => !!link() && badge() === '');
  });

  it('a buyer with no unread letter sees 消息 without a badge', async () => {
    buyer();
    await openApp('/', { 'notice_site_letter/getNotReadCount': ok({ count: 0 }) });
    await settle(() => !!link());
    expect(badge()).toBe('');
  });

  it('a lab’s 消息 leads to the merchant centre’s 站内信, with its count; the menu entry shares it', async () => {
    setSession({ token: 'm', userType: 2, userInfo: { id: 2, mobile: '13800000002' } });
    const server = await openApp('/merchant/notice', letterServer([letter(3), letter(2)]).routes);
    await settle(() => badge() === '2' && rows().length > 0);
    expect(link()?.getAttribute('href')).toBe('/merchant/notice');
    const entry = [...document.querySelectorAll('.sf-account-menu__link')].find((a) =>
      a.textContent?.startsWith('站内信'),
    )!;
    expect(entry.getAttribute('aria-current')).toBe('page');
    expect(entry.querySelector('.sf-account-menu__badge')?.textContent).toBe('2');
    const asked = server.callsTo('notice_site_letter/getNotReadCount').length;
    await act(() => rows()[0]!.querySelector('button')!.click());
    await settle(
      () => badge() === '1' && entry.querySelector('.sf-account-menu__badge')?.textContent === '1',
    );
    // both dropped without asking the count again
    expect(server.callsTo('notice_site_letter/getNotReadCount')).toHaveLength(asked);
  });

  it('visitors and experts get no 消息 link and no count is asked', async () => {
    for (const userType of [0, 3] as const) {
      if (userType)
        setSession({ token: `t${userType}`, userType, userInfo: { id: userType, mobile: '13800000003' } });
      const server = await openApp('/');
      await settle(() => !!document.querySelector('.sf-header .sf-topbar'));
      expect(link()).toBeNull();
      expect(server.callsTo('notice_site_letter/getNotReadCount')).toHaveLength(0);
    }
  });
});
