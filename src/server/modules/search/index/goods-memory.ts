/**
 * The goods search ranked in memory (issue 14: distinct searches). goods_search's token arrays
 * are kept per process as posting lists (field, token → slots, ascending), so a search finds,
 * scores and sorts its goods in JavaScript, exactly as the SQL ranking did: a term's score is,
 * for each field, its best alternative there (field weight × alternative weight, in cents),
 * summed over fields and terms; an exact name adds EXACT_BONUS. The database then reads the
 * page's twenty goods by id. goods-memory-sync.ts keeps it in step with the database.
 */
import type { SearchSort } from '../../../../core/api/contract/models';
import { EXACT_BONUS, GOODS_FIELDS } from './documents';
import { firstOf } from './first-of';
import { matchValue } from './match-sql';
import type { ParsedQuery, Term } from './query';

const FIELD_WEIGHTS = [GOODS_FIELDS.name, GOODS_FIELDS.std, GOODS_FIELDS.kw, GOODS_FIELDS.text];
const EXACT_CENTS = Math.round(EXACT_BONUS * 100);
/** A term this many times rarer than the others together is looked up goods by goods (withEveryTerm). */
const RARE_FACTOR = 8;
/** A field's weight times an alternative's, in whole cents (the scores add up exactly). */
const centsOf = (fieldWeight: number, weight: number): number =>
  Math.round(matchValue(fieldWeight, weight) * 100);
/** What separates the tokens of a field in a row as read (goods-memory-sync.ts). */
export const SEP = '\u0001';

/** A growable list of ascending slots. */
class Postings {
  slots = new Int32Array(4);
  length = 0;
  push(slot: number): void {
    if (this.length === this.slots.length) {
      const grown = new Int32Array(this.slots.length * 2);
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[this.length++] = slot;
  }
  has(slot: number): boolean {
    let lo = 0;
    let hi = this.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const v = this.slots[mid]!;
      if (v === slot) return true;
      if (v < slot) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }
}

/** A goods_search row as the index takes it: each field's tokens joined by SEP. */
export interface Row {
  id: number;
  changed: number;
  servicsId: number;
  sales: number;
  price: number;
  visible: boolean;
  nameNorm: string;
  fields: string[];
}

export interface RankFilter {
  servicsId: number | null;
  sort: SearchSort;
}

/** 32-bit FNV-1a of a row's name and tokens: an unchanged hash means its postings can stay. */
function hashOf(row: Row): number {
  let h = 0x811c9dc5;
  for (const f of [row.nameNorm, ...row.fields]) {
    for (let i = 0; i < f.length; i++) h = Math.imul(h ^ f.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ 0x1f, 0x01000193);
  }
  return h;
}

export class GoodsMemoryIndex {
  private readonly postings = FIELD_WEIGHTS.map(() => new Map<string, Postings>());
  /** By slot; a slot whose goods was written again with other tokens is dead (live 0). */
  private ids: number[] = [];
  private live: number[] = [];
  private servics: number[] = [];
  private sales: number[] = [];
  private prices: number[] = [];
  private visible: number[] = [];
  private hashes: number[] = [];
  private changedOf: number[] = [];
  private readonly slotOf = new Map<number, number>();
  private readonly byNorm = new Map<string, number[]>();
  private dead = 0;
  /** The highest `changed` read. */
  seen = 0;

  get size(): number {
    return this.slotOf.size;
  }

  /** Needs a rebuild from the database: too many dead slots in the posting lists. */
  get wasteful(): boolean {
    return this.dead > 1_000 && this.dead > this.ids.length / 4;
  }

