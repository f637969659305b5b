/**
 * The storefront pages the embeddable widgets link to. The widgets know the storefront only by
 * these paths (they never import the storefront); a test in the storefront keeps each one a row
 * of its route table, so a renamed page fails there instead of leaving a dead link on a portal.
 */
export const WIDGET_LINKS = [
  '/',
  '/home',
  '/searchResult',
  '/login',
  '/reg',
  '/shopcar',
  '/shopcarsettle',
  '/merchant',
  '/expert',
  '/home/order',
  '/home/usercenter',
  '/home/collect',
  '/home/safeset',
] as const;
export type WidgetLink = (typeof WIDGET_LINKS)[number];
