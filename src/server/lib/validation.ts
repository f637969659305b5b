import { z } from 'zod';
import type { RequestOf } from '../../core/api/contract/api';
import type { EndpointId } from '../../core/api/contract/endpoints';
import { isMonth } from '../../core/rules/fund-types';
import { isPhone, phoneDigits } from '../../core/validators';
import { ApiFailure, fail, MESSAGES } from './envelope';

/**
 * Characters no legitimate field contains: C0 controls (NUL …) except tab/newline, lone UTF-16
 * surrogates, and the bidi controls that make text display other than it reads (RTL spoofing).
 */
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasForbiddenChars = (s: string): boolean => FORBIDDEN.test(s);

/** Strings longer than this are refused anywhere, whatever the field (bodies are ≤ 64 KB anyway). */
export const MAX_STRING = 20_000;
const MAX_DEPTH = 5;

/** Walks the raw input once: a bad character or an absurd string anywhere refuses the request. */
export function checkRawInput(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') {
    if (value.length > MAX_STRING) return '输入内容过长';
    return hasForbiddenChars(value) ? '输入内容包含非法字符' : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return MESSAGES.badParams;
  for (const [key, item] of Object.entries(value)) {
    const problem = checkRawInput(key, depth + 1) ?? checkRawInput(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** Nothing sent: absent, null or an empty string. */
export const missing = (v: unknown): boolean => v === undefined || v === null || v === '';

/** Positive integer ids arrive as numbers (JSON) or digit strings (query, forms). */
export function toPositiveInt(v: unknown): number | null {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= 2_147_483_647) return v;
  if (typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647) return Number(v);
  return null;
}

/** A required id: `缺少商品ID` when absent, `无效的商品ID` when not a positive integer. */
export const idField = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number => {
      const n = toPositiveInt(v);
      if (n !== null) return n;
      ctx.issues.push({ code: 'custom', input: v, message: missing(v) ? `缺少${label}` : `无效的${label}` });
      return z.NEVER;
    });

/** An optional id: absent, null, '' or 0 mean "none chosen". */
export const optionalIdField = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number | null => {
      if (missing(v) || v === 0 || v === '0') return null;
      const n = toPositiveInt(v);
      if (n !== null) return n;
      ctx.issues.push({ code: 'custom', input: v, message: `无效的${label}` });
      return z.NEVER;
    });

/** Free text: trimmed; `请输入…` when required and empty, `…不能超过 N 个字` when too long. */
export const textField = (label: string, max: number, required = true) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (missing(v)) {
        if (!required) return '';
        ctx.issues.push({ code: 'custom', input: v, message: `请输入${label}` });
        return z.NEVER;
      }
      if (typeof v !== 'string' && typeof v !== 'number') {
        ctx.issues.push({ code: 'custom', input: v, message: `无效的${label}` });
        return z.NEVER;
      }
      const s = String(v).trim();
      if (hasForbiddenChars(s))
        ctx.issues.push({ code: 'custom', input: v, message: `${label}包含非法字符` });
      else if (required && !s) ctx.issues.push({ code: 'custom', input: v, message: `请输入${label}` });
      else if ([...s].length > max)
        ctx.issues.push({ code: 'custom', input: v, message: `${label}不能超过${max}个字` });
      else return s;
      return z.NEVER;
    });

/** One of a fixed set of words; absent → the fallback. */
export const enumField = <T extends string>(label: string, values: readonly T[], fallback?: T) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): T => {
      if (missing(v) && fallback !== undefined) return fallback;
      if (typeof v === 'string' && (values as readonly string[]).includes(v)) return v as T;
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: missing(v) ? `请选择${label}` : `无效的${label}`,
      });
      return z.NEVER;
    });

/** One of a fixed set of words, or nothing chosen (absent, null, '') → null. */
export const optionalEnumField = <T extends string>(label: string, values: readonly T[]) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): T | null => {
      if (missing(v)) return null;
      if (typeof v === 'string' && (values as readonly string[]).includes(v)) return v as T;
      ctx.issues.push({ code: 'custom', input: v, message: `无效的${label}` });
      return z.NEVER;
    });

/** Flags arrive as true/false, 1/0 or their strings. */
export const flagField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): boolean | undefined => {
      if (missing(v)) return undefined;
      if (v === true || v === 1 || v === '1' || v === 'true') return true;
      if (v === false || v === 0 || v === '0' || v === 'false') return false;
      ctx.issues.push({ code: 'custom', input: v, message: MESSAGES.badParams });
      return z.NEVER;
    });

