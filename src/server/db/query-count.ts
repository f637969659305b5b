/**
 * Queries per request (issue 14, `npm run bench`): drizzle reports every statement it sends to
 * this logger; a request run inside `countQueries` gets its own tally (a first-screen page
 * counts the calls it answers inside itself too). Off unless TIC_QUERY_COUNT=1: then the
 * server answers each request with `X-Query-Count`, which the bench reads.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

const tally = new AsyncLocalStorage<{ queries: number }>();

/** Passed to drizzle: counts a statement for the request it runs in, if any is counted. */
export const queryCounter: Logger = {
  logQuery() {
    const box = tally.getStore();
    if (box) box.queries++;
  },
};

/** Runs `fetch` with a tally of its own (or the enclosing one) and puts the count on the answer. */
export async function countQueries(fetch: () => Response | Promise<Response>): Promise<Response> {
  const outer = tally.getStore();
  if (outer) return fetch();
  const box = { queries: 0 };
  const res = await tally.run(box, fetch);
  try {
    res.headers.set('X-Query-Count', String(box.queries));
  } catch {
    // a response with immutable headers keeps them: the count is only for the bench
  }
  return res;
}
