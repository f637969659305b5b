/** Component-test helpers that mount real custom elements and look inside their shadow roots. */
import { flush } from '../../core/testing/fake-api';

/** Puts `html` on the page as a browser would parse it; answers its first element once upgraded. */
export async function mount<T extends HTMLElement = HTMLElement>(html: string): Promise<T> {
  // like a browser parsing the page: attributes are in place before the element upgrades
  const tpl = document.createElement('template');
  tpl.innerHTML = html;
  const box = document.createElement('div');
  box.append(document.importNode(tpl.content, true));
  document.body.append(box);
  await flush();
  return box.firstElementChild as T;
}

export const shadow = (el: Element): ShadowRoot => {
  if (!el.shadowRoot) throw new Error(`${el.tagName} has no open shadow root`);
  return el.shadowRoot;
};

export const $ = <T extends Element = HTMLElement>(el: Element, selector: string): T | null =>
  shadow(el).querySelector<T>(selector);

export const $$ = <T extends Element = HTMLElement>(el: Element, selector: string): T[] =>
  Array.from(shadow(el).querySelectorAll<T>(selector));

export const text = (el: Element, selector: string): string => $(el, selector)?.textContent?.trim() ?? '';

/** The toast this widget shows (inside its own shadow root), or ''. */
export const toastOf = (el: Element): string => $(el, '[part="toast"]')?.textContent ?? '';

export const key = (target: Element, k: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