export const mobileField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      // pasted spaces and hyphens (138 0000 0001) are dropped: the digits are the number
      if (typeof v === 'string' && isPhone(phoneDigits(v))) return phoneDigits(v);
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: missing(v) ? '请输入手机号' : '请输入正确的手机号',
      });
      return z.NEVER;
    });

export const passwordField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (typeof v === 'string' && v.length >= 1 && v.length <= 256 && !hasForbiddenChars(v)) return v;
      ctx.issues.push({ code: 'custom', input: v, message: missing(v) ? '请输入密码' : '密码格式不正确' });
      return z.NEVER;
    });

/** A list position: an integer 0–9999, absent → 0 (first). */
export const sortField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number => {
      if (missing(v)) return 0;
      const n = Number(v);
      if (Number.isInteger(n) && n >= 0 && n <= 9999) return n;
      ctx.issues.push({ code: 'custom', input: v, message: '排序请填写 0-9999 的整数' });
      return z.NEVER;
    });

/** Rich text arrives as HTML and is sanitized on save; this bounds what is parsed. */
export const RICH_TEXT_MAX = 50_000;

/**
 * An article's HTML body (正文), at most RICH_TEXT_MAX characters: required, it must have more
 * than blanks (`请输入正文`); optional, absent or null is ''.
 */
export const richTextField = (required = true) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (!required && (v === undefined || v === null)) return '';
      const filled = typeof v === 'string' && (!required || v.trim() !== '');
      if (filled && v.length <= RICH_TEXT_MAX) return v;
      const blank = required && !(typeof v === 'string' && v.trim());
      ctx.issues.push({ code: 'custom', input: v, message: blank ? '请输入正文' : '正文过长' });
      return z.NEVER;
    });

// .optional() before .transform(): zod 4 refuses an absent key unless the schema admits undefined

/**
 * The schema of endpoint I's request (`const body = z.object({…}) satisfies RequestSchema<'id'>`):
 * what it parses to must fit the contract's request type, so a field the server reads that the
 * client's type lacks, or reads as another type, does not compile. Paging is parsed by the app.
 */
export type RequestSchema<I extends EndpointId> = z.ZodType<Omit<RequestOf<I>, 'page' | 'limit'>, unknown>;

/** Parses the input or ends the request with the first issue's Chinese message. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const message =
    result.error.issues[0]?.code === 'custom' ? result.error.issues[0].message : MESSAGES.badParams;
  throw new ApiFailure(fail(message));
}

/**
 * A calendar date YYYY-MM-DD that exists (2026-02-30 is refused): `请选择…` when empty, else
 * `invalid` (`…格式不正确` unless a form's words say otherwise).
 */
export const dateField = (label: string, invalid = `${label}格式不正确`) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = typeof v === 'string' ? v.trim() : '';
      const d = /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T00:00:00Z`) : null;
      if (d && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s) return s;
      ctx.issues.push({ code: 'custom', input: v, message: s ? invalid : `请选择${label}` });
      return z.NEVER;
    });

/** An optional month YYYY-MM (a statement's month filter): null when absent or empty. */
export const optionalMonthField = (invalid = '无效的月份，请按 YYYY-MM 填写') =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string | null => {
      if (missing(v)) return null;
      if (isMonth(v)) return v;
      ctx.issues.push({ code: 'custom', input: v, message: invalid });
      return z.NEVER;
    });

/** An optional service type, 1 检验检测 to 5 咨询: null when absent. */
export const serviceTypeField = () =>
  optionalIdField('服务类型').refine((v) => v === null || (v >= 1 && v <= 5), { message: '无效的服务类型' });

/** The same, or null when absent or empty. */
export const optionalDateField = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string | null => {
      if (v === undefined || v === null || v === '') return null;
      const r = dateField(label).safeParse(v);
      if (r.success) return r.data;
      ctx.issues.push({ code: 'custom', input: v, message: `${label}格式不正确` });
      return z.NEVER;
    });

/**
 * The field builders as one namespace: a request schema reads `field.id('订单ID')`, and a routes
 * file imports `field` once instead of keeping its own list of builders in step with its schemas.
 */
export const field = {
  id: idField,
  optionalId: optionalIdField,
  text: textField,
  richText: richTextField,
  enum: enumField,
  optionalEnum: optionalEnumField,
  flag: flagField,
  mobile: mobileField,
  password: passwordField,
  sort: sortField,
  date: dateField,
  optionalDate: optionalDateField,
  optionalMonth: optionalMonthField,
  serviceType: serviceTypeField,
} as const;
