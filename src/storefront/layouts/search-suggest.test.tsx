import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../core/testing/fake-api';
import { openApp, resetApp, settle } from '../testing/render-app';

beforeEach(resetApp);
afterEach(resetApp);

const box = () => document.querySelector<HTMLInputElement>('.sf-brandbar__search input[type="search"]')!;
const options = () => [...document.querySelectorAll<HTMLElement>('#sf-suggest [role="option"]')];
const shown = () => !document.querySelector<HTMLElement>('#sf-suggest')?.hidden;

async function typeInBox(text: string) {
  await act(() => {
    box().focus();
    box().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  await settle(() => !!document.getElementById('sf-suggest'));
  await act(() => {
    box().value = text;
    box().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const key = (k: string) =>
  act(() => {
    box().dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
  });

const SUGGESTIONS = ok({
  list: [
    { word: '水质检测', kind: 'hot' },
    { word: '生活饮用水全分析检测', kind: 'name' },
  ],
  total: 2,
  page: 1,
  limit: 2,
});

describe('search suggestions under the header search box', () => {
  it('asks once the buyer pauses, marks the typed text, and ↓ Enter searches the word', async () => {
    const server = await openApp('/home', { 'search/suggest': SUGGESTIONS });
    await typeInBox('水');
    await settle(() => options().length === 2 && shown());
    expect(server.callsTo('search/suggest')).toHaveLength(1);
    expect(server.callsTo('search/suggest')[0]?.params).toEqual({ keyword: '水', type: 'goods' });
    expect(options()[0]?.textContent).toBe('热水质检测');
    expect(options()[1]?.querySelector('b')?.textContent).toBe('水');
    expect(box().getAttribute('role')).toBe('combobox');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    await key('ArrowDown');
    await key('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe('sf-suggest-1');
    expect(options()[1]?.getAttribute('aria-selected')).toBe('true');
    await key('Enter');
    await settle(() => location.pathname === '/searchResult');
    expect(new URLSearchParams(location.search).get('skw')).toBe('生活饮用水全分析检测');
  });

  it('Esc closes the list; a click on a word searches it', async () => {
    await openApp('/home', { 'search/suggest': SUGGESTIONS });
    await typeInBox('检测');
    await settle(() => options().length === 2 && shown());
    await key('Escape');
    expect(shown()).toBe(false);
    await typeInBox('检测 ');
    await settle(() => shown());
    await act(() => options()[0]!.click());
    await settle(() => location.pathname === '/searchResult');
    expect(new URLSearchParams(location.search).get('skw')).toBe('水质检测');
  });

  it('Enter on the typed text searches it and closes the list, also before the words arrive', async () => {
    const server = await openApp('/home', { 'search/suggest': SUGGESTIONS });
    await typeInBox('水');
    await settle(() => options().length === 2 && shown());
    await key('Enter');
    expect(shown()).toBe(false);
    // typed and Enter at once: the answer asked for meanwhile opens nothing
    await typeInBox('水质');
    await key('Enter');
    await new Promise((r) => setTimeout(r, 400));
    expect(shown()).toBe(false);
    expect(server.callsTo('search/suggest')).toHaveLength(1);
  });
});
