/**
 * Order creation plus test payment at BUYERS concurrent buyers: a database seeded with bench
 * buyers (`npm run seed -- --buyers N`), each buyer in a loop for DURATION_S seconds putting one
 * service in the cart, submitting it as an order (order/create) and paying it (pay/payTest).
 * Latency is per request, measured here; the cart add is not counted. Run on a PGlite data
 * directory, then on PostgreSQL with 1 and 2 server processes when it answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, login } from '../e2e/support/api';
import { startServer } from '../e2e/support/server';
import type { GoodsDetail } from '../src/core/api/contract/models';
import { benchBuyerMobile } from '../src/server/seed/generate-buyers';
import { COUNTED } from './counted';
import { tempPostgres } from './postgres';
import { seedDataDir } from './search';

export const BUYERS = 20;

export interface OrderBenchResult {
  /** 'data directory' (PGlite) or 'PostgreSQL ×N' (N server processes) */
  database: string;
  buyers: number;
  duration_s: number;
  /** orders created and paid */
  orders: number;
  orders_per_s: number;
  /** order/create + pay/payTest requests per second */
  requests_per_s: number;
  /** requests_per_s as a percentage of the bare-Hono ceiling */
  pct_of_ceiling?: number;
  create_p50_ms: number;
  create_p99_ms: number;
  pay_p50_ms: number;
  pay_p99_ms: number;
  /** create and pay of one order, back to back */
  order_p99_ms: number;
  refused: number;
  /** what the refused requests were answered, by endpoint and message */
  refusals: Record<string, number>;
  /** statements one order/create and one pay/payTest send to the database (X-Query-Count) */
  queries_per_request?: { create: number; pay: number };
  /**
   * PGlite only: the event loop's time inside the database for one whole order (cart add,
   * create, pay; X-Db-Ms), the median of ALONE orders placed one after another after the load
   */
  db_ms_per_order?: number;
  /** 1000 ÷ db_ms_per_order: the orders per second one PGlite allows if nothing else took time */
  db_bound_orders_per_s?: number;
}

/** Orders placed one after another to count and time one order's statements. */
const ALONE = 20;