  put(row: Row): void {
    this.seen = Math.max(this.seen, row.changed);
    const hash = hashOf(row);
    let slot = this.slotOf.get(row.id);
    if (slot !== undefined && this.hashes[slot] !== hash) {
      this.live[slot] = 0;
      this.dead++;
      slot = undefined;
    }
    if (slot === undefined) {
      slot = this.ids.length;
      this.ids.push(row.id);
      this.live.push(1);
      this.hashes.push(hash);
      this.servics.push(0);
      this.sales.push(0);
      this.prices.push(0);
      this.visible.push(0);
      this.changedOf.push(0);
      this.slotOf.set(row.id, slot);
      const same = this.byNorm.get(row.nameNorm);
      if (same) same.push(slot);
      else this.byNorm.set(row.nameNorm, [slot]);
      row.fields.forEach((joined, f) => {
        if (!joined) return;
        const map = this.postings[f]!;
        for (const token of new Set(joined.split(SEP))) {
          let list = map.get(token);
          if (!list) {
            list = new Postings();
            map.set(token, list);
          }
          list.push(slot!);
        }
      });
    }
    this.servics[slot] = row.servicsId;
    this.sales[slot] = row.sales;
    this.prices[slot] = row.price;
    this.visible[slot] = row.visible ? 1 : 0;
    this.changedOf[slot] = row.changed;
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.live[slot] = 0;
    this.dead++;
    this.slotOf.delete(id);
  }

  /** The `changed` number the index holds for a goods (undefined: not in the index). */
  versionOf(id: number): number | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.changedOf[slot];
  }

  /** Every goods id with the `changed` number the index holds for it. */
  versions(): Map<number, number> {
    const out = new Map<number, number>();
    for (const [id, slot] of this.slotOf) out.set(id, this.changedOf[slot]!);
    return out;
  }

  /** The slots whose `field` has every token of the alternative (an intersection of postings). */
  private matches(field: number, tokens: string[]): { slots: Int32Array; length: number } | null {
    const lists: Postings[] = [];
    for (const t of tokens) {
      const list = this.postings[field]!.get(t);
      if (!list) return null;
      lists.push(list);
    }
    if (lists.length === 1) return lists[0]!;
    lists.sort((a, b) => a.length - b.length);
    const [first, ...rest] = lists;
    const out: number[] = [];
    for (let i = 0; i < first!.length; i++) {
      const slot = first!.slots[i]!;
      if (rest.every((l) => l.has(slot))) out.push(slot);
    }
    return { slots: Int32Array.from(out), length: out.length };
  }

  /** Per-slot work arrays of rank(), reused: a stamp says which query, term or field wrote a slot. */
  private scratch = {
    score: new Int32Array(0),
    count: new Int32Array(0),
    best: new Int32Array(0),
    stamps: new Int32Array(0),
  };
  private stamp = 0;

  private scratchFor(slots: number) {
    if (this.scratch.score.length < slots || this.stamp > 1e9) {
      const size = Math.max(slots, this.scratch.score.length * 2, 1_024);
      // stamps per slot: query, term, field
      this.scratch = {
        score: new Int32Array(size),
        count: new Int32Array(size),
        best: new Int32Array(size),
        stamps: new Int32Array(size * 3),
      };
      this.stamp = 0;
    }
    return this.scratch;
  }

  /** Goods shown to this search: live, visible, of the asked service type. */
  private shown(slot: number, filter: RankFilter): boolean {
    return (
      !!this.live[slot] &&
      !!this.visible[slot] &&
      (!filter.servicsId || this.servics[slot] === filter.servicsId)
    );
  }

  /**
   * Adds one term's score to every shown goods it matches, by walking its posting lists: for
   * each field the best alternative found there. A goods first met gets score and count 0 and
   * joins `found`.
   */
  private scoreTerm(term: Term, filter: RankFilter, query: number, found: number[]): void {
    const { score, count, best, stamps } = this.scratch;
    const termStamp = ++this.stamp;
    FIELD_WEIGHTS.forEach((fieldWeight, f) => {
      const fieldStamp = ++this.stamp;
      const touched: number[] = [];
      for (const alt of term.alts) {
        const cents = centsOf(fieldWeight, alt.weight);
        const hits = this.matches(f, alt.tokens);
        if (!hits) continue;
        for (let i = 0; i < hits.length; i++) {
          const slot = hits.slots[i]!;
          if (stamps[slot * 3 + 2] !== fieldStamp) {
            stamps[slot * 3 + 2] = fieldStamp;
            best[slot] = cents;
            touched.push(slot);
          } else if (best[slot]! < cents) best[slot] = cents;
        }
      }
      for (const slot of touched) {
        if (!this.shown(slot, filter)) continue;
        if (stamps[slot * 3] !== query) {
          stamps[slot * 3] = query;
          score[slot] = 0;
          count[slot] = 0;
          found.push(slot);
        }
        score[slot] += best[slot]!;
        if (stamps[slot * 3 + 1] !== termStamp) {
          stamps[slot * 3 + 1] = termStamp;
          count[slot]++;
        }
      }
    });
  }

