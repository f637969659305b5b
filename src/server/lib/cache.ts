/**
 * The server's in-process caches and their invalidation, in one place.
 *
 * - `answer(topic, key, load)`: public, rarely changing answers (config, hot words, categories,
 *   carousels, channel banners) kept as their JSON text with an ETag, until their topic is
 *   invalidated.
 * - `session(hash, load)`: login tokens resolved to their user for SESSION_TTL_MS at most, until
 *   the account's sessions are invalidated (logout, password change or reset).
 * - `own(account, key, load)`: one account's own answers (its cart, priced from the catalogue),
 *   never shared with anyone else, for OWN_TTL_MS at most, until that account's `cart` topic or
 *   the catalogue changes.
 * - `invalidate(topic, account?)`: clears this process's entries at once, then tells every other
 *   process through the database (`pg_notify` on CHANNEL; each listener clears its own). Call it
 *   after the change has committed. A change made inside an open transaction can use
 *   `notifyChange(tx, …)` instead: PostgreSQL delivers the notification on commit. On PGlite,
 *   which one process holds, every cache of the database is in this process: invalidate() clears
 *   them all in memory and sends no statement (that saved two of an order's statements).
 *
 * Caches kept outside this module (the search results, the first screen's answers) register an
 * `onClear` hook and are cleared with their topics, here and on notifications alike.
 *
 * An answer loaded while an invalidation happened is not kept (a generation counter), so a read
 * that started before a change cannot put the old answer back after it. When the listening
 * connection is lost and comes back, everything is cleared: notifications may have been missed.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import type { AuthUser } from './auth';

export const CHANNEL = 'tic_cache';
/** A backstop only: invalidation is explicit. Bounds the damage of a lost notification. */
export const SESSION_TTL_MS = 30_000;
const MAX_SESSIONS = 10_000;
/** A backstop as SESSION_TTL_MS is: a catalogue change the index never heard of still shows. */
export const OWN_TTL_MS = 30_000;
/** Carts are up to 100 priced items each: a bound on memory more than on hits. */
const MAX_OWNERS = 2_000;
const MAX_ANSWERS = 2_000;

/** What public answers depend on; `session` is the login-token cache, `cart` an account's cart. */
export type Topic = 'config' | 'hot_words' | 'catalogue' | 'content' | 'session' | 'cart' | 'all';
const TOPICS: readonly Topic[] = ['config', 'hot_words', 'catalogue', 'content', 'session', 'cart', 'all'];

export interface CachedAnswer {
  body: string;
  etag: string;
}

type AnswerEntry = { topic: Topic; value: Promise<CachedAnswer>; done?: CachedAnswer };

/** Subscribes to CHANNEL; `onReady` runs on every (re)connection. Resolves to an unsubscribe. */
export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  onReady: () => void,
) => Promise<() => Promise<void>>;

