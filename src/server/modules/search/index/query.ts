/**
 * A buyer's query → terms. Every term must match (AND); a term matches when any of its
 * alternatives does, an alternative when the document has all its tokens. The typed word
 * weighs most, its bigrams and synonyms less, broader `also` terms least.
 */
import { findStandards, type StandardRef, standardKey, withoutStandards } from './standards';
import { SYNONYMS } from './synonyms';
import { bigramsOf, fold, isHan, queryWords, squash } from './text';

export interface Alt {
  tokens: string[];
  weight: number;
}

export interface Term {
  /** What the buyer typed for this term (or the synonym key found in it). */
  text: string;
  alts: Alt[];
  /** Words a match may show as, for highlighting: the typed text first, then its synonyms. */
  surfaces: string[];
}

export interface ParsedQuery {
  /** Folded, without spaces: compared with names for the exact-match rank. */
  norm: string;
  terms: Term[];
}

export const MAX_TERMS = 8;
const MAX_ALTS = 10;
const SYNONYM_WEIGHT = 0.8;
/** Broader terms: a typed word among the keywords still outranks a broader one in the name. */
const ALSO_WEIGHT = 0.3;
const BIGRAM_FACTOR = 0.85;
const YEARLESS_FACTOR = 0.9;
/** Single characters that carry no meaning on their own in a query. */
const STOP = new Set(['的', '了', '和', '与', '及', '或', '等', '之', '在', '对', '为', '是', '个', '有']);
const LATIN_EDGE = /[a-z0-9]/;
const HAN_RUN = /\p{Script=Han}+/gu;

function standardAlts(ref: StandardRef, weight: number): Alt[] {
  const key = standardKey(ref);
  if (!ref.year) return [{ tokens: [key], weight }];
  return [
    { tokens: [key, `${ref.number}:${ref.year}`], weight },
    { tokens: [key], weight: weight * YEARLESS_FACTOR },
  ];
}

/** A single word: itself, and for Han words of 3+ characters all their bigrams. */
function wordAlts(word: string, weight: number): Alt[] {
  const alts: Alt[] = [{ tokens: [word], weight }];
  if (isHan(word) && [...word].length >= 3)
    alts.push({ tokens: bigramsOf(word), weight: weight * BIGRAM_FACTOR });
  return alts;
}

/** Any phrase (a synonym, a multi-word rest): a standard, one word, or all its words/bigrams. */
export function phraseAlts(phrase: string, weight: number): Alt[] {
  const refs = findStandards(phrase);
  if (refs.length === 1 && !withoutStandards(phrase, refs).trim()) return standardAlts(refs[0]!, weight);
  const ws = queryWords(phrase);
  if (ws.length === 1) return wordAlts(ws[0]!, weight);
  // bigrams across the whole Han run (环境检测 → 环境 境检 检测) keep the words adjacent
  const tokens = new Set<string>();
  for (const w of ws) if (!isHan(w)) tokens.add(w);
  for (const run of fold(phrase).match(HAN_RUN) ?? []) {
    for (const t of [...run].length > 1 ? bigramsOf(run) : [run]) tokens.add(t);
  }
  const alts: Alt[] = tokens.size ? [{ tokens: [...tokens], weight: weight * BIGRAM_FACTOR }] : [];
  const whole = squash(phrase);
  if (whole && ws.length) alts.unshift({ tokens: [whole], weight });
  return alts;
}

/** The key a synonym rule word is looked up by: its standard key, or the word folded. */
function ruleKey(word: string): string {
  const refs = findStandards(word);
  return refs.length === 1 && !withoutStandards(word, refs).trim() ? standardKey(refs[0]!) : squash(word);
}

const rulesByKey = new Map<string, number[]>();
SYNONYMS.forEach((rule, i) => {
  for (const w of rule.words) {
    const key = ruleKey(w);
    rulesByKey.set(key, [...(rulesByKey.get(key) ?? []), i]);
  }
});
/** Keys found as text inside the query, longest first (so 3C认证 wins over 3C). */
const textKeys = [...rulesByKey.keys()].sort((a, b) => b.length - a.length);

function synonymAlts(key: string, own: string): { alts: Alt[]; surfaces: string[] } {
  const alts: Alt[] = [];
  const surfaces: string[] = [];
  for (const i of rulesByKey.get(key) ?? []) {
    const rule = SYNONYMS[i]!;
    for (const w of rule.words) {
      if (ruleKey(w) === own) continue;
      alts.push(...phraseAlts(w, SYNONYM_WEIGHT));
      surfaces.push(w);
    }
    for (const w of rule.also ?? []) {
      alts.push(...phraseAlts(w, ALSO_WEIGHT));
      surfaces.push(w);
    }
  }
  return { alts, surfaces };
}

function makeTerm(text: string, own: Alt[], key: string): Term {
  const syn = synonymAlts(key, key);
  const seen = new Set<string>();
  const alts = [...own, ...syn.alts].filter((a) => {
    const id = [...a.tokens].sort().join('\u0001');
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return { text, alts: alts.slice(0, MAX_ALTS), surfaces: [text, ...syn.surfaces] };
}

/** Finds synonym keys in the text, blanks them out and returns them (whole words only for Latin keys). */
function takeSynonymKeys(text: string): { keys: string[]; rest: string } {
  let rest = text;
  const keys: string[] = [];
  for (const key of textKeys) {
    let from = 0;
    for (;;) {
      const at = rest.indexOf(key, from);
      if (at < 0) break;
      const before = rest[at - 1] ?? ' ';
      const after = rest[at + key.length] ?? ' ';
      const edgeOk =
        !(LATIN_EDGE.test(key[0]!) && LATIN_EDGE.test(before)) &&
        !(LATIN_EDGE.test(key[key.length - 1]!) && LATIN_EDGE.test(after));
      if (!edgeOk) {
        from = at + 1;
        continue;
      }
      keys.push(key);
      rest = `${rest.slice(0, at)} ${' '.repeat(key.length - 1)}${rest.slice(at + key.length)}`;
      from = at + key.length;
    }
  }
  return { keys, rest };
}

export function parseQuery(input: string): ParsedQuery {
  const folded = fold(input).trim();
  const terms: Term[] = [];
  const refs = findStandards(folded);
  for (const ref of refs) {
    const text = folded.slice(ref.index, ref.index + ref.length).trim();
    terms.push(makeTerm(text, standardAlts(ref, 1), standardKey(ref)));
  }
  // spaces are removed between Han characters so 农药 残留 reads as 农药残留
  const rest = withoutStandards(folded, refs).replace(/(\p{Script=Han})\s+(?=\p{Script=Han})/gu, '$1');
  const taken = takeSynonymKeys(rest);
  for (const key of taken.keys) terms.push(makeTerm(key, phraseAlts(key, 1), key));
  const words = queryWords(taken.rest).filter((w) => !STOP.has(w));
  const meaningful = words.filter((w) => [...w].length > 1 || isHan(w));
  for (const w of meaningful.length || terms.length ? meaningful : words) {
    terms.push(makeTerm(w, wordAlts(w, 1), w));
  }
  const unique = new Map<string, Term>();
  for (const t of terms) if (t.alts.length && !unique.has(t.text)) unique.set(t.text, t);
  return { norm: squash(input), terms: [...unique.values()].slice(0, MAX_TERMS) };
}
