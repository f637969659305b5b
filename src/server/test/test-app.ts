import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, inject } from 'vitest';
import { type EndpointId, endpoints } from '../../core/api/contract/endpoints';
import type { Envelope } from '../../core/api/contract/envelope';
import type { LoginResult } from '../../core/api/contract/models';
import { createApp } from '../app';
import { createDb, type Database, type Db } from '../db';
import { accounts } from '../db/schema';
import type { AppOptions } from '../lib/handler';
import { DEMO_PASSWORD } from '../seed/accounts';

export const TEST_ORIGIN = 'http://partner.test';

export type Who = 'buyer' | 'buyer2' | 'merchant' | 'expert';
export const DEMO: Record<Who, { mobile: string; login: EndpointId; type: 1 | 2 | 3 }> = {
  buyer: { mobile: '13800000001', login: 'user/login', type: 1 },
  buyer2: { mobile: '13800000004', login: 'user/login', type: 1 },
  merchant: { mobile: '13800000002', login: 'merchant_account/login', type: 2 },
  expert: { mobile: '13800000003', login: 'expert/login', type: 3 },
};

/** Reads a JSON body loosely: tests poke into envelopes of many shapes. */
// biome-ignore lint/suspicious/noExplicitAny: test helper
export const body = async (res: Response): Promise<any> => res.json();

export type Answer<T = unknown> = Envelope<T> & { http: number };

export interface TestApp {
  app: Hono;
  db: Db;
  database: Database;
  /** Calls an endpoint by id the way the client does: GET query / POST JSON, token in login-token. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read envelopes of many shapes
  call<T = any>(id: EndpointId, payload?: Record<string, unknown>, token?: string): Promise<Answer<T>>;
  /** A raw request to the app (odd methods, malformed bodies, headers). */
  request(path: string, init?: RequestInit): Promise<Response>;
  loginAs(who: Who): Promise<LoginResult>;
  close(): Promise<void>;
}

/** Attempts (not failures) per account and address: out of the way unless a test is about them. */
const ROOMY_LOGIN_TRIES = {
  loginTriesPerMobile: { limit: 100_000, windowSec: 60 },
  loginTriesPerIp: { limit: 100_000, windowSec: 60 },
};

let snapshot: Buffer | undefined;

/** A fresh app on its own PGlite, loaded from the run's seeded snapshot. One per test file. */
export async function createTestApp(options: AppOptions = {}): Promise<TestApp> {
  snapshot ??= readFileSync(inject('serverSnapshot'));
  const database = await createDb('memory://', {
    loadDataDir: new Blob([new Uint8Array(snapshot)], { type: 'application/x-gzip' }),
  });
  const app = createApp(database.db, {
    corsOrigins: [TEST_ORIGIN],
    trustProxy: true,
    onError: () => {},
    ...options,
    // test files log the demo accounts in far more often than a person would
    limits: { ...ROOMY_LOGIN_TRIES, ...options.limits },
  });
  return testAppOn(app, database);
}

/** Calls an endpoint the way the clients do: GET with a query, POST with JSON, and these headers. */
export async function callEndpoint<T>(
  app: Hono,
  id: EndpointId,
  payload: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const { method } = endpoints[id];
  const h: Record<string, string> = { ...headers };
  let path = `/api/${id}`;
  let body: string | undefined;
  if (method === 'GET') {
    const qs = new URLSearchParams(
      Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    if (qs) path += `?${qs}`;
  } else {
    h['content-type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  const res = await app.request(path, { method, headers: h, body });
  return { ...((await res.json()) as Envelope<T>), http: res.status };
}

export function testAppOn(app: Hono, database: Database): TestApp {
  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  const call = async <T>(id: EndpointId, payload: Record<string, unknown> = {}, token?: string) =>
    callEndpoint<T>(app, id, payload, token ? { 'login-token': token } : {});
  const loginAs = async (who: Who) => {
    const answer = await call<LoginResult>(DEMO[who].login, {
      mobile: DEMO[who].mobile,
      password: DEMO_PASSWORD,
    });
    if (answer.status !== true || !answer.data) throw new Error(`login as ${who} failed: ${answer.message}`);
    return answer.data;
  };
  return { app, db: database.db, database, call, request, loginAs, close: () => database.close() };
}

/**
 * The test file's app: created before its tests and closed after them. The handle stands for it
 * while the tests run; touching it earlier (at the file's top level) throws.
 */
export function testAppForFile(options: AppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(() => current?.close());
  const now = () => {
    if (!current) throw new Error('the file app exists only while its tests run');
    return current;
  };
  return {
    get app() {
      return now().app;
    },
    get db() {
      return now().db;
    },
    get database() {
      return now().database;
    },
    call: (id, payload, token) => now().call(id, payload, token),
    request: (path, init) => now().request(path, init),
    loginAs: (who) => now().loginAs(who),
    close: () => now().close(),
  };
}

/** The login tokens of the named demo accounts, by name. */
export async function tokensOf<W extends Who>(t: TestApp, ...who: W[]): Promise<Record<W, string>> {
  const tokens = {} as Record<W, string>;
  for (const w of who) tokens[w] = (await t.loginAs(w)).token;
  return tokens;
}

/** The account id of a demo account. */
export async function accountIdOf(t: TestApp, who: Who): Promise<number> {
  const [row] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.type, DEMO[who].type), eq(accounts.mobile, DEMO[who].mobile)));
  if (!row) throw new Error(`no account for ${who}`);
  return row.id;
}
