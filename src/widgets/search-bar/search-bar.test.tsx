import { describe, expect, it } from 'vitest';
import { widgetEnv } from '../shared/env';
import { eventsOfEachTest, flush, ok, STOREFRONT, setupWidgets } from '../testing/helpers';
import { loginAs } from '../testing/session';
import { $, mount, text } from '../testing/shadow';

const submit = async (el: Element, keyword: string, type?: 'goods' | 'merchant') => {
  const input = $<HTMLInputElement>(el, 'input')!;
  input.value = keyword;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  if (type) {
    const select = $<HTMLSelectElement>(el, 'select')!;
    select.value = type;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  await flush();
  $<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
  await flush();
};

const events = eventsOfEachTest();

describe('<tic-search-bar>', () => {
  it('shows the selector (服务 by default), the placeholder and 搜索', async () => {
    setupWidgets();
    const el = await mount('<tic-search-bar></tic-search-bar>');
    const select = $<HTMLSelectElement>(el, 'select')!;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['服务', '商家']);
    expect(select.value).toBe('goods');
    expect($<HTMLInputElement>(el, 'input')!.placeholder).toBe('请输入产品/行业/标准/服务');
    expect(text(el, 'button')).toBe('搜索');
  });

  it("the input stops at the server's 50-character keyword limit", async () => {
    setupWidgets();
    const el = await mount('<tic-search-bar></tic-search-bar>');
    expect($<HTMLInputElement>(el, 'input')!.maxLength).toBe(50);
  });

  it('type and keyword attributes set the starting state', async () => {
    setupWidgets();
    const el = await mount('<tic-search-bar type="merchant" keyword="CNAS"></tic-search-bar>');
    expect($<HTMLSelectElement>(el, 'select')!.value).toBe('merchant');
    expect($<HTMLInputElement>(el, 'input')!.value).toBe('CNAS');
  });

  it('a search fires tic-search and goes to the result page, never with the token (same origin)', async () => {
    const { navigate } = setupWidgets();
    widgetEnv.storefront = location.origin;
    loginAs(1, 'tok 1');
    events.record('tic-search');
    const el = await mount('<tic-search-bar></tic-search-bar>');
    await submit(el, '  GB/T 19001-2016 ', 'merchant');
    expect(events.seen).toHaveLength(1);
    const e = events.seen[0];
    expect(e.detail).toEqual({ keyword: 'GB/T 19001-2016', type: 'merchant' });
    expect([e.bubbles, e.composed, e.cancelable, e.target]).toEqual([true, true, true, el]);
    expect(navigate).toHaveBeenCalledWith(
      `${location.origin}/searchResult?skw=GB%2FT+19001-2016&stype=merchant`,
    );
  });

  it('from another origin the login goes along as a code in the fragment, never t=', async () => {
    const handed = `${STOREFRONT}/searchResult?skw=ISO&stype=goods#tic_code=c0de`;
    const { navigate, server } = setupWidgets({ 'session_handoff/issue': ok({ url: handed }) });
    loginAs(1, 'tok 1');
    const el = await mount('<tic-search-bar></tic-search-bar>');
    await submit(el, 'ISO');
    await flush();
    expect(server.callsTo('session_handoff/issue')[0]!.params).toEqual({
      return_url: `${STOREFRONT}/searchResult?skw=ISO&stype=goods`,
    });
    expect(navigate).toHaveBeenCalledWith(handed);
  });

  it('logged out: no t parameter', async () => {
    const { navigate } = setupWidgets();
    const el = await mount('<tic-search-bar></tic-search-bar>');
    await submit(el, '水质检测');
    expect(navigate).toHaveBeenCalledWith(
      `${STOREFRONT}/searchResult?skw=${encodeURIComponent('水质检测')}&stype=goods`,
    );
  });

  it('Enter in the input submits', async () => {
    const { navigate } = setupWidgets();
    const el = await mount('<tic-search-bar></tic-search-bar>');
    const input = $<HTMLInputElement>(el, 'input')!;
    input.value = 'CMA';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await flush();
    $<HTMLFormElement>(el, 'form')!.requestSubmit();
    await flush();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a cancelled tic-search stays on the page', async () => {
    const { navigate } = setupWidgets();
    const cancel = (e: Event) => e.preventDefault();
    document.addEventListener('tic-search', cancel);
    const el = await mount('<tic-search-bar></tic-search-bar>');
    await submit(el, 'EMC');
    document.removeEventListener('tic-search', cancel);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an empty search only focuses the input', async () => {
    const { navigate } = setupWidgets();
    events.record('tic-search');
    const el = await mount('<tic-search-bar></tic-search-bar>');
    await submit(el, '   ');
    expect(navigate).not.toHaveBeenCalled();
    expect(events.seen).toEqual([]);
    expect(el.shadowRoot!.activeElement).toBe($(el, 'input'));
  });

  it('an empty search on the storefront result page returns to /home', async () => {
    const { navigate } = setupWidgets();
    const { widgetEnv } = await import('../shared/env');
    widgetEnv.storefront = location.origin;
    history.pushState(null, '', '/searchResult?skw=x');
    const el = await mount('<tic-search-bar></tic-search-bar>');
    await submit(el, '');
    history.pushState(null, '', '/');
    expect(navigate).toHaveBeenCalledWith(`${location.origin}/home`);
  });
});
