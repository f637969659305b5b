import { describe, expect, it } from 'vitest';
import { shadowCss } from '../shared/shadow-sheet';
import { eventsOfEachTest, flush, ok, STOREFRONT, setupWidgets } from '../testing/helpers';
import { $, $$, key, mount, text } from '../testing/shadow';

const words = (type: unknown, limit: unknown) =>
  ok({
    list: Array.from({ length: Number(limit) }, (_, i) => ({
      id: i + 1,
      keyword: `${type === 'merchant' ? '商家' : '服务'}${i + 1}`,
    })),
    total: 40,
    page: 1,
    limit,
  });

const events = eventsOfEachTest();

describe('<tic-hot-words>', () => {
  it('loads 热门搜索 for goods, page 1, limit 20 by default', async () => {
    const { server } = setupWidgets({ 'search/get': (p) => words(p.type, p.limit) });
    const el = await mount('<tic-hot-words></tic-hot-words>');
    expect(text(el, '[part="label"]')).toBe('热门搜索：');
    expect(server.callsTo('search/get')[0].params).toEqual({ page: 1, limit: 20, type: 'goods' });
    const shown = $$(el, '[part="word"]').map((b) => b.textContent);
    expect(shown).toHaveLength(20);
    expect(shown[0]).toBe('服务1');
  });

  it('type and limit attributes', async () => {
    const { server } = setupWidgets({ 'search/get': (p) => words(p.type, p.limit) });
    const el = await mount('<tic-hot-words type="merchant" limit="5"></tic-hot-words>');
    expect(server.callsTo('search/get')[0].params).toEqual({ page: 1, limit: 5, type: 'merchant' });
    expect($$(el, '[part="word"]').map((b) => b.textContent)).toEqual([
      '商家1',
      '商家2',
      '商家3',
      '商家4',
      '商家5',
    ]);
  });

  it('keeps the words on one line and hides the rest whole (a word that does not fit wraps out of sight)', async () => {
    setupWidgets({ 'search/get': (p) => words(p.type, p.limit) });
    const el = await mount('<tic-hot-words></tic-hot-words>');
    const list = $(el, '[part="list"]')!;
    const style = getComputedStyle(list);
    expect(style.whiteSpace).toBe('nowrap');
    expect(style.overflow).toBe('hidden');
    expect(style.flexWrap).toBe('wrap');
    expect(style.height).toBe('22px');
    // the rules live in the widget's own shadow root (an adopted sheet: no inline <style>), not in the page
    expect(shadowCss(el.shadowRoot!)).toContain('white-space:nowrap');
    expect(el.shadowRoot!.querySelector('style')).toBeNull();
    expect(document.head.querySelector('#_goober')).toBeNull();
  });

  it('a click on a word searches with it', async () => {
    const { navigate } = setupWidgets({ 'search/get': (p) => words(p.type, p.limit) });
    events.record('tic-search');
    const el = await mount('<tic-hot-words type="merchant" limit="3"></tic-hot-words>');
    $$<HTMLButtonElement>(el, '[part="word"]')[1].click();
    expect(events.seen.map((e) => e.detail)).toEqual([{ keyword: '商家2', type: 'merchant' }]);
    expect(navigate).toHaveBeenCalledWith(
      `${STOREFRONT}/searchResult?skw=${encodeURIComponent('商家2')}&stype=merchant`,
    );
  });

  it('words are buttons, so Enter runs them too', async () => {
    setupWidgets({ 'search/get': (p) => words(p.type, p.limit) });
    const el = await mount('<tic-hot-words limit="2"></tic-hot-words>');
    const word = $$<HTMLButtonElement>(el, '[part="word"]')[0];
    expect(word.tagName).toBe('BUTTON');
    expect(word.getAttribute('type')).toBe('button');
    key(word, 'Enter');
    await flush();
    expect($(el, '[part="list"]')).not.toBeNull();
  });

  it('the words are one tab stop: the arrows, Home and End move between them', async () => {
    setupWidgets({ 'search/get': (p) => words(p.type, p.limit) });
    const el = await mount('<tic-hot-words limit="4"></tic-hot-words>');
    const buttons = () => $$<HTMLButtonElement>(el, '[part="word"]');
    const stops = () =>
      buttons()
        .filter((b) => b.tabIndex === 0)
        .map((b) => b.textContent);
    expect(stops()).toEqual(['服务1']);
    const focused = () => el.shadowRoot?.activeElement?.textContent;
    buttons()[0]!.focus();
    key(buttons()[0]!, 'ArrowRight');
    await flush();
    expect(focused()).toBe('服务2');
    expect(stops()).toEqual(['服务2']);
    key(buttons()[1]!, 'End');
    await flush();
    expect(focused()).toBe('服务4');
    key(buttons()[3]!, 'ArrowRight');
    await flush();
    expect(focused()).toBe('服务1');
    key(buttons()[0]!, 'ArrowLeft');
    await flush();
    expect(stops()).toEqual(['服务4']);
  });
});
