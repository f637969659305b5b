import { css } from 'goober';
import { useMemo } from 'react';
import { shadowOf } from './dom';
import { theme } from './theme';

export { theme };

type Tag = (tpl: TemplateStringsArray, ...values: Array<string | number>) => string;

export interface StyleKit {
  css: Tag;
  keyframes: Tag;
}

/**
 * The one place that chooses where goober writes (DESIGN §10): a widget's own shadow root,
 * never the host page's head; each root gets its own <style id="_goober">. The storefront
 * renders the same components in its own document, without a shadow root: there (no target)
 * goober writes to that document's head, which is the storefront's own.
 */
export function styleKit(target?: ShadowRoot): StyleKit {
  return {
    css: css.bind({ target }) as unknown as Tag,
    keyframes: css.bind({ target, k: 1 }) as unknown as Tag,
  };
}

export function useStyles<T>(container: HTMLElement | undefined, make: (kit: StyleKit) => T): T {
  return useMemo(() => make(styleKit(shadowOf(container) ?? undefined)), [container, make]);
}

/** Base rules every widget root carries: font, colours, box sizing, visible focus rings. */
export const base = (k: StyleKit): string => k.css`
  font: 14px/1.5 ${theme.font};
  color: ${theme.text};
  /* inherited text properties a host page may set on our element: reset them */
  letter-spacing: normal; word-spacing: normal; text-transform: none; text-indent: 0;
  text-align: left; font-style: normal; font-weight: 400; white-space: normal;
  position: relative;
  & *, & *::before, & *::after { box-sizing: border-box; }
  & a { color: inherit; text-decoration: none; }
  & a:hover { color: ${theme.primary}; }
  & button { font: inherit; color: inherit; cursor: pointer; }
  & :focus-visible { outline: 2px solid ${theme.primary}; outline-offset: 2px; }
  & .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

/** :host rules cannot go through goober (it prefixes a class), so each widget renders this. */
export const hostCss = (display: string): string =>
  `:host{display:${display};vertical-align:middle}:host([hidden]){display:none}`;
