/**
 * Which words of a result to mark: for each term, the alternative that matched, then where it
 * shows in the texts the page prints (name, standards, shop name, summary) — returned as those
 * texts spell it, so the page marks exact substrings and never needs to fold anything.
 */
import type { Term } from './query';
import { findStandards, standardTokens } from './standards';
import { fold, isHan } from './text';

/** The folded text and, for each folded character, where it came from in the original. */
function foldWithMap(text: string): { folded: string; from: number[] } {
  let folded = '';
  const from: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = fold(ch);
    folded += f;
    for (let k = 0; k < f.length; k++) from.push(i);
    i += ch.length;
  }
  from.push(text.length);
  return { folded, from };
}

/** The original spelling of `needle` in `text` (case and width insensitive), or null. */
export function findIn(text: string, needle: string): string | null {
  const n = fold(needle).trim();
  if (!n) return null;
  const { folded, from } = foldWithMap(text);
  const at = folded.indexOf(n);
  if (at < 0) return null;
  return text.slice(from[at], from[at + n.length]);
}

/** Longest runs (2+ characters) of a Han word that appear in the text: 饮用水检 → 饮用水. */
function partsIn(text: string, word: string): string[] {
  const chars = [...word];
  const out: string[] = [];
  let i = 0;
  while (i < chars.length - 1) {
    let best = '';
    for (let j = chars.length; j >= i + 2; j--) {
      const hit = findIn(text, chars.slice(i, j).join(''));
      if (hit) {
        best = hit;
        i = j;
        break;
      }
    }
    if (best) out.push(best);
    else i++;
  }
  return out;
}

/** Standard numbers in the texts whose tokens include `token`, as printed. */
function standardsIn(texts: string[], token: string): string[] {
  const out: string[] = [];
  for (const text of texts) {
    const { folded, from } = foldWithMap(text);
    for (const ref of findStandards(folded)) {
      if (standardTokens(ref).includes(token)) {
        out.push(text.slice(from[ref.index], from[ref.index + ref.length]).trim());
      }
    }
  }
  return out;
}

export function highlightsFor(terms: Term[], rowTokens: string[], texts: string[]): string[] {
  const have = new Set(rowTokens);
  const found = new Set<string>();
  for (const term of terms) {
    const alt = term.alts.find((a) => a.tokens.every((t) => have.has(t)));
    if (!alt) continue;
    const before = found.size;
    for (const s of standardsIn(texts, alt.tokens[0]!)) found.add(s);
    for (const surface of term.surfaces) {
      for (const text of texts) {
        const hit = findIn(text, surface);
        if (hit) found.add(hit);
      }
    }
    if (found.size === before && isHan(term.text)) {
      for (const text of texts) for (const p of partsIn(text, term.text)) found.add(p);
    }
  }
  // longest first: the page marks `GB 5749-2022` before a bare `5749` inside it
  return [...found].filter(Boolean).sort((a, b) => b.length - a.length);
}
