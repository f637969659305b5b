/**
 * A widget's styles live in its shadow root's one adopted stylesheet: the :host rule (h) and
 * goober's rules (d). Constructed stylesheets are not inline styles, so a host page whose CSP
 * allows no 'unsafe-inline' styles still lets them through (a strict host). goober
 * writes to `target.querySelector('#_goober').firstChild.data`: here that "text node" is the sheet.
 */
import { shadowStyles } from './styles';

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

export function installShadowSheets(): void {
  shadowStyles.target = (root) => ({ querySelector: () => ({ parentNode: 1, firstChild: rootSheet(root) }) });
  shadowStyles.host = (root, display) => {
    const r = rootSheet(root);
    const h = `:host{display:${display};vertical-align:middle}:host([hidden]){display:none}`;
    if (r.h !== h) {
      r.h = h;
      r.data = r.d;
    }
  };
}

/** The styles of a widget's shadow root, for tests and tools. */
export const shadowCss = (root: StyledRoot): string => (root.tic ? root.tic.h + root.tic.d : '');
