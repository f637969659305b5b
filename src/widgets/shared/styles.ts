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
 * How styles reach a shadow root (shadow-sheet.ts): installed by the widget bundle, the only
 * renderer into shadow roots; the storefront renders the same components into its own document.
 */
export const shadowStyles: {
  /** The object goober writes to for this root. */
  target?(root: ShadowRoot): object;
  /** The root's own :host rule. */
  host?(root: ShadowRoot, display: string): void;
} = {};

/**
 * The one place that chooses where goober writes: a widget's own shadow root,
 * never the host page's head. The storefront renders the same components in its own document,
 * without a shadow root: there (no target) goober writes to that document's head, which is the
 * storefront's own.
 */
export function styleKit(root?: ShadowRoot): StyleKit {
  const target = root && shadowStyles.target!(root);
  return {
    css: css.bind({ target } as never) as unknown as Tag,
    keyframes: css.bind({ target, k: 1 } as never) as unknown as Tag,
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
  & .sr { position: absolute; left: 0; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

/** The widget element's own display (:host rules cannot go through goober, which adds a class). */
export function useHost(container: HTMLElement | undefined, display: string): void {
  const root = shadowOf(container);
  if (root) shadowStyles.host!(root, display);
}
