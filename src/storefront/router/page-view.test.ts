import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAnalyticsUntil, holdsHandoff, reportPageView, resetPageViews } from './page-view';

describe('reportPageView (analytics)', () => {
  afterEach(() => {
    delete (window as { _hmt?: unknown })._hmt;
    for (const e of document.querySelectorAll('meta[name="tic-analytics"], script[data-tic-analytics]'))
      e.remove();
    history.replaceState(null, '', '/');
    resetPageViews();
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

  it('adds the configured script with the first page shown, once', () => {
    const meta = document.createElement('meta');
    meta.name = 'tic-analytics';
    meta.content = 'https://stats.example.com/s.js';
    document.head.append(meta);
    reportPageView('/home');
    reportPageView('/help');
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-tic-analytics]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://stats.example.com/s.js');
    expect(scripts[0]?.async).toBe(true);
  });

  it('neither adds the script nor counts a page while /searchResult holds a t hand-off', () => {
    const meta = document.createElement('meta');
    meta.name = 'tic-analytics';
    meta.content = 'https://stats.example.com/s.js';
    document.head.append(meta);
    const push = vi.fn();
    (window as { _hmt?: unknown })._hmt = { push };
    history.replaceState(null, '', '/searchResult?skw=a&t=0123456789abcdef0123');
    reportPageView('/searchResult?skw=a&t=0123456789abcdef0123');
    expect(document.querySelector('script[data-tic-analytics]')).toBeNull();
    // the page took the token out of the address: now the script comes, counting this page
    history.replaceState(null, '', '/searchResult?skw=a');
    reportPageView('/searchResult?skw=a');
    expect(document.querySelector('script[data-tic-analytics]')).not.toBeNull();
    expect(push).not.toHaveBeenCalled();
  });

  const configure = () => {
    const meta = document.createElement('meta');
    meta.name = 'tic-analytics';
    meta.content = 'https://stats.example.com/s.js';
    document.head.append(meta);
  };
  const script = () => document.querySelector('script[data-tic-analytics]');

  it('waits until the handed-over code is spent: the loaded address then holds nothing live', async () => {
    configure();
    let answer!: () => void;
    holdAnalyticsUntil(new Promise<void>((resolve) => (answer = resolve)));
    reportPageView('/searchResult?skw=a');
    await Promise.resolve();
    expect(script()).toBeNull();
    answer();
    await vi.waitFor(() => expect(script()).not.toBeNull());
  });

  it('stays away from a load whose code got no answer (it may still be live)', async () => {
    configure();
    holdAnalyticsUntil(Promise.reject(new Error('network')));
    reportPageView('/searchResult?skw=a');
    await new Promise((r) => setTimeout(r, 10));
    reportPageView('/help');
    await new Promise((r) => setTimeout(r, 10));
    expect(script()).toBeNull();
  });

  it('knows a hand-off only on /searchResult with t', () => {
    expect(holdsHandoff('/searchResult?t=x')).toBe(true);
    expect(holdsHandoff('/searchResult/?skw=1&t=')).toBe(true);
    expect(holdsHandoff('/searchResult?skw=t')).toBe(false);
    expect(holdsHandoff('/home?t=x')).toBe(false);
  });
});