export interface AppCache {
  answer(topic: Topic, key: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
  /** The answer under `key` if one is loaded and current, without loading anything. */
  kept(key: string): CachedAnswer | undefined;
  session(tokenHash: string, load: () => Promise<SessionEntry | null>): Promise<AuthUser | null>;
  /** `account`'s own answer under `key` (a page of its cart): loaded once until `cart` or the catalogue changes. */
  own<T>(account: number, key: string, load: () => Promise<T>): Promise<T>;
  /** Clears here at once and notifies every other process; `account` narrows a session clear. */
  invalidate(topic: Topic, account?: number): Promise<void>;
  /** Runs `hook` after every clear of this process's entries, whether local or notified. */
  onClear(hook: (topic: Topic) => void): void;
  /** Starts listening (createApp calls it); resolves when the subscription is in place. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface SessionEntry {
  user: AuthUser;
  expiresAt: Date;
}

const listeners = new WeakMap<object, Listen>();
/** db/index.ts registers how to LISTEN on the database it created. */
export const registerListen = (db: object, listen: Listen): void => void listeners.set(db, listen);

type Clear = (topic: Topic, account?: number) => void;
/** The caches of each database held by this process alone (PGlite): each one's clear. */
const peersOf = new WeakMap<object, Set<Clear>>();
/** db/index.ts marks a database no other process opens: its invalidations stay in memory. */
export const registerOneProcess = (db: object): void => void peersOf.set(db, new Set());
/** How to LISTEN on `db`, if it is a database createDb made (a transaction is not). */
export const listenerOf = (db: object): Listen | undefined => listeners.get(db);

/** Sends an invalidation through the database (in a transaction: delivered on commit). */
export async function notifyChange(db: DbOrTx, topic: Topic, account?: number): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${payloadOf(topic, account)})`);
}

const payloadOf = (topic: Topic, account?: number) => `${process.pid}:${topic}:${account ?? ''}`;
const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

export function createCache(db: DbOrTx): AppCache {
  // `done`: the answer once loaded and still current, for kept()
  const answers = new Map<string, AnswerEntry>();
  const sessions = new Map<string, { entry: SessionEntry; until: number }>();
  const owned = new Map<number, { until: number; values: Map<string, Promise<unknown>> }>();
  const generation = new Map<Topic, number>();
  const gen = (topic: Topic) => (generation.get(topic) ?? 0) + (generation.get('all') ?? 0);
  const hooks: Array<(topic: Topic) => void> = [];

  const clearOwn = (topic: Topic, account?: number) => {
    generation.set(topic, (generation.get(topic) ?? 0) + 1);
    if (topic === 'all') {
      answers.clear();
      sessions.clear();
      owned.clear();
      return;
    }
    if (topic === 'session') {
      for (const [k, s] of sessions)
        if (account === undefined || s.entry.user.userId === account) sessions.delete(k);
      return;
    }
    // a cart is priced from the catalogue: any catalogue change reprices every cart
    if (topic === 'catalogue' || (topic === 'cart' && account === undefined)) owned.clear();
    if (topic === 'cart') {
      if (account !== undefined) owned.delete(account);
      return;
    }
    for (const [k, a] of answers) if (a.topic === topic) answers.delete(k);
  };
  const clear = (topic: Topic, account?: number) => {
    clearOwn(topic, account);
    for (const hook of hooks) hook(topic);
  };

  const onMessage = (payload: string) => {
    const [, topic, account] = payload.split(':');
    if (!TOPICS.includes(topic as Topic)) return;
    clear(topic as Topic, account ? Number(account) : undefined);
  };

  const listen = listeners.get(db);
  const peers = peersOf.get(db);
  peers?.add(clear);
  let unlisten: (() => Promise<void>) | undefined;
  const ready = listen
    ? listen(CHANNEL, onMessage, () => clear('all')).then((stop) => {
        unlisten = stop;
      })
    : Promise.resolve();

  return {
    ready,
    onClear: (hook) => void hooks.push(hook),
    answer(topic, key, load) {
      const hit = answers.get(key);
      if (hit) return hit.value;
      const before = gen(topic);
      const value = load().then((data) => {
        const body = JSON.stringify(data);
        return { body, etag: etagOf(body) };
      });
      const entry: AnswerEntry = { topic, value };
      answers.set(key, entry);
      if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
      // a failure is not remembered, nor an answer read across an invalidation
      const drop = () => {
        if (answers.get(key) === entry) answers.delete(key);
      };
      value.then((done) => {
        if (gen(topic) === before) entry.done = done;
        else drop();
      }, drop);
      return value;
    },
    kept: (key) => answers.get(key)?.done,
    async session(tokenHash, load) {
      const now = Date.now();
      const hit = sessions.get(tokenHash);
      if (hit && hit.until > now) return hit.entry.user;
      const before = gen('session');
      const entry = await load();
      if (!entry) return null;
      if (gen('session') === before) {
        if (sessions.size >= MAX_SESSIONS) sessions.clear();
        sessions.set(tokenHash, { entry, until: Math.min(now + SESSION_TTL_MS, entry.expiresAt.getTime()) });
      }
      return entry.user;
    },
    own<T>(account: number, key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      let mine = owned.get(account);
      if (mine && mine.until <= now) {
        owned.delete(account);
        mine = undefined;
      }
      const hit = mine?.values.get(key);
      if (hit) return hit as Promise<T>;
      // any cart or catalogue change while loading (this account's or not) leaves it unkept
      const before = gen('cart') + gen('catalogue');
      const value = load();
      value.then(
        () => {
          if (gen('cart') + gen('catalogue') !== before) return;
          if (!owned.has(account) && owned.size >= MAX_OWNERS) owned.clear();
          const entry = owned.get(account) ?? { until: now + OWN_TTL_MS, values: new Map() };
          entry.values.set(key, value);
          owned.set(account, entry);
        },
        () => {},
      );
      return value;
    },
    async invalidate(topic, account) {
      if (peers) {
        for (const peer of peers) peer(topic, account);
        return;
      }
      clear(topic, account);
      // every process, this one included, clears again when the notification arrives
      if (listen) await notifyChange(db, topic, account);
    },
    async close() {
      peers?.delete(clear);
      await ready.catch(() => {});
      await unlisten?.();
    },
  };
}
