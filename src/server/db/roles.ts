import type { Sql } from 'postgres';

/**
 * Two PostgreSQL roles (docs/deploy.md, "Database roles"): the migration role owns the schema,
 * the tables and the audit log's triggers; the server's own role only reads and writes rows. A
 * role that owns a table may drop its triggers (and so rewrite the audit log); one that only
 * holds rights on rows may not. These tables take new rows and nothing else.
 */
export const APPEND_ONLY_TABLES = ['staff_audit', 'evidence_entries'] as const;

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * Run by the migration role after migrating (so every table a migration added is covered): the
 * server's role may use the schema, read and write rows and draw sequence numbers (the seed sets
 * them too), read which migrations ran (readiness), and on the append-only tables only read
 * and insert. Nothing here lets it create, alter or drop anything.
 */
export async function grantRuntime(owner: Sql, runtimeRole: string): Promise<void> {
  const role = ident(runtimeRole);
  const appendOnly = APPEND_ONLY_TABLES.map(ident).join(', ');
  await owner.begin(async (tx) => {
    await tx.unsafe(`GRANT USAGE ON SCHEMA public, drizzle TO ${role}`);
    await tx.unsafe(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`);
    await tx.unsafe(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
    await tx.unsafe(`GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO ${role}`);
    await tx.unsafe(`REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ${appendOnly} FROM ${role}`);
  });
}

/**
 * Why the server's role could rewrite the audit log (a superuser, or the owner of its table),
 * or null when it cannot. Production logs it at start.
 */
export async function auditExposure(client: Sql): Promise<string | null> {
  const [row] = await client<{ role: string; superuser: boolean; owner: string | null }[]>`
    select current_user as role,
           (select rolsuper from pg_roles where rolname = current_user) as superuser,
           (select pg_get_userbyid(relowner) from pg_class where oid = to_regclass('public.staff_audit')) as owner`;
  if (!row) return null;
  if (row.superuser) return `the database role ${row.role} is a superuser`;
  if (row.owner === row.role) return `the database role ${row.role} owns the audit log's table`;
  return null;
}
