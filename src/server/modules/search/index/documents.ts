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

/** Tokens of a short text: words, bigrams, single characters and standard numbers. */
const shortTokens = (text: string): string[] =>
  union(textTokens(text, { unigrams: true }), stdTokensOf(text));

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
  const name = shortTokens(g.name);
  const std = union(...g.standards.map((s) => union(stdTokensOf(s), textTokens(s))));
  const kw = union(
    ...g.keywords.map(shortTokens),
    ...g.categories.map(shortTokens),
    shortTokens(g.merchantName),
    shortTokens(g.typeName),
  );
  const text = union(textTokens(g.summary), stdTokensOf(g.summary));
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
  const name = shortTokens(m.orgName);
  const meta = union(shortTokens(m.city), shortTokens(m.province), shortTokens(m.kindName));
  const svc = union(textTokens(m.intro), ...m.services.map((s) => union(textTokens(s), stdTokensOf(s))));
  return {
    nameNorm: squash(m.orgName),
    nameTokens: name,
    metaTokens: meta,
    svcTokens: svc,
    tokens: union(name, meta, svc),
  };
}
