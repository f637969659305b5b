/**
 * The goods search ranked in memory (fast for many distinct searches). goods_search's token arrays
 * are kept per process as posting lists (field, token → slots, ascending), so a search finds,
 * scores and sorts its goods in JavaScript, exactly as the SQL ranking did: a term's score is,
 * for each field, its best alternative there (field weight × alternative weight, in cents),
 * summed over fields and terms; an exact name adds EXACT_BONUS. Each term's goods and scores are
 * kept as one list (hitsOf), and a search intersects its terms' lists. The database then reads
 * the page's twenty goods by id. goods-memory-sync.ts keeps it in step with the database.
 */
import type { SearchSort } from '../../../../core/api/contract/models';
import { EXACT_BONUS, GOODS_FIELDS } from './documents';
import { firstOf } from './first-of';
import { matchValue } from './match-sql';
import { Postings, seek, setsOf } from './postings';
import type { ParsedQuery, Term } from './query';

const FIELD_WEIGHTS = [GOODS_FIELDS.name, GOODS_FIELDS.std, GOODS_FIELDS.kw, GOODS_FIELDS.text];
const EXACT_CENTS = Math.round(EXACT_BONUS * 100);
/** A field's weight times an alternative's, in whole cents (the scores add up exactly). */
const centsOf = (fieldWeight: number, weight: number): number =>
  Math.round(matchValue(fieldWeight, weight) * 100);
/** What separates the tokens of a field in a row as read (goods-memory-sync.ts). */
export const SEP = '\u0001';

/**
 * A term's goods: live slots, ascending, and the term's score at each. Made on demand: its
 * positions in each sort's order (valid while no sales or price changed) and its shown count
 * per service type (valid while no visibility or type changed).
 */
interface TermHits {
  slots: Int32Array;
  scores: Int32Array;
  orders: Partial<Record<SearchSort, { version: number; order: Int32Array }>>;
  shown: Map<number, { version: number; count: number }>;
  /** For a long list: the score by slot, 0 where the term is not (see scoresBySlot). */
  bySlot?: Int32Array;
}

/** A list this long or longer, against the whole catalogue, is looked up by slot (scoresBySlot). */
const BY_SLOT_SHARE = 1 / 64;

