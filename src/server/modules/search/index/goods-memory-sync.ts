/**
 * Keeps each process's GoodsMemoryIndex in step with goods_search. A goods' row gets a new
 * `changed` number from a sequence on every write (migration 0011: a trigger renumbers every
 * update), so the index reads what changed since it last looked. PGlite runs one transaction at
 * a time, so its numbers commit in order (and only drafts, never shown, are deleted). On
 * PostgreSQL two transactions may commit out of their numbers' order: there, every VERIFY_MS,
 * the index compares every row's number with its own and reads again what differs, which also
 * forgets deleted rows.
 *
 * On PGlite the index does not even ask: every write to goods_search notifies on commit
 * (migration 0012), and PGlite hands its own notifications to this process before the writer's
 * commit returns, so a search reads what changed only after something did.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { gt, inArray, type SQL, sql } from 'drizzle-orm';
import { commitsInOrder, type DbOrTx } from '../../../db';
import { goodsSearch } from '../../../db/schema';
import { listenerOf } from '../../../lib/cache';
import { GoodsMemoryIndex, type Row, SEP } from './goods-memory';

const FIELD_COLUMNS = [
  goodsSearch.nameTokens,
  goodsSearch.stdTokens,
  goodsSearch.kwTokens,
  goodsSearch.textTokens,
];
const BATCH = 5_000;
/** How often every row's number is compared with the index's (PostgreSQL's commit order). */
const VERIFY_MS = 30_000;
/** Said on commit by every write to goods_search (migration 0012). */
const CHANNEL = 'tic_goods_search';
/** Read at least this often although nothing was heard: a bound on a lost notification. */
const QUIET_READ_MS = 5_000;

/** goods_search rows with their token arrays as one string each (far cheaper to read than text[]). */
async function readRows(db: DbOrTx, where: SQL | undefined, limit?: number): Promise<Row[]> {
  const joined = FIELD_COLUMNS.map((c) => sql<string>`array_to_string(${c}, ${SEP})`);
  const query = db
    .select({
      id: goodsSearch.goodsId,
      changed: goodsSearch.changed,
      servicsId: goodsSearch.servicsId,
      sales: goodsSearch.sales,
      price: goodsSearch.minPriceFen,
      visible: goodsSearch.visible,
      nameNorm: goodsSearch.nameNorm,
      f0: joined[0]!,
      f1: joined[1]!,
      f2: joined[2]!,
      f3: joined[3]!,
    })
    .from(goodsSearch)
    .where(where)
    .orderBy(goodsSearch.changed);
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((r) => ({ ...r, changed: Number(r.changed), fields: [r.f0, r.f1, r.f2, r.f3] }));
}

interface State {
  index: GoodsMemoryIndex;
  verifiedAt: number;
  running: Promise<void> | null;
  /** PGlite: writes commit in the order of their numbers, nothing to verify. */
  inOrder: boolean;
  /** PGlite, once listening: catch up only after a notification (or QUIET_READ_MS). */
  listening: boolean;
  /** Notifications (and (re)subscriptions) heard, and how many of them the last read covers. */
  heard: number;
  readHeard: number;
  readAt: number;
}

const states = new WeakMap<object, State>();

/** Reads the rows written since the index last looked (on a new index: all of them). */
export async function catchUp(db: DbOrTx, index: GoodsMemoryIndex, batch = BATCH): Promise<void> {
  for (;;) {
    const rows = await readRows(db, gt(goodsSearch.changed, index.seen), batch);
    for (const row of rows) index.put(row);
    if (rows.length < batch) return;
    // a whole read (100,000 goods: 20 batches) lets other requests in between its batches
    await nextTurn();
  }
}

/** Compares every row's number with the index's: reads again what differs, forgets what is gone. */
async function verify(db: DbOrTx, index: GoodsMemoryIndex): Promise<void> {
  const rows = await db.select({ id: goodsSearch.goodsId, changed: goodsSearch.changed }).from(goodsSearch);
  const held = index.versions();
  const differ: number[] = [];
  for (const r of rows) {
    if (held.get(r.id) !== Number(r.changed)) differ.push(r.id);
    held.delete(r.id);
  }
  for (const id of held.keys()) index.remove(id);
  for (let i = 0; i < differ.length; i += BATCH) {
    for (const row of await readRows(db, inArray(goodsSearch.goodsId, differ.slice(i, i + BATCH))))
      index.put(row);
  }
}

/**
 * The index of `db` (the database the searches run on), brought up to date: read whole on first
 * use, then at each search what was written since (one statement on the `changed` index that
 * mostly finds nothing). A search that arrives while that read is under way waits for it.
 */
export async function goodsIndexOf(db: DbOrTx, now = Date.now()): Promise<GoodsMemoryIndex> {
  let state = states.get(db);
  if (!state) {
    state = {
      index: new GoodsMemoryIndex(),
      verifiedAt: now,
      running: null,
      inOrder: commitsInOrder(db),
      listening: false,
      heard: 0,
      readHeard: 0,
      readAt: 0,
    };
    states.set(db, state);
    if (state.inOrder) listenForWrites(db, state);
  }
  const s = state;
  const rebuild = s.index.wasteful;
  const check = !rebuild && !s.inOrder && now - s.verifiedAt >= VERIFY_MS;
  const quiet = s.listening && s.heard === s.readHeard && now - s.readAt < QUIET_READ_MS;
  if (!s.running && (rebuild || check || !quiet)) {
    if (check) s.verifiedAt = now;
    const heard = s.heard;
    s.running = (async () => {
      const index = rebuild ? new GoodsMemoryIndex() : s.index;
      await catchUp(db, index);
      if (check) await verify(db, index);
      s.index = index;
      s.readHeard = heard;
      s.readAt = now;
    })().finally(() => {
      s.running = null;
    });
  }
  if (s.running) await s.running;
  return s.index;
}

/**
 * PGlite: LISTEN for migration 0012's notification. Until the subscription is in place, and
 * after each (re)subscription, the next search reads as before.
 */
function listenForWrites(db: DbOrTx, s: State): void {
  const listen = listenerOf(db);
  if (!listen) return;
  listen(
    CHANNEL,
    () => {
      s.heard++;
    },
    () => {
      s.heard++;
      s.listening = true;
    },
  ).catch((error) => console.error('[search] listening for index writes failed:', error));
}
