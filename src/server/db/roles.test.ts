import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { seedIfEmpty } from '../seed';
import { REPO_ROOT } from '../static';
import { type TestApp, testAppOn } from '../test/test-app';
import { createDb, type Database } from '.';

const adminUrl = process.env.TEST_DATABASE_URL;

/** The SQL docs/deploy.md gives under "Database roles", for the cluster and for the database (after `\c`). */
function documentedSql(names: { owner: string; app: string; db: string }): {
  cluster: string;
  database: string;
} {
  const doc = readFileSync(`${REPO_ROOT}docs/deploy.md`, 'utf8');
  const section = doc.slice(doc.indexOf('### Database roles'));
  const block = /```sql\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const named = block
    .replace(/\btic_owner\b/g, names.owner)
    .replace(/\btic_app\b/g, names.app)
    .replace(/\btic\b/g, names.db)
    .replace(/'…'/g, "'x'");
  const [cluster = '', database = ''] = named.split(/^\\c .*$/m);
  return { cluster, database };
}

const urlAs = (role: string, db: string) => {
  const url = new URL(adminUrl!);
  url.username = role;
  url.password = 'x';
  url.pathname = `/${db}`;
  return url.toString();
};

/**
 * The server's role (DATABASE_URL) apart from the migration role (TIC_DATABASE_MIGRATION_URL),
 * created with the documented SQL: the server works, and cannot rewrite the audit log by any
 * way round its triggers.
 */
describe.skipIf(!adminUrl)('two database roles (PostgreSQL)', () => {
  const tag = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  const names = { owner: `tic_owner_${tag}`, app: `tic_app_${tag}`, db: `tic_roles_${tag}` };
  let admin: Sql;
  let database: Database;
  let asApp: Sql;
  let t: TestApp;

  beforeAll(async () => {
    admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
    const sql = documentedSql(names);
    expect(sql.cluster).toContain('CREATE ROLE');
    // one statement at a time, as psql sends them (CREATE DATABASE cannot share a transaction)
    const statements = (text: string) =>
      text
        .split(/;\s*$/m)
        .map((s) => s.trim())
        .filter(Boolean);
    for (const statement of statements(sql.cluster)) await admin.unsafe(statement);
    const inDb = postgres(urlAs(new URL(adminUrl!).username, names.db), { max: 1, onnotice: () => {} });
    for (const statement of statements(sql.database)) await inDb.unsafe(statement);
    await inDb.end();
    database = await createDb(urlAs(names.app, names.db), { migrationUrl: urlAs(names.owner, names.db) });
    await database.migrate();
    await seedIfEmpty(database.db, { demo: false });
    t = testAppOn(createApp(database.db, { production: true, onError: () => {} }), database);
    asApp = postgres(urlAs(names.app, names.db), { max: 1, onnotice: () => {} });
  }, 120_000);

  afterAll(async () => {
    await asApp?.end();
    await database?.close();
    await admin.unsafe(`DROP DATABASE IF EXISTS "${names.db}" WITH (FORCE)`);
    await admin.unsafe(`DROP ROLE IF EXISTS "${names.app}"`);
    await admin.unsafe(`DROP ROLE IF EXISTS "${names.owner}"`);
    await admin.end();
  });

  it('the server runs as the row-only role: it answers, is ready, and says nothing is exposed', async () => {
    expect((await t.call('config/load')).status).toBe(true);
    // readiness reads which migrations ran
    const ready = (await (await t.request('/readyz')).json()) as { checks: Record<string, string> };
    expect(ready.checks).toMatchObject({ database: 'ok', migrations: 'ok' });
    expect(await database.auditExposure?.()).toBeNull();
    // the tables belong to the migration role
    const [row] =
      await asApp`select pg_get_userbyid(relowner) as owner from pg_class where relname = 'staff_audit'`;
    expect(row?.owner).toBe(names.owner);
  });

  it('appends to the audit log, and cannot drop its triggers, alter it, update, delete or truncate it', async () => {
    await asApp`insert into staff_audit (action, target) values ('test:roles', 'staff_audit')`;
    const [count] = await asApp`select count(*)::int as n from staff_audit where action = 'test:roles'`;
    expect(count?.n).toBe(1);
    const refused = async (statement: string) => {
      const error = await asApp.unsafe(statement).then(
        () => null,
        (e: { message: string }) => e,
      );
      expect(error, statement).not.toBeNull();
      return error!.message;
    };
    expect(await refused('DROP TRIGGER staff_audit_no_update_delete ON staff_audit')).toMatch(
      /must be owner/,
    );
    expect(await refused('ALTER TABLE staff_audit DISABLE TRIGGER ALL')).toMatch(/must be owner/);
    expect(await refused('ALTER TABLE staff_audit ADD COLUMN x int')).toMatch(/must be owner/);
    expect(await refused('DROP TABLE staff_audit')).toMatch(/must be owner/);
    expect(await refused('UPDATE staff_audit SET at = now()')).toMatch(/permission denied/);
    expect(await refused('DELETE FROM staff_audit')).toMatch(/permission denied/);
    expect(await refused('TRUNCATE staff_audit')).toMatch(/permission denied/);
    expect(await refused('DROP TRIGGER evidence_entries_no_update_delete ON evidence_entries')).toMatch(
      /must be owner/,
    );
    expect(await refused('DELETE FROM evidence_entries')).toMatch(/permission denied/);
    expect(await refused('CREATE TABLE sneaky (id int)')).toMatch(/permission denied/);
    expect(await refused('DROP FUNCTION staff_audit_append_only() CASCADE')).toMatch(/must be owner/);
  });

  it('a server whose role owns the audit table is told so', async () => {
    const asOwner = await createDb(urlAs(names.owner, names.db));
    try {
      expect(await asOwner.auditExposure?.()).toMatch(/owns the audit log's table/);
    } finally {
      await asOwner.close();
    }
  });

  it('migrating again (a restart) keeps the rights as they are', async () => {
    await database.migrate();
    expect(
      await asApp.unsafe('DELETE FROM staff_audit').then(
        () => 'deleted',
        () => 'refused',
      ),
    ).toBe('refused');
    expect((await t.call('config/load')).status).toBe(true);
  });
});