/** Numbers kept in term lists and their by-slot arrays at most: 32 MB, some twenty broad words on 100,000 services. */
const MAX_TERM_ENTRIES = 8_000_000;

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
      this.forgetTerms();
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
    const visible = row.visible ? 1 : 0;
    if (this.servics[slot] !== row.servicsId || this.visible[slot] !== visible) this.shownVersion++;
    if (this.sales[slot] !== row.sales || this.prices[slot] !== row.price) this.orderVersion++;
    this.servics[slot] = row.servicsId;
    this.sales[slot] = row.sales;
    this.prices[slot] = row.price;
    this.visible[slot] = visible;
    this.changedOf[slot] = row.changed;
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.live[slot] = 0;
    this.dead++;
    this.slotOf.delete(id);
    this.forgetTerms();
  }

  /** A slot was added or died: every kept term list may miss or hold it. */
  private forgetTerms(): void {
    // by the lists kept, not the numbers: a term that found nothing holds none
    if (!this.terms.size) return;
    this.terms.clear();
    this.termEntries = 0;
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

  /** Per-slot work arrays, reused: a stamp says which term, field or query wrote a slot. */
  private scratch = {
    score: new Int32Array(0),
    best: new Int32Array(0),
    /** per slot: term, field, query */
    stamps: new Int32Array(0),
  };
  private stamp = 0;

  private scratchFor(slots: number) {
    if (this.scratch.score.length < slots || this.stamp > 1e9) {
      const size = Math.max(slots, this.scratch.score.length * 2, 1_024);
      this.scratch = {
        score: new Int32Array(size),
        best: new Int32Array(size),
        stamps: new Int32Array(size * 3),
      };
      this.stamp = 0;
    }
    return this.scratch;
  }

  /**
   * Each term's goods (live slots, ascending) with its score there: for each field the best
   * alternative found there, summed over the fields. Kept while no slot is added or dies
   * (visibility, sales and prices are read at each search), so the words buyers combine
   * (检测, 认证, 服务 …) walk their long posting lists once, not at every search.
   */
  private readonly terms = new Map<string, TermHits>();
  private termEntries = 0;
  /** Bumped when a goods' visibility or type changes (term lists' shown counts). */
  private shownVersion = 0;
  /** Bumped when a goods' sales or price changes (term lists' orders). */
  private orderVersion = 0;

  private hitsOf(term: Term): TermHits {
    const key = term.alts.map((a) => `${a.weight}${SEP}${a.tokens.join(SEP)}`).join('\u0002');
    const kept = this.terms.get(key);
    if (kept) {
      // the most recently used last: the oldest go first
      this.terms.delete(key);
      this.terms.set(key, kept);
      return kept;
    }
    const hits = this.walk(term);
    this.terms.set(key, hits);
    this.held(2 * hits.slots.length);
    return hits;
  }

  /** Accounts for `n` more numbers kept in term lists; forgets the least recently used beyond. */
  private held(n: number): void {
    this.termEntries += n;
    for (const [oldest, h] of this.terms) {
      if (this.termEntries <= MAX_TERM_ENTRIES || this.terms.size === 1) return;
      this.terms.delete(oldest);
      this.termEntries -=
        2 * h.slots.length + Object.keys(h.orders).length * h.slots.length + (h.bySlot?.length ?? 0);
    }
  }

  /** One term's goods and scores, by walking its posting lists. */
  private walk(term: Term): TermHits {
    const { score, best, stamps } = this.scratchFor(this.ids.length);
    const termStamp = ++this.stamp;
    let found = 0;
    FIELD_WEIGHTS.forEach((fieldWeight, f) => {
      const fieldStamp = ++this.stamp;
      for (const alt of term.alts) {
        const cents = centsOf(fieldWeight, alt.weight);
        const hits = this.matches(f, alt.tokens);
        if (!hits) continue;
        for (let i = 0; i < hits.length; i++) {
          const slot = hits.slots[i]!;
          if (stamps[slot * 3 + 1] !== fieldStamp) {
            stamps[slot * 3 + 1] = fieldStamp;
            if (stamps[slot * 3] !== termStamp) {
              stamps[slot * 3] = termStamp;
              score[slot] = 0;
              found++;
            }
            score[slot] += cents;
            best[slot] = cents;
          } else if (cents > best[slot]!) {
            score[slot] += cents - best[slot]!;
            best[slot] = cents;
          }
        }
      }
    });
    // ascending, live only: a scan of every slot costs less than sorting what was found
    const slots = new Int32Array(found);
    const scores = new Int32Array(found);
    let n = 0;
    for (let slot = 0; n < found && slot < this.ids.length; slot++) {
      if (stamps[slot * 3] !== termStamp) continue;
      if (!this.live[slot]) {
        found--;
        continue;
      }
      slots[n] = slot;
      scores[n++] = score[slot]!;
    }
    return { slots: slots.subarray(0, n), scores: scores.subarray(0, n), orders: {}, shown: new Map() };
  }

  /** The list's positions in `sort`'s order (score first for the default), made once per version. */
  private orderOf(list: TermHits, sort: SearchSort): Int32Array {
    const kept = list.orders[sort];
    if (kept?.version === this.orderVersion) return kept.order;
    const { slots, scores } = list;
    const tie = (a: number, b: number) =>
      this.sales[slots[b]!]! - this.sales[slots[a]!]! || this.ids[slots[a]!]! - this.ids[slots[b]!]!;
    const price = (i: number) => this.prices[slots[i]!]!;
    const by: Record<SearchSort, (a: number, b: number) => number> = {
      default: (a, b) => scores[b]! - scores[a]! || tie(a, b),
      sales: tie,
      price_asc: (a, b) => price(a) - price(b) || tie(a, b),
      price_desc: (a, b) => price(b) - price(a) || tie(a, b),
    };
    const order = new Int32Array(slots.length);
    for (let i = 0; i < order.length; i++) order[i] = i;
    order.sort(by[sort]);
    if (!kept) this.held(order.length);
    list.orders[sort] = { version: this.orderVersion, order };
    return order;
  }

  /** How many of the list's goods this search shows, counted once per version and type. */
  private shownIn(list: TermHits, filter: RankFilter): number {
    const key = filter.servicsId ?? 0;
    const kept = list.shown.get(key);
    if (kept?.version === this.shownVersion) return kept.count;
    let count = 0;
    for (let i = 0; i < list.slots.length; i++) if (this.shown(list.slots[i]!, filter)) count++;
    list.shown.set(key, { version: this.shownVersion, count });
    return count;
  }

  /**
   * The page when the goods are those of separate lists, each goods with its own list's score:
   * one term, or two that no shown goods has both of. Each list gives its first `n` shown goods
   * in the sort's order, the name matches their bonus, and only those candidates are sorted; the
   * total is the lists' shown counts. A broad word's 90,000 goods are then not walked per search.
   */
  private fromSeparateLists(
    lists: TermHits[],
    q: ParsedQuery,
    filter: RankFilter,
    n: number,
    order: (a: number, b: number) => number,
  ): { top: number[]; total: number } {
    const { score, stamps } = this.scratch;
    const query = ++this.stamp;
    const named = new Set(this.byNorm.get(q.norm));
    const candidates: number[] = [];
    let total = 0;
    for (const list of lists) {
      total += this.shownIn(list, filter);
      const sorted = this.orderOf(list, filter.sort);
      let taken = 0;
      for (let i = 0; i < sorted.length && taken < n; i++) {
        const at = sorted[i]!;
        const slot = list.slots[at]!;
        if (!this.shown(slot, filter) || named.has(slot)) continue;
        stamps[slot * 3 + 2] = query;
        score[slot] = list.scores[at]!;
        candidates.push(slot);
        taken++;
      }
      // the name matches may sit anywhere in the list's order: each is looked up
      for (const slot of named) {
        if (stamps[slot * 3 + 2] === query || !this.shown(slot, filter)) continue;
        const at = seek(list.slots, slot, 0);
        if (list.slots[at] !== slot) continue;
        stamps[slot * 3 + 2] = query;
        score[slot] = list.scores[at]! + EXACT_CENTS;
        candidates.push(slot);
      }
    }
    return { top: firstOf(candidates, n, order), total };
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
   * A long list's scores by slot, made once per list: a broad word (检测: 90,000 of 100,000
   * goods) is then looked up in one step where a search of its list took a dozen.
   */
  private scoresBySlot(list: TermHits): Int32Array {
    if (list.bySlot) return list.bySlot;
    const bySlot = new Int32Array(this.ids.length);
    for (let i = 0; i < list.slots.length; i++) bySlot[list.slots[i]!] = list.scores[i]!;
    list.bySlot = bySlot;
    this.held(bySlot.length);
    return bySlot;
  }

  /**
   * The shown goods with every term, their scores summed (score[], stamped `query`): the
   * shortest list is walked; a long list is looked up by slot (a score is never 0), a shorter
   * one searched forward from where it was last found.
   */
  private withEvery(lists: TermHits[], filter: RankFilter, query: number): number[] {
    const { score, stamps } = this.scratch;
    const [first, ...rest] = [...lists].sort((a, b) => a.slots.length - b.slots.length);
    const long = this.ids.length * BY_SLOT_SHARE;
    const bySlot = rest.filter((l) => l.slots.length >= long).map((l) => this.scoresBySlot(l));
    const searched = rest.filter((l) => l.slots.length < long);
    const at = searched.map(() => 0);
    const kept: number[] = [];
    outer: for (let i = 0; i < first!.slots.length; i++) {
      const slot = first!.slots[i]!;
      let sum = first!.scores[i]!;
      for (let r = 0; r < bySlot.length; r++) {
        const s = bySlot[r]![slot]!;
        if (!s) continue outer;
        sum += s;
      }
      for (let r = 0; r < searched.length; r++) {
        const list = searched[r]!;
        const j = seek(list.slots, slot, at[r]!);
        at[r] = j;
        if (j === list.slots.length) break outer;
        if (list.slots[j] !== slot) continue outer;
        sum += list.scores[j]!;
      }
      if (!this.shown(slot, filter)) continue;
      stamps[slot * 3 + 2] = query;
      score[slot] = sum;
      kept.push(slot);
    }
    return kept;
  }

  /**
   * The page of goods ids and the total: the goods with every term; when none has them all, those
   * with the most of them. Only visible goods, of the service type when one is given.
   */
  rank(q: ParsedQuery, filter: RankFilter, page: number, limit: number): { ids: number[]; total: number } {
    if (!q.terms.length) return { ids: [], total: 0 };
    const lists = q.terms.map((t) => this.hitsOf(t));
    const { score, stamps } = this.scratchFor(this.ids.length);
    const tie = (a: number, b: number) => this.sales[b]! - this.sales[a]! || this.ids[a]! - this.ids[b]!;
    const order: Record<SearchSort, (a: number, b: number) => number> = {
      default: (a, b) => score[b]! - score[a]! || tie(a, b),
      sales: tie,
      price_asc: (a, b) => this.prices[a]! - this.prices[b]! || tie(a, b),
      price_desc: (a, b) => this.prices[b]! - this.prices[a]! || tie(a, b),
    };
    const from = (page - 1) * limit;
    const answer = (top: number[], total: number) => ({
      ids: top.slice(from).map((slot) => this.ids[slot]!),
      total,
    });
    const compare = order[filter.sort];
    // the goods with the most terms: every term, else every set of one term fewer, and so on;
    // a goods with exactly k terms is in exactly one k-set's intersection
    for (let k = lists.length; k >= 2; k--) {
      const query = ++this.stamp;
      let kept: number[] = [];
      for (const set of setsOf(lists, k)) kept = kept.concat(this.withEvery(set, filter, query));
      if (!kept.length) continue;
      for (const slot of this.byNorm.get(q.norm) ?? [])
        if (stamps[slot * 3 + 2] === query) score[slot] += EXACT_CENTS;
      return answer(firstOf(kept, from + limit, compare), kept.length);
    }
    // no goods has two of the terms: each goods is in one list
    const { top, total } = this.fromSeparateLists(lists, q, filter, from + limit, compare);
    return answer(top, total);
  }

  /** Which of these tokens the goods has in any field (for the highlights). */
  tokensOf(id: number, tokens: string[]): string[] {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return [];
    return tokens.filter((t) => this.postings.some((map) => map.get(t)?.has(slot)));
  }
}
