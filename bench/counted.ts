import { COUNT_HEADER } from '../src/server/db/query-count';

/** Asks the server (TIC_QUERY_COUNT=1) to count a probe's statements; the load is not counted. */
export const COUNTED = { [COUNT_HEADER]: '1' };

/** One request's database statements, as the server counted them (TIC_QUERY_COUNT=1). */
export const queriesOf = (res: Response): number | undefined => {
  const n = res.headers.get('x-query-count');
  return n === null ? undefined : Number(n);
};
