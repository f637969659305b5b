import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '.';
import { createClusterApart } from './initdb-apart';

const root = mkdtempSync(join(tmpdir(), 'tic-initdb-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a new data directory', () => {
  it('gets its cluster from a child process, then opens and keeps its data', async () => {
    const dir = join(root, 'data');
    await createClusterApart(dir);
    const created = statSync(join(dir, 'PG_VERSION')).mtimeMs;
    const first = await createDb(dir);
    await first.db.execute(sql`CREATE TABLE kept (n int)`);
    await first.db.execute(sql`INSERT INTO kept VALUES (7)`);
    await first.close();
    // an existing cluster is left as it is
    await createClusterApart(dir);
    expect(statSync(join(dir, 'PG_VERSION')).mtimeMs).toBe(created);
    const again = await createDb(dir);
    const rows = (await again.pglite!.query<{ n: number }>('SELECT n FROM kept')).rows;
    await again.close();
    expect(rows).toEqual([{ n: 7 }]);
  }, 60_000);

  it('says where it could not create one', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, '');
    await expect(createClusterApart(join(file, 'data'))).rejects.toThrow(/creating the database in/);
  }, 60_000);
});