/** A POST as the client sends it, answering the envelope and the server's statement figures. */
async function counted(base: string, id: string, token: string, body: unknown) {
  const res = await fetch(`${base}/api/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'login-token': token, ...COUNTED },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { status: unknown; data?: { id: number } | null };
  const header = (name: string) => Number(res.headers.get(name) ?? Number.NaN);
  return { envelope, queries: header('x-query-count'), dbMs: header('x-db-ms') };
}

/** One order placed alone: the statements of its create and pay, and its database time. */
async function oneOrderAlone(base: string, token: string, address: number, item: Record<string, number>) {
  const cart = await counted(base, 'goods_cart/add', token, item);
  if (!cart.envelope.data) return undefined;
  const order = await counted(base, 'order/create', token, {
    cart_ids: [cart.envelope.data.id],
    address_id: address,
  });
  if (!order.envelope.data) return undefined;
  const pay = await counted(base, 'pay/payTest', token, { id: order.envelope.data.id });
  return { create: order.queries, pay: pay.queries, dbMs: cart.dbMs + order.dbMs + pay.dbMs };
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!) : 0;

/** The cart payload of a type-1..3 service: its first option of each required kind. */
async function purchasable(baseURL: string): Promise<Record<string, number>[]> {
  const goods = await api<{ list: Array<{ id: number; servics_id: number }> }>(baseURL, 'goods/get', {
    body: { page: 1, limit: 30 },
  });
  const payloads: Record<string, number>[] = [];
  for (const { id, servics_id } of goods.data?.list ?? []) {
    if (servics_id > 3) continue;
    const info = (await api<{ info: GoodsDetail }>(baseURL, 'goods/info', { body: { id } })).data?.info;
    if (!info?.serviceContent[0]) continue;
    payloads.push({
      goods_id: id,
      service_content_id: info.serviceContent[0].id,
      ...(info.trainingForm[0] ? { training_form_id: info.trainingForm[0].id } : {}),
    });
  }
  if (!payloads.length) throw new Error('no purchasable services found for the order bench');
  return payloads;
}

export async function orderBench(
  durationS = 10,
  buyers = BUYERS,
  postgres?: { url: string; workers: number },
): Promise<OrderBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tic-bench-orders-'));
  try {
    await seedDataDir(dataDir, ['--buyers', String(buyers)], postgres?.url);
    const server = await startServer({
      compiled: 'start',
      env: {
        DATABASE_URL: postgres?.url,
        TIC_DATA_DIR: dataDir,
        TIC_WORKERS: String(postgres?.workers ?? 1),
        TIC_QUERY_COUNT: '1',
      },
      partner: false,
      readyTimeoutMs: 180_000,
    });
    try {
      const base = server.baseURL;
      const items = await purchasable(base);
      // one after the other: the server hashes a bounded number of passwords at once and answers
      // the rest 系统繁忙 (lib/hash-gate.ts), as it should under a burst of logins
      const sessions: Array<{ token: string; address: number }> = [];
      for (let i = 0; i < buyers; i++) {
        const { token } = await login(base, 'buyer', benchBuyerMobile(i + 1));
        const addresses = await api<{ list: Array<{ id: number }> }>(base, 'user_address/get', { token });
        const address = addresses.data?.list[0]?.id;
        if (!address) throw new Error(`bench buyer ${i + 1} has no address`);
        sessions.push({ token, address });
      }
      const create: number[] = [];
      const pay: number[] = [];
      const whole: number[] = [];
      const refusals: Record<string, number> = {};
      const refuse = (id: string, message: unknown) => {
        const key = `${id}: ${String(message)}`;
        refusals[key] = (refusals[key] ?? 0) + 1;
      };
      const deadline = Date.now() + durationS * 1000;
      const started = Date.now();
      await Promise.all(
        sessions.map(async ({ token, address }, b) => {
          for (let n = b; Date.now() < deadline; n++) {
            const cart = await api<{ id: number }>(base, 'goods_cart/add', {
              method: 'POST',
              token,
              body: items[n % items.length]!,
            });
            if (cart.status !== true || !cart.data) {
              refuse('goods_cart/add', cart.message);
              continue;
            }
            const t0 = performance.now();
            const order = await api<{ id: number }>(base, 'order/create', {
              method: 'POST',
              token,
              body: { cart_ids: [cart.data.id], address_id: address },
            });
            const t1 = performance.now();
            create.push(t1 - t0);
            if (order.status !== true || !order.data) {
              refuse('order/create', order.message);
              continue;
            }
            const paid = await api(base, 'pay/payTest', {
              method: 'POST',
              token,
              body: { id: order.data.id },
            });
            const t2 = performance.now();
            pay.push(t2 - t1);
            if (paid.status === true) whole.push(t2 - t0);
            else refuse('pay/payTest', paid.message);
          }
        }),
      );
      const seconds = (Date.now() - started) / 1000;
      for (const list of [create, pay, whole]) list.sort((a, b) => a - b);
      const first = sessions[0]!;
      const alone = [];
      for (let i = 0; i < ALONE; i++)
        alone.push(await oneOrderAlone(base, first.token, first.address, items[0]!));
      const queries = alone.at(-1);
      const dbMs = alone.map((o) => o?.dbMs ?? Number.NaN).filter(Number.isFinite);
      const dbMsPerOrder = dbMs.length ? dbMs.sort((a, b) => a - b)[dbMs.length >> 1]! : undefined;
      return {
        database: postgres ? `PostgreSQL ×${postgres.workers}` : 'data directory',
        buyers,
        duration_s: durationS,
        orders: whole.length,
        orders_per_s: Math.round((whole.length / seconds) * 10) / 10,
        requests_per_s: Math.round(((create.length + pay.length) / seconds) * 10) / 10,
        create_p50_ms: percentile(create, 50),
        create_p99_ms: percentile(create, 99),
        pay_p50_ms: percentile(pay, 50),
        pay_p99_ms: percentile(pay, 99),
        order_p99_ms: percentile(whole, 99),
        refused: Object.values(refusals).reduce((a, b) => a + b, 0),
        refusals,
        queries_per_request: queries && { create: queries.create, pay: queries.pay },
        ...(dbMsPerOrder && {
          db_ms_per_order: Math.round(dbMsPerOrder * 10) / 10,
          db_bound_orders_per_s: Math.round(1000 / dbMsPerOrder),
        }),
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The order run on the data directory, then on PostgreSQL with 1 and 2 processes if it answers. */
export async function orderBenches(durationS: number): Promise<OrderBenchResult[]> {
  const runs = [await orderBench(durationS)];
  for (const workers of [1, 2]) {
    const temp = await tempPostgres();
    if (!temp) break;
    try {
      runs.push(await orderBench(durationS, BUYERS, { url: temp.url, workers }));
    } finally {
      await temp.drop();
    }
  }
  return runs;
}

export function printOrders(runs: OrderBenchResult[]): void {
  const first = runs[0];
  if (!first) return;
  console.log(`\norder/create + pay/payTest (${first.buyers} buyers in parallel, ${first.duration_s} s)`);
  const cols = [
    'orders',
    'orders/s',
    'req/s',
    '% ceil',
    'create p50',
    'create p99',
    'pay p50',
    'pay p99',
    'order p99',
    'refused',
  ];
  console.log(''.padEnd(18) + cols.map((c) => c.padStart(11)).join(''));
  for (const r of runs) {
    const figures = [
      r.orders,
      r.orders_per_s,
      r.requests_per_s,
      r.pct_of_ceiling ?? '—',
      r.create_p50_ms,
      r.create_p99_ms,
      r.pay_p50_ms,
      r.pay_p99_ms,
      r.order_p99_ms,
      r.refused,
    ];
    console.log(r.database.padEnd(18) + figures.map((v) => String(v).padStart(11)).join(''));
  }
  for (const r of runs)
    for (const [refusal, times] of Object.entries(r.refusals))
      console.log(`${r.database} refused ×${times}: ${refusal}`);
  const q = first.queries_per_request;
  console.log(`queries per request: order/create ${q?.create ?? '—'} · pay/payTest ${q?.pay ?? '—'}`);
  if (first.db_ms_per_order)
    console.log(
      `one order inside PGlite (cart add + create + pay, alone): ${first.db_ms_per_order} ms, ` +
        `so at most ${first.db_bound_orders_per_s} orders/s on one PGlite if nothing else took time`,
    );
}
