/**
 * The first screen's calls (the storefront's route table declares them per page): the server
 * answers them inside the page's HTML and the client looks the answers up, so both sides must
 * name a call the same way. Pure: the server imports this.
 */
import type { EndpointId } from './endpoints';

/** The id of the `<script type="application/json">` that carries the answers in the HTML. */
export const FIRST_ANSWERS_ID = 'tic-boot';

/**
 * A public GET a page makes for its first screen, with the parameters it passes; a string value
 * `'?name'` stands for the query parameter `name` of the page's address.
 */
export type FirstCall = readonly [EndpointId, Readonly<Record<string, string | number>>];

/**
 * One key for a call however its caller spelled the parameters (order, 1 or '1'); null and
 * undefined are left out, as the client leaves them out of the query string.
 */
export function callKey(id: string, params: Readonly<Record<string, unknown>> = {}): string {
  const query = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .sort();
  return `${id}?${query.join('&')}`;
}

/** The call with its `'?name'` values taken from the address; null when one is missing. */
export function resolveCall(
  [id, template]: FirstCall,
  query: URLSearchParams,
): [EndpointId, Record<string, string | number>] | null {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(template)) {
    if (typeof value === 'string' && value.startsWith('?')) {
      const given = query.get(value.slice(1))?.trim();
      if (!given) return null;
      params[key] = given;
    } else params[key] = value;
  }
  return [id, params];
}

/**
 * What the first screen of a page leaves out of one of its first calls' answers: fields the page
 * does not show, which the server then does not write into its HTML.
 */
export interface FirstScreenTrim {
  /** Fields of each item of the answer's `list` (and of their `children`) the page never reads. */
  drop?: readonly string[];
  /** Fields of the items' `children` the page never reads besides `drop` (a deeper level, say). */
  childDrop?: readonly string[];
  /** A field dropped where the named field has a value: the page reads it only in its place. */
  spare?: Readonly<Record<string, string>>;
  /** Items after the first `shown` keep only `keep` (the page shows the first `shown` only). */
  rest?: { shown: number; keep: readonly string[] };
  /**
   * Text fields a page shows clamped to a few lines: cut after this many full-width characters
   * (narrower ones count half), kept longer than the widest box shows, so the page looks the same.
   */
  clip?: Readonly<Record<string, number>>;
}
