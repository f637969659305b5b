/** SQL for terms (query.ts) against token arrays: filters that the GIN index serves, and scores. */
import { type SQL, sql } from 'drizzle-orm';
import type { Alt, Term } from './query';

export const textArray = (tokens: string[]): SQL =>
  sql`ARRAY[${sql.join(
    tokens.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;

interface Check {
  /** Single-token alternatives merged into one overlap (&&) test; the rest are containment (@>). */
  singles: string[];
  sets: string[][];
}

function checksByWeight(alts: Alt[]): Array<{ weight: number; check: Check }> {
  const byWeight = new Map<number, Check>();
  for (const a of alts) {
    const c = byWeight.get(a.weight) ?? { singles: [], sets: [] };
    if (a.tokens.length === 1) c.singles.push(a.tokens[0]!);
    else c.sets.push(a.tokens);
    byWeight.set(a.weight, c);
  }
  return [...byWeight.entries()].map(([weight, check]) => ({ weight, check }));
}

/** A field's weight times an alternative's, to the cent: one match's score. */
const matchValue = (fieldWeight: number, weight: number): number =>
  Math.round(fieldWeight * weight * 100) / 100;

/** How many weight classes (and so GIN checks per field) a term has. */
export const weightClasses = (term: Term): number => new Set(term.alts.map((a) => a.weight)).size;

function checkSql(column: SQL, c: Check): SQL {
  const parts: SQL[] = [];
  if (c.singles.length) parts.push(sql`${column} && ${textArray(c.singles)}`);
  for (const s of c.sets) parts.push(sql`${column} @> ${textArray(s)}`);
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` OR `)})`;
}

/** The term matches the row (any alternative): what WHERE uses, on the GIN-indexed column. */
export function termMatches(column: SQL, term: Term): SQL {
  const all: Check = { singles: [], sets: [] };
  for (const { check } of checksByWeight(term.alts)) {
    all.singles.push(...check.singles);
    all.sets.push(...check.sets);
  }
  return checkSql(column, all);
}

/**
 * The term's score: the best field weight × alternative weight among the (field, alternative)
 * pairs that match — a CASE that stops at the first, since they are tried best first.
 */
export function termScore(fields: Array<[SQL, number]>, term: Term): SQL {
  const pairs: Array<{ value: number; test: SQL }> = [];
  for (const [column, fieldWeight] of fields) {
    for (const { weight, check } of checksByWeight(term.alts)) {
      pairs.push({ value: matchValue(fieldWeight, weight), test: checkSql(column, check) });
    }
  }
  pairs.sort((a, b) => b.value - a.value);
  return sql`(CASE ${sql.join(
    pairs.map((p) => sql`WHEN ${p.test} THEN ${sql.raw(String(p.value))}`),
    sql` `,
  )} ELSE 0 END)`;
}

/**
 * A row's score read from its own token arrays: for every term and field, the best weight class
 * that matches there, summed. It is what the hits of hitBranches add up to for that row, computed
 * only for rows already found (a CASE per term and field, its classes tried best first).
 */
export function fieldsScore(fields: Array<[SQL, number]>, terms: Term[]): SQL {
  const parts: SQL[] = [];
  for (const term of terms) {
    for (const [column, fieldWeight] of fields) {
      const classes = checksByWeight(term.alts)
        .map(({ weight, check }) => ({ value: matchValue(fieldWeight, weight), check }))
        .sort((a, b) => b.value - a.value);
      parts.push(
        sql`(CASE ${sql.join(
          classes.map(
            (c) => sql`WHEN ${checkSql(column, c.check)} THEN ${sql.raw(String(c.value))}::numeric`,
          ),
          sql` `,
        )} ELSE 0::numeric END)`,
      );
    }
  }
  return sumOf(parts);
}

/** How many terms match (relaxed mode ranks by it). */
export function coverage(column: SQL, terms: Term[]): SQL {
  return sql`(${sql.join(
    terms.map((t) => sql`(CASE WHEN ${termMatches(column, t)} THEN 1 ELSE 0 END)`),
    sql` + `,
  )})`;
}

export const sumOf = (parts: SQL[]): SQL => (parts.length ? sql`(${sql.join(parts, sql` + `)})` : sql`0`);

/** The term matches in any of these columns (one BitmapOr of GIN scans). */
export function termInAnyField(columns: SQL[], term: Term): SQL {
  return sql`(${sql.join(
    columns.map((c) => termMatches(c, term)),
    sql` OR `,
  )})`;
}

/**
 * One row per (document, term, field, weight class) that matches, each branch a plain GIN
 * bitmap scan that never reads a token array: `SELECT <id, extra>, term, field, v FROM … WHERE
 * <one check> AND <filters>`. Aggregated (best per field, summed over fields and terms), these
 * give each document its score and how many terms it matches, at the cost of the index lookups.
 */
export function hitBranches(opts: {
  from: SQL;
  select: SQL;
  fields: Array<[SQL, number]>;
  terms: Term[];
  filters: SQL | undefined;
}): SQL[] {
  const branches: SQL[] = [];
  opts.terms.forEach((term, ti) => {
    opts.fields.forEach(([column, fieldWeight], fi) => {
      for (const { weight, check } of checksByWeight(term.alts)) {
        const value = matchValue(fieldWeight, weight);
        const where = opts.filters
          ? sql`${checkSql(column, check)} AND ${opts.filters}`
          : checkSql(column, check);
        branches.push(
          sql`SELECT ${opts.select}, ${sql.raw(`${ti} AS term, ${fi} AS field, ${value}::numeric AS v`)} FROM ${opts.from} WHERE ${where}`,
        );
      }
    });
  });
  return branches;
}
