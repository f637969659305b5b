import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, refused } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, SITE, settle } from '../../testing/render-app';

const PAGES: Record<number, string> = { 12: '订购流程', 13: '售后说明', 3: '商家入驻' };

const routes = {
  'page/info': (p: Record<string, unknown>) => {
    const id = Number(p.id);
    return PAGES[id]
      ? ok({ info: { id, title: PAGES[id], content: `<h3>${PAGES[id]}正文</h3><p>说明</p>`, views: 7 } })
      : refused('页面不存在');
  },
  'page/view': ok({ views: 8 }),
};

const heading = () => main()!.querySelector('.sf-ct-article h1')?.textContent;
const current = () => main()!.querySelector('.sf-ct-side-links [aria-current="page"]')?.textContent;
const link = (text: string) =>
  [...main()!.querySelectorAll<HTMLAnchorElement>('.sf-ct-side-links a')].find(
    (a) => a.textContent === text,
  )!;

beforeEach(resetApp);
afterEach(resetApp);

describe('/spage?id=', () => {
  it('shows the page of the id with all nine pages in the side list', async () => {
    await openApp('/spage?id=13', routes);
    await settle(() => heading() === '售后说明');
    expect(main()!.querySelectorAll('.sf-ct-side-links a')).toHaveLength(9);
    expect(current()).toBe('售后说明');
    expect(main()!.querySelector('.sf-rich-text h3')?.textContent).toBe('售后说明正文');
    await settle(() => document.title === `售后说明 - ${SITE}`);
  });

  it('switches page in place when another id is chosen, counting each view once', async () => {
    const server = await openApp('/spage?id=12', routes);
    await settle(() => heading() === '订购流程');
    await act(() => link('商家入驻').click());
    await settle(() => heading() === '商家入驻');
    expect(location.search).toBe('?id=3');
    expect(current()).toBe('商家入驻');
    await act(() => link('订购流程').click());
    await settle(() => heading() === '订购流程');
    const viewed = server.callsTo('page/view').map((c) => c.params.id);
    expect(viewed.filter((id) => id === 3)).toHaveLength(1);
    expect(viewed.filter((id) => id === 12).length).toBeLessThanOrEqual(1);
  });

  it('opens the first page without an id, and says so for an unknown one', async () => {
    await openApp('/spage', routes);
    await settle(() => heading() === '订购流程');
    expect(current()).toBe('订购流程');

    await openApp('/spage?id=99', routes);
    await settle(() => !!main()!.querySelector('.sf-empty'));
    expect(main()!.textContent).toContain('页面不存在');
    expect(current()).toBeUndefined();
  });
});
