import type { FirstCall } from '../../../core/api/contract/first-calls';

/**
 * The home page's first-screen calls (its `first` in the route table): the server answers them
 * inside the HTML, and on a client-side visit they start while the page chunk downloads. The
 * carousel comes first: its first picture is the largest paint (the table points at it).
 */
export const HOME_CALLS = {
  carousel: ['carousel/get', { position: 'home', page: 1, limit: 10 }],
  tree: ['goods_category/getTreeFront', {}],
  merchants: ['merchant/get', { page: 1, limit: 100 }],
  notices: ['announcement/get', { page: 1, limit: 4 }],
  banners: ['channel_banner/get', { page: 1, limit: 6 }],
  recommended: ['goods/get', { recommended: 1, page: 1, limit: 10 }],
} as const satisfies Record<string, FirstCall>;
