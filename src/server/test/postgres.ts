import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDb, type Database } from '../db';
import { seedIfEmpty } from '../seed';

/** TEST_DATABASE_URL, else the address of the project's usual PostgreSQL. */
export const localPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/** Whether a PostgreSQL answers at url within a few seconds: the tests that need one are skipped otherwise. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const probe = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await probe`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await probe.end({ timeout: 1 });
  }
}

/**
 * A fresh database on the PostgreSQL at TEST_DATABASE_URL: created for one run,
 * dropped afterwards, so concurrent runs and engineers never share state.
 */
export async function createTempDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tic_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface SeededDatabase {
  url: string;
  database: Database;
  /** Closes the connections, then drops the database. */
  close: () => Promise<void>;
}

/** A temporary database on TEST_DATABASE_URL's PostgreSQL, migrated and seeded (demo or empty). */
export async function seededTempDatabase(
  adminUrl: string,
  { demo, max }: { demo: boolean; max?: number },
): Promise<SeededDatabase> {
  const temp = await createTempDatabase(adminUrl);
  const database = await createDb(temp.url, max ? { max } : {});
  await database.migrate();
  await seedIfEmpty(database.db, { demo });
  return {
    url: temp.url,
    database,
    close: async () => {
      await database.close();
      await temp.drop();
    },
  };
}
