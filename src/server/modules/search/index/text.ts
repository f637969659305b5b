/**
 * Text → index tokens. Chinese is split into words by the runtime's ICU segmenter
 * and, because its splits depend on context (生活|饮用|水 but 饮用|水 alone), every run of Han
 * characters also yields its character bigrams: a query word matches when all its bigrams do.
 */

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
/** Letters and digits of any script: what a word-like segment must contain to be kept. */
const WORDISH = /[\p{L}\p{N}]/u;

export const isHan = (s: string): boolean => HAN.test(s);

/** Full-width to half-width (ＧＢ／Ｔ → GB/T), lower case. */
export const fold = (s: string): string => s.normalize('NFKC').toLowerCase();

/** Folded and without whitespace: the form exact-name comparisons use. */
export const squash = (s: string): string => fold(s).replace(/\s+/g, '');

/** The word-like segments of a text, folded; punctuation, spaces and emoji are dropped. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const s of segmenter.segment(fold(text))) {
    if (s.isWordLike && WORDISH.test(s.segment)) out.push(s.segment);
  }
  return out;
}

/** Character bigrams of one Han run (a two-character run is its own bigram). */
export function bigramsOf(run: string): string[] {
  const chars = [...run];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

export interface TokenOptions {
  /** Single Han characters too (short fields: names, keywords) so a one-character query finds them. */
  unigrams?: boolean;
}

/** Words plus the bigrams (and optionally characters) of every Han run. */
export function textTokens(text: string, opts: TokenOptions = {}): string[] {
  const folded = fold(text);
  const out = new Set(words(folded));
  for (const run of folded.match(HAN_RUN) ?? []) {
    for (const b of bigramsOf(run)) out.add(b);
    if (opts.unigrams) for (const c of run) out.add(c);
  }
  return [...out];
}

/**
 * Query words: word-like segments, where one-character Han segments are joined to a Han word
 * next to them (石墨|烯 → 石墨烯, 压力|表 → 压力表, 婴|幼儿 → 婴幼儿) or to each other
 * (内|审|员 → 内审员, 华|正 → 华正). The segmenter splits words it does not know into
 * characters; the buyer's word is better matched by its bigrams than by each character alone.
 */
export function queryWords(text: string): string[] {
  const out: string[] = [];
  let pending = '';
  /** The pending characters follow a Latin word directly (pH|计): they stay on their own. */
  let pendingAfterLatin = false;
  /** The last word pushed is a Han word that may take one more character. */
  let canTake = false;
  let end = -1;
  let lastLatinEnd = -2;
  const flush = () => {
    if (pending) out.push(pending);
    pending = '';
  };
  for (const s of segmenter.segment(fold(text))) {
    const contiguous = s.index === end;
    end = s.index + s.segment.length;
    if (!s.isWordLike || !WORDISH.test(s.segment)) {
      flush();
      canTake = false;
      continue;
    }
    const han = isHan(s.segment);
    if (han && [...s.segment].length === 1) {
      if (!pending && canTake && contiguous) {
        out[out.length - 1] += s.segment;
        canTake = false;
      } else {
        if (!pending) pendingAfterLatin = lastLatinEnd === s.index;
        pending += s.segment;
      }
      continue;
    }
    if (han && contiguous && [...pending].length === 1 && !pendingAfterLatin) {
      out.push(pending + s.segment);
      pending = '';
    } else {
      flush();
      out.push(s.segment);
    }
    canTake = han;
    if (!han) lastLatinEnd = end;
  }
  flush();
  return out;
}
