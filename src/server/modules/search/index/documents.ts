/** What one goods or one shop puts into the index, by field (pure: no database). */
import { findStandards, standardTokens } from './standards';
import { squash, textTokens } from './text';

/** Field weights of the relevance score: a name match outranks a standard, a keyword, a summary. */
export const GOODS_FIELDS = { name: 8, std: 5, kw: 3, text: 1 } as const;
export const MERCHANT_FIELDS = { name: 8, meta: 4, svc: 2 } as const;
/** An exact name match ranks above any sum of field matches. */
export const EXACT_BONUS = 1000;

const stdTokensOf = (text: string): string[] => findStandards(text).flatMap(standardTokens);

const union = (...lists: string[][]): string[] => [...new Set(lists.flat())];

/**
 * A pure tokenizer remembering its answers: a catalogue repeats its texts (categories, shop
 * names, cities, standards; a generated one its names and summaries too), and segmenting is
 * most of what indexing a goods costs. Forgets everything past MEMO_SIZE texts. Answers are
 * shared: callers copy them (union) before handing them out.
 */
const MEMO_SIZE = 5_000;
function memo(tokenize: (text: string) => string[]): (text: string) => string[] {
  const seen = new Map<string, string[]>();
  return (text) => {
    let tokens = seen.get(text);
    if (!tokens) {
      if (seen.size >= MEMO_SIZE) seen.clear();
      tokens = tokenize(text);
      seen.set(text, tokens);
    }
    return tokens;
  };
}

/** Tokens of a short text: words, bigrams, single characters and standard numbers. */
const shortTokens = memo((text) => union(textTokens(text, { unigrams: true }), stdTokensOf(text)));
/** Tokens of a standard's name: its numbers and its words. */
const standardNameTokens = memo((text) => union(stdTokensOf(text), textTokens(text)));
/** Tokens of a long text: words, bigrams and standard numbers. */
const longTokens = memo((text) => union(textTokens(text), stdTokensOf(text)));

export interface GoodsSource {
  name: string;
  standards: string[];
  keywords: string[];
  summary: string;
  /** The leaf category and its parent. */
  categories: string[];
  merchantName: string;
  typeName: string;
}

export interface GoodsDoc {
  nameNorm: string;
  nameTokens: string[];
  stdTokens: string[];
  kwTokens: string[];
  textTokens: string[];
}

export function goodsDoc(g: GoodsSource): GoodsDoc {
  const name = union(shortTokens(g.name));
  const std = union(...g.standards.map(standardNameTokens));
  const kw = union(
    ...g.keywords.map(shortTokens),
    ...g.categories.map(shortTokens),
    shortTokens(g.merchantName),
    shortTokens(g.typeName),
  );
  const text = union(longTokens(g.summary));
  return {
    nameNorm: squash(g.name),
    nameTokens: name,
    stdTokens: std,
    kwTokens: kw,
    textTokens: text,
  };
}

export interface MerchantSource {
  orgName: string;
  city: string;
  province: string;
  kindName: string;
  intro: string;
  /** Names, standards, keywords and category names of the shop's goods on sale. */
  services: string[];
}

export interface MerchantDoc {
  nameNorm: string;
  nameTokens: string[];
  metaTokens: string[];
  svcTokens: string[];
  tokens: string[];
}

export function merchantDoc(m: MerchantSource): MerchantDoc {
  const name = union(shortTokens(m.orgName));
  const meta = union(shortTokens(m.city), shortTokens(m.province), shortTokens(m.kindName));
  const svc = union(textTokens(m.intro), ...m.services.map(longTokens));
  return {
    nameNorm: squash(m.orgName),
    nameTokens: name,
    metaTokens: meta,
    svcTokens: svc,
    tokens: union(name, meta, svc),
  };
}
