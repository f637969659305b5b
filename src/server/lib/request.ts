import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { HttpMethod } from '../../core/api/contract/endpoints';
import { ApiFailure, fail, MESSAGES } from './envelope';
import type { Paging } from './handler';
import { checkRawInput, toPositiveInt } from './validation';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Query parameters; a repeated key keeps its first value (nothing here takes arrays). */
function queryInput(c: Context): Record<string, unknown> {
  return { ...c.req.query() };
}

/** JSON, or one of its structured kinds (application/problem+json …), whatever the charset. */
const isJsonType = (type: string): boolean => /^application\/([\w.+-]+\+)?json\s*(;|$)/.test(type);

/**
 * GET reads the query; POST reads a JSON body over the query. A POST of any other type is
 * refused before it runs: text/plain and forms are what a foreign page can make a visitor's
 * browser send without a CORS preflight, so they must never reach a handler. Only the upload
 * endpoint takes multipart, and it reads the form itself. Anything that is not a flat-enough
 * object of sane strings is refused too.
 */
export async function readInput(
  c: Context,
  method: HttpMethod,
  multipart = false,
): Promise<Record<string, unknown>> {
  const query = queryInput(c);
  let body: Record<string, unknown> = {};
  if (method === 'POST') {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (multipart && type.startsWith('multipart/form-data')) {
      body = {}; // uploads read c.req themselves
    } else if (!isJsonType(type)) {
      throw new ApiFailure(fail(MESSAGES.notJson), 415);
    } else {
      const text = await c.req.text();
      if (text.trim()) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          throw new ApiFailure(fail(MESSAGES.badJson));
        }
        if (!isPlainObject(parsed)) throw new ApiFailure(fail(MESSAGES.badParams));
        body = parsed;
      }
    }
  }
  const input = { ...query, ...body };
  const problem = checkRawInput(input);
  if (problem) throw new ApiFailure(fail(problem));
  return input;
}

export const DEFAULT_LIMIT = 20;
const MAX_PAGE = 100_000;

/** page from 1, limit clamped to the endpoint's listMax; junk is refused. */
export function parsePaging(input: Record<string, unknown>, listMax: number | undefined): Paging {
  const rawPage = input.page;
  const rawLimit = input.limit;
  const page = rawPage === undefined || rawPage === '' ? 1 : toPositiveInt(rawPage);
  const limit = rawLimit === undefined || rawLimit === '' ? DEFAULT_LIMIT : toPositiveInt(rawLimit);
  if (page === null || limit === null || page > MAX_PAGE) throw new ApiFailure(fail('无效的分页参数'));
  return { page, limit: Math.min(limit, listMax ?? DEFAULT_LIMIT) };
}

/** The client's address: the proxy's word when we sit behind one, else the socket's. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    // the right-most entry is the one our own proxy appended; the rest is client-supplied
    const last = forwarded?.split(',').pop()?.trim();
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}
