/**
 * SQL for terms (query.ts) against token arrays, for the shop search: filters that the GIN index
 * serves, and scores. The goods search ranks in memory (goods-memory.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Alt, Term } from './query';

const textArray = (tokens: string[]): SQL =>
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
export const matchValue = (fieldWeight: number, weight: number): number =>
  Math.round(fieldWeight * weight * 100) / 100;

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

/** How many terms match (relaxed mode ranks by it). */
export function coverage(column: SQL, terms: Term[]): SQL {
  return sql`(${sql.join(
    terms.map((t) => sql`(CASE WHEN ${termMatches(column, t)} THEN 1 ELSE 0 END)`),
    sql` + `,
  )})`;
}

export const sumOf = (parts: SQL[]): SQL => (parts.length ? sql`(${sql.join(parts, sql` + `)})` : sql`0`);
