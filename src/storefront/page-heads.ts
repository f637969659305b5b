/**
 * The words of each page's HTML head as the server writes them (page-heads.json): the route's
 * title, its description (page-descriptions.ts) and, for a detail page, its item's call.
 *
 * Detail pages named by their item: the public call that answers the item, and the paths in its
 * answer to the item's name and to its text (tried in order). The server writes them into the
 * page's HTML as its title and description (server/page-head.ts), so a search engine sees the
 * service's or the article's own words; the page sets the same once it has the item. Read by the
 * build only (vite.storefront.config.ts puts it into page-heads.json): the entry does not carry it.
 */
import type { FirstCall } from '../core/api/contract/first-calls';
import { describePage } from './page-descriptions';

export interface NamedPage {
  call: FirstCall;
  name: string;
  text?: readonly string[];
}

const article = (id: 'article/detail' | 'help/detail' | 'announcement/detail'): NamedPage => ({
  call: [id, { id: '?id' }],
  name: 'info.title',
  text: ['info.summary', 'info.content'],
});

const shop: NamedPage = {
  call: ['merchant/info', { id: '?id' }],
  name: 'info.org_name',
  text: ['info.intro'],
};

/** By route path. */
export const NAMED_PAGES: Record<string, NamedPage> = {
  '/home/goodsdetail': {
    call: ['goods/info', { id: '?id' }],
    name: 'info.name',
    text: ['info.description', 'info.content'],
  },
  '/shop': shop,
  '/news/detail': article('article/detail'),
  '/help/detail': article('help/detail'),
  '/notice/detail': article('announcement/detail'),
};

/** page-heads.json (server/page-head.ts): each built route's title and description, and its item's call. */
export function pageHeads(
  rows: readonly { path: string; title: string }[],
): Record<string, { title: string; description: string; named?: NamedPage }> {
  return Object.fromEntries(
    rows.map((r) => [
      r.path,
      {
        title: r.title,
        description: describePage(r.path),
        ...(NAMED_PAGES[r.path] && { named: NAMED_PAGES[r.path] }),
      },
    ]),
  );
}
