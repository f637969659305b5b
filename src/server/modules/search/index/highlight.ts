/**
 * Which words of a result to mark: for each term, the alternative that matched, then where it
 * shows in the texts the page prints (name, standards, shop name, summary) — returned as those
 * texts spell it, so the page marks exact substrings and never needs to fold anything.
 */
import type { Term } from './query';
import { findStandards, type StandardRef, standardTokens } from './standards';
import { fold, isHan } from './text';

interface Folded {
  folded: string;
  /** For each folded character, where it came from in the original (and the text's length last). */
  from: number[];
  /** The standard numbers in the folded text. */
  standards?: StandardRef[];
}

/**
 * fold() of one character. ASCII and the main CJK block fold to themselves (ASCII lower-cased),
 * which is most of a page's text: only the rest (full-width forms, punctuation) goes through
 * NFKC, which costs a microsecond a character.
 */
export function foldChar(ch: string): string {
  const c = ch.charCodeAt(0);
  if (c < 0x80) return c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : ch;
  if (c >= 0x4e00 && c <= 0x9fff) return ch;
  return fold(ch);
}

/** The folded text and, for each folded character, where it came from in the original. */
function foldWithMap(text: string): Folded {
  let folded = '';
  const from: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = foldChar(ch);
    folded += f;
    for (let k = 0; k < f.length; k++) from.push(i);
    i += ch.length;
  }
  from.push(text.length);
  return { folded, from };
}

/** One page's texts folded once each (highlightsFor looks every text up many times). */
class FoldedTexts {
  private readonly byText = new Map<string, Folded>();
  of(text: string): Folded {
    let f = this.byText.get(text);
    if (!f) {
      f = foldWithMap(text);
      this.byText.set(text, f);
    }
    return f;
  }
  standardsOf(text: string): StandardRef[] {
    const f = this.of(text);
    f.standards ??= findStandards(f.folded);
    return f.standards;
  }
}

/** The original spelling of `needle` in `text` (case and width insensitive), or null. */
function findIn(texts: FoldedTexts, text: string, needle: string): string | null {
  const n = fold(needle).trim();
  if (!n) return null;
  const { folded, from } = texts.of(text);
  const at = folded.indexOf(n);
  if (at < 0) return null;
  return text.slice(from[at], from[at + n.length]);
}

/** Longest runs (2+ characters) of a Han word that appear in the text: 饮用水检 → 饮用水. */
function partsIn(texts: FoldedTexts, text: string, word: string): string[] {
  const chars = [...word];
  const out: string[] = [];
  let i = 0;
  while (i < chars.length - 1) {
    let best = '';
    for (let j = chars.length; j >= i + 2; j--) {
      const hit = findIn(texts, text, chars.slice(i, j).join(''));
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
function standardsIn(texts: FoldedTexts, list: string[], token: string): string[] {
  const out: string[] = [];
  for (const text of list) {
    const { from } = texts.of(text);
    for (const ref of texts.standardsOf(text)) {
      if (standardTokens(ref).includes(token)) {
        out.push(text.slice(from[ref.index], from[ref.index + ref.length]).trim());
      }
    }
  }
  return out;
}

export function highlightsFor(terms: Term[], rowTokens: string[], list: string[]): string[] {
  const have = new Set(rowTokens);
  const texts = new FoldedTexts();
  const found = new Set<string>();
  for (const term of terms) {
    const alt = term.alts.find((a) => a.tokens.every((t) => have.has(t)));
    if (!alt) continue;
    const before = found.size;
    for (const s of standardsIn(texts, list, alt.tokens[0]!)) found.add(s);
    for (const surface of term.surfaces) {
      for (const text of list) {
        const hit = findIn(texts, text, surface);
        if (hit) found.add(hit);
      }
    }
    if (found.size === before && isHan(term.text)) {
      for (const text of list) for (const p of partsIn(texts, text, term.text)) found.add(p);
    }
  }
  // longest first: the page marks `GB 5749-2022` before a bare `5749` inside it
  return [...found].filter(Boolean).sort((a, b) => b.length - a.length);
}
