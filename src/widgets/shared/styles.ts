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
 * A shadow root's styles, the :host rule (h) and goober's rules (data), in one adopted
 * stylesheet. Constructed stylesheets are not inline styles: a host page whose CSP allows no
 * 'unsafe-inline' styles still lets them through (DESIGN §5, a strict host).
 */
interface RootSheet {
  h: string;
  d: string;
  s: CSSStyleSheet;
  data: string;
}
type StyledRoot = ShadowRoot & { tic?: RootSheet };

function rootSheet(root: StyledRoot): RootSheet {
  if (!root.tic) {
    const s = new CSSStyleSheet();
    root.adoptedStyleSheets = [s];
    root.tic = {
      h: '',
      d: '',
      s,
      get data() {
        return this.d;
      },
      set data(v: string) {
        this.d = v;
        this.s.replaceSync(this.h + v);
      },
    };
  }
  return root.tic;
}

/**
 * The one place that chooses where goober writes (DESIGN §10): a widget's own shadow root,
 * never the host page's head. goober writes to `target.querySelector('#_goober').firstChild.data`;
 * for a shadow root that "text node" is its adopted stylesheet. The storefront renders the same
 * components in its own document, without a shadow root: there (no target) goober writes to that
 * document's head, which is the storefront's own.
 */
export function styleKit(root?: ShadowRoot): StyleKit {
  const target = root && { querySelector: () => ({ parentNode: 1, firstChild: rootSheet(root) }) };
  return {
    css: css.bind({ target } as never) as unknown as Tag,
    keyframes: css.bind({ target, k: 1 } as never) as unknown as Tag,
  };
}

/** The styles of a widget's shadow root, for tests and tools. */
export const shadowCss = (root: StyledRoot): string => (root.tic ? root.tic.h + root.tic.d : '');

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

/** The widget element's own display (:host rules cannot go through goober, which adds a class). */
export function useHost(container: HTMLElement | undefined, display: string): void {
  const root = shadowOf(container);
  const h = `:host{display:${display};vertical-align:middle}:host([hidden]){display:none}`;
  const r = root && rootSheet(root);
  if (r && r.h !== h) {
    r.h = h;
    r.data = r.d;
  }
}
