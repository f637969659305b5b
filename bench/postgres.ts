import { createTempDatabase } from '../src/server/test/postgres';

/**
 * A fresh database on the PostgreSQL at TEST_DATABASE_URL (127.0.0.1:5432 here and in CI), or
 * null with a warning when it does not answer: the bench's PostgreSQL runs are then skipped.
 */
export async function tempPostgres(): Promise<Awaited<ReturnType<typeof createTempDatabase>> | null> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  try {
    return await createTempDatabase(adminUrl);
  } catch (error) {
    console.warn(`PostgreSQL at ${adminUrl} did not answer, its runs are skipped: ${error}`);
    return null;
  }
}
