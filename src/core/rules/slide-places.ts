/**
 * Where the console's slides show. The server accepts only these keys when a slide is saved, the
 * storefront asks for them, and the console offers them as 显示位置.
 */

/** carousel/get `position`: the home page and the channel pages that open with a carousel. */
export const CAROUSEL_POSITIONS = [
  'home',
  'check',
  'approbation',
  'metering',
  'consult',
  'subsidy',
  'greenc',
] as const;
export type CarouselPosition = (typeof CAROUSEL_POSITIONS)[number];

/** channel_banner/get `channel`: the pages with a banner strip (home: the home page's strip). */
export const BANNER_CHANNELS = ['home', 'news', 'notice', 'help', 'recommend', 'orgs', 'pages'] as const;
export type BannerChannel = (typeof BANNER_CHANNELS)[number];
