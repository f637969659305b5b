/**
 * Taxpayer identification numbers (纳税人识别号) on invoice titles:
 * - 18 characters: the 统一社会信用代码 of GB 32100-2015, whose last character is a check
 *   character over the first 17 (a typo anywhere is caught);
 * - 15 characters: the legacy number, 6-digit region code + 9-character organisation code;
 * - 20 characters: the legacy number of individual businesses, ID-card number + 2 digits.
 */

/** GB 32100-2015's 31 characters: digits and capitals without I, O, S, V, Z. */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weight of position i is 3^i mod 31. */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** 登记管理部门代码 (1–9, A–G, N, Y) + 机构类别代码 + 6-digit region, then the rest. */
const USCC_SHAPE = /^[1-9A-GNY][1-9A-Z]\d{6}[0-9A-HJ-NP-RTUWXY]{10}$/;
const LEGACY_15 = /^\d{6}[0-9A-Z]{8}[0-9X]$/;
const LEGACY_20 = /^\d{17}[0-9X]\d{2}$/;

/** The check character of the first 17 characters of a 统一社会信用代码. */
export function usccCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CHARSET.indexOf(first17.charAt(i)) * (WEIGHTS[i] ?? 0);
  return CHARSET.charAt((31 - (sum % 31)) % 31);
}

/** Spaces removed and letters capitalised: what a buyer types is stored in this form. */
export const normalizeTaxNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** Whether a normalised tax number is a valid 18-character code or a legacy 15/20-character one. */
export function isTaxNumber(value: string): boolean {
  if (value.length === 18) return USCC_SHAPE.test(value) && usccCheckChar(value) === value.charAt(17);
  return LEGACY_15.test(value) || LEGACY_20.test(value);
}

/** A 统一社会信用代码 (GB 32100-2015) as a company states it: 18 characters, its check character right. */
export function isCreditCode(value: string): boolean {
  const code = normalizeTaxNumber(value);
  return code.length === 18 && isTaxNumber(code);
}

/** Why a tax number is refused, or '' when it is fine (the message both page and server show). */
export function taxNumberProblem(raw: string): string {
  const value = normalizeTaxNumber(raw);
  if (!value) return '请输入纳税人识别号';
  if (![15, 18, 20].includes(value.length)) return '纳税人识别号应为 15、18 或 20 位';
  if (value.length === 18 && USCC_SHAPE.test(value) && !isTaxNumber(value))
    return '纳税人识别号校验位不正确，请核对';
  return isTaxNumber(value) ? '' : '纳税人识别号格式不正确';
}

/** An invoice title that names a person (个人) needs no tax number on a 普通发票. */
export const isPersonalTitle = (title: string): boolean => /^个人($|[（(])/.test(title.trim());