  /** One term's score for one goods, by looking its tokens up (0: the term is not there). */
  private termScoreAt(term: Term, slot: number): number {
    let sum = 0;
    FIELD_WEIGHTS.forEach((fieldWeight, f) => {
      let best = 0;
      for (const alt of term.alts) {
        const cents = centsOf(fieldWeight, alt.weight);
        if (cents > best && alt.tokens.every((t) => this.postings[f]!.get(t)?.has(slot))) best = cents;
      }
      sum += best;
    });
    return sum;
  }

  /** At most how many goods a term can match: its alternatives' rarest tokens, over the fields. */
  private boundOf(term: Term): number {
    let n = 0;
    for (const map of this.postings)
      for (const alt of term.alts) n += Math.min(...alt.tokens.map((t) => map.get(t)?.length ?? 0));
    return n;
  }

  /**
   * The goods with every term, when one term is rare beside the others ("GB/T 29490 检测"): the
   * rare term's goods, each looked up for the other terms, instead of walking the broad ones'
   * posting lists (90,000 goods on 100,000 services). Null when no term is that rare.
   */
  private withEveryTerm(q: ParsedQuery, filter: RankFilter, query: number): number[] | null {
    if (q.terms.length < 2) return null;
    const bounds = q.terms.map((t) => this.boundOf(t));
    const rare = bounds.indexOf(Math.min(...bounds));
    const others = bounds.reduce((a, b) => a + b, 0) - bounds[rare]!;
    if (bounds[rare]! * RARE_FACTOR > others) return null;
    const found: number[] = [];
    this.scoreTerm(q.terms[rare]!, filter, query, found);
    const { score, count } = this.scratch;
    return found.filter((slot) => {
      for (const [i, term] of q.terms.entries()) {
        if (i === rare) continue;
        const cents = this.termScoreAt(term, slot);
        if (!cents) return false;
        score[slot] += cents;
        count[slot]++;
      }
      return true;
    });
  }

  /**
   * The page of goods ids and the total: the goods with every term; when none has them all, those
   * with the most of them. Only visible goods, of the service type when one is given.
   */
  rank(q: ParsedQuery, filter: RankFilter, page: number, limit: number): { ids: number[]; total: number } {
    const { score, count, stamps } = this.scratchFor(this.ids.length);
    const query = ++this.stamp;
    let kept = this.withEveryTerm(q, filter, query);
    let most = q.terms.length;
    if (!kept?.length) {
      const found: number[] = [];
      const again = ++this.stamp;
      for (const term of q.terms) this.scoreTerm(term, filter, again, found);
      most = 0;
      for (const slot of found) if (count[slot]! > most) most = count[slot]!;
      kept = found.filter((slot) => count[slot] === most);
      for (const slot of this.byNorm.get(q.norm) ?? [])
        if (stamps[slot * 3] === again && count[slot] === most) score[slot] += EXACT_CENTS;
    } else {
      for (const slot of this.byNorm.get(q.norm) ?? [])
        if (stamps[slot * 3] === query && count[slot] === most) score[slot] += EXACT_CENTS;
    }
    const tie = (a: number, b: number) => this.sales[b]! - this.sales[a]! || this.ids[a]! - this.ids[b]!;
    const order: Record<SearchSort, (a: number, b: number) => number> = {
      default: (a, b) => score[b]! - score[a]! || tie(a, b),
      sales: tie,
      price_asc: (a, b) => this.prices[a]! - this.prices[b]! || tie(a, b),
      price_desc: (a, b) => this.prices[b]! - this.prices[a]! || tie(a, b),
    };
    const from = (page - 1) * limit;
    const top = firstOf(kept, from + limit, order[filter.sort]);
    return { ids: top.slice(from).map((slot) => this.ids[slot]!), total: kept.length };
  }

  /** Which of these tokens the goods has in any field (for the highlights). */
  tokensOf(id: number, tokens: string[]): string[] {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return [];
    return tokens.filter((t) => this.postings.some((map) => map.get(t)?.has(slot)));
  }
}
