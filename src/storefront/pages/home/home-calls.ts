import type { EndpointId } from '../../../core';

/**
 * The home page's first-screen calls, shared with its route loader, which starts them while
 * the page chunk downloads (components/use-api.ts prefetchApi): the carousel image is the
 * largest paint, and every round trip before it counts.
 */
export const HOME_CALLS = {
  carousel: ['carousel/get', { position: 'home', page: 1, limit: 10 }],
  tree: ['goods_category/getTreeFront', {}],
  merchants: ['merchant/get', { page: 1, limit: 100 }],
} as const satisfies Record<string, readonly [EndpointId, Record<string, unknown>]>;
