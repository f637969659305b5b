/**
 * Queries per request (`npm run bench`): drizzle reports every statement it sends to
 * this logger; a request run inside `countQueries` gets its own tally (a first-screen page
 * counts the calls it answers inside itself too). Off unless TIC_QUERY_COUNT=1: then a request
 * that carries COUNT_HEADER is answered with `X-Query-Count`, the statements it sent, and on
 * PGlite with `X-Db-Ms`, the time they held the event loop inside the database. The bench asks
 * on its probes only: counting rebuilds each answer to add the header, which cost config/load
 * about a sixth of its throughput when every request under load was counted.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';

const tally = new AsyncLocalStorage<{ queries: number; dbMs: number }>();
/** Counted requests under way; at none the storage is disabled (see countQueries). */
let counting = 0;

/** Passed to drizzle: counts a statement for the request it runs in, if any is counted. */
export const queryCounter: Logger = {
  logQuery() {
    const box = tally.getStore();
    if (box) box.queries++;
  },
};

/**
 * Adds the time each protocol exchange with PGlite takes to the counted request that sent it.
 * PGlite runs PostgreSQL on the calling thread, so this is time no other request could use: the
 * bench divides a second by it to bound orders per second on one PGlite (bench/orders.ts).
 */
export function timeDatabase(pglite: PGlite): void {
  const exchange = pglite.execProtocolStream.bind(pglite);
  pglite.execProtocolStream = async (message, options) => {
    const box = tally.getStore();
    if (!box) return exchange(message, options);
    const started = performance.now();
    try {
      return await exchange(message, options);
    } finally {
      box.dbMs += performance.now() - started;
    }
  };
}

/** The request header asking for the statement figures (any value). */
export const COUNT_HEADER = 'X-Count-Queries';

/** `fetch`, counting the requests that ask for it (COUNT_HEADER). */
export function countWhenAsked<A extends unknown[]>(
  fetch: (req: Request, ...rest: A) => Response | Promise<Response>,
): (req: Request, ...rest: A) => Response | Promise<Response> {
  return (req, ...rest) =>
    req.headers.has(COUNT_HEADER) ? countQueries(() => fetch(req, ...rest)) : fetch(req, ...rest);
}

/** Runs `fetch` with a tally of its own (or the enclosing one) and puts the count on the answer. */
export async function countQueries(fetch: () => Response | Promise<Response>): Promise<Response> {
  const outer = tally.getStore();
  if (outer) return fetch();
  const box = { queries: 0, dbMs: 0 };
  counting++;
  let res: Response;
  try {
    res = await tally.run(box, fetch);
  } finally {
    // once run, the storage keeps Node's promise hooks on for every promise of every later
    // request (7 % of config/load's time in a profile); disabled, it stops them
    if (--counting === 0) tally.disable();
  }
  try {
    res.headers.set('X-Query-Count', String(box.queries));
    if (box.dbMs > 0) res.headers.set('X-Db-Ms', box.dbMs.toFixed(2));
  } catch {
    // a response with immutable headers keeps them: the count is only for the bench
  }
  return res;
}
