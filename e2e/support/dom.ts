/**
 * The few browser globals that page.evaluate callbacks use, typed locally: tsconfig.node.json has
 * no DOM lib, and a `/// <reference lib="dom" />` here would leak DOM types into the server's
 * type check. Inside a callback write `const g = globalThis as unknown as PageGlobals;` — the cast is
 * erased, so the serialized function needs nothing from this module at run time.
 */
export interface Rect {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}

export interface ElementList extends Iterable<El> {
  length: number;
}

export interface El {
  localName: string;
  shadowRoot: El | null;
  offsetTop: number;
  textContent: string | null;
  src: string;
  dataset: Record<string, string | undefined>;
  children: { length: number };
  getBoundingClientRect(): Rect;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): ElementList;
  append(...nodes: El[]): void;
  remove(): void;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

export interface Style {
  getPropertyValue(name: string): string;
  backgroundColor: string;
  borderTopStyle: string;
  overflowX: string;
  overflowY: string;
}

export interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface PageGlobals {
  document: El & {
    head: El;
    body: El;
    documentElement: El;
    scripts: ElementList;
    styleSheets: { length: number };
    fonts: { ready: Promise<unknown> };
    createElement(tag: string): El;
    addEventListener(
      type: string,
      listener: (event: { detail: unknown; preventDefault(): void }) => void,
    ): void;
  };
  getComputedStyle(el: El): Style;
  localStorage: WebStorage;
  sessionStorage: WebStorage;
  customElements: { get(tag: string): unknown };
  [key: string]: unknown;
}
