import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportPageView } from './page-view';

describe('reportPageView (spec §9 analytics)', () => {
  afterEach(() => {
    delete (window as { _hmt?: unknown })._hmt;
  });

  it('leaves the first page to the script, then reports each page shown', () => {
    const push = vi.fn();
    (window as { _hmt?: unknown })._hmt = { push };
    const events: unknown[] = [];
    const listen = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('tic-pageview', listen);
    document.title = '服务详情 - 检验检测认证服务商城';

    reportPageView('/home');
    expect(push).not.toHaveBeenCalled();
    reportPageView('/home/goodsdetail?id=1');
    expect(push).toHaveBeenCalledWith(['_trackPageview', '/home/goodsdetail?id=1']);
    expect(events).toEqual([{ path: '/home/goodsdetail?id=1', title: '服务详情 - 检验检测认证服务商城' }]);

    delete (window as { _hmt?: unknown })._hmt; // no script configured: the event alone
    reportPageView('/help');
    expect(events).toHaveLength(2);
    window.removeEventListener('tic-pageview', listen);
  });
});
