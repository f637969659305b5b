import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { AddToCart } from './add-to-cart/add-to-cart';
import { HotWords } from './hot-words/hot-words';
import { LoginStatus } from './login-status/login-status';
import { MiniCart } from './mini-cart/mini-cart';
import { type WidgetTag, widgetRegistry, widgetTags } from './registry';
import { SearchBar } from './search-bar/search-bar';
import { installShadowSheets } from './shared/shadow-sheet';
import { ShopFollow } from './shop-follow/shop-follow';

/** The component behind each registered tag. */
export const widgetComponents: Record<WidgetTag, ComponentType<never>> = {
  'tic-search-bar': SearchBar,
  'tic-hot-words': HotWords,
  'tic-mini-cart': MiniCart,
  'tic-shop-follow': ShopFollow,
  'tic-login-status': LoginStatus,
  'tic-add-to-cart': AddToCart,
};

/**
 * Defines every registry tag not yet defined. Loading the bundle twice, or calling this
 * again, defines nothing twice and throws nothing. Returns the tags it defined.
 */
export function defineWidgets(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): WidgetTag[] {
  if (!registry) return [];
  installShadowSheets();
  const defined: WidgetTag[] = [];
  for (const tag of widgetTags) {
    if (registry.get(tag)) continue;
    const props = Object.fromEntries(widgetRegistry[tag].attributes.map((a) => [a.prop, a.type]));
    const element = r2wc(widgetComponents[tag] as ComponentType<object>, { shadow: 'open', props });
    try {
      registry.define(tag, element);
      defined.push(tag);
    } catch {
      // another copy defined it between get() and define(): theirs stays
    }
  }
  return defined;
}
