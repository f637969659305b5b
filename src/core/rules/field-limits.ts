/**
 * Length limits of the buyer's own records, in characters: the pages check them before sending
 * and the server refuses beyond them, so both import these (one source per rule).
 */
export type Limit = readonly [min: number, max: number];

export const ADDRESS_LIMITS = {
  consignee: [2, 20],
  detail: [5, 120],
} as const satisfies Record<string, Limit>;

export const INVOICE_TITLE_LIMITS = {
  title: [2, 100],
  bank_name: [4, 50],
  reg_address: [5, 100],
  email: [0, 100],
} as const satisfies Record<string, Limit>;

/** 开票内容 (an invoice project's name). */
export const INVOICE_PROJECT_LIMIT: Limit = [2, 30];

/** A search keyword (search/get): the server refuses a longer one, so the input stops here. */
export const SEARCH_KEYWORD_MAX = 50;

/**
 * 问答: a buyer's question and the lab's answer, plain text. The question becomes the title of
 * the shop's public Q&A entry once answered, so it stays within a title's length.
 */
export const QA_LIMITS = {
  question: [5, 100],
  answer: [2, 1000],
} as const satisfies Record<string, Limit>;
