import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { renderedOnce } from './rendered-once';

describe('renderedOnce', () => {
  it('renders a part once to text in parentheses, its values as literals a quote cannot escape', async () => {
    const part = renderedOnce<string>(sql`select ${"o'k; drop table x"} || ${1}`);
    const { sql: text, params } = new PgDialect().sqlToQuery(sql`select ${part} as v`);
    expect(params).toEqual([]);
    expect(text).toBe(`select (select 'o''k; drop table x' || 1) as v`);
    const pglite = await PGlite.create();
    try {
      expect((await pglite.query<{ v: string }>(text)).rows[0]?.v).toBe("o'k; drop table x1");
    } finally {
      await pglite.close();
    }
  });
});
