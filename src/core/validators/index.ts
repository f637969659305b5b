/** Validation rules shared by forms and the server. */

/** 11 digits starting with 1. */
export const isPhone = (value: string): boolean => /^1\d{10}$/.test(value);

/**
 * A mobile as typed or pasted (`138 0000 0001`, `138-0000-0001`, full-width `１３８００００００１` from a
 * Chinese input method): its ASCII digits, checked by isPhone.
 */
export const phoneDigits = (value: string): string => value.normalize('NFKC').replace(/[\s-]/g, '');

/** Mobile inputs take 11 digits and the two separators a pasted number may carry. */
export const MOBILE_INPUT_MAX = 13;

/** local@domain with a 2–4 character ending. */
export const isEmail = (value: string): boolean =>
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/.test(value);

/** Optional 3–4 digit area code with a hyphen, then 7–8 digits. */
export const isLandline = (value: string): boolean => /^(\d{3,4}-)?\d{7,8}$/.test(value);

/** A new password's length in characters, and from what length a passphrase needs no digit. */
export const PASSWORD_LENGTH = { min: 8, max: 128, phrase: 16 } as const;

/**
 * A new password: 8–128 printable characters of any script, spaces included. Under 16 it needs
 * a letter and a digit; a longer passphrase ("correct horse battery staple") needs neither.
 * (The server also refuses the commonest passwords, from a list too big to ship to browsers.)
 */
export function isPassword(value: string): boolean {
  const n = charCount(value);
  if (n < PASSWORD_LENGTH.min || n > PASSWORD_LENGTH.max) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]|\p{Cf}/u.test(value) || !value.trim()) return false;
  return n >= PASSWORD_LENGTH.phrase || (/\p{L}/u.test(value) && /\p{Nd}/u.test(value));
}

/** A company's registered phone on an invoice: a landline, a mobile or a 400 service number. */
export const isCompanyPhone = (value: string): boolean =>
  isLandline(value) || isPhone(value) || /^400-?\d{3}-?\d{4}$/.test(value);

/** A bank account as people type it (spaces, hyphens) reduced to its digits. */
export const bankAccountDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** 8–30 digits once spaces and hyphens are dropped. */
export const isBankAccount = (value: string): boolean => /^\d{8,30}$/.test(bankAccountDigits(value));

/**
 * The Luhn (mod 10) check that personal UnionPay debit cards (16–19 digits) pass. Only micro
 * accounts ask it: many corporate (对公) account numbers do not follow Luhn, so a company's
 * account is checked by isBankAccount alone.
 */
export function isDebitCard(value: string): boolean {
  const digits = bankAccountDigits(value);
  if (!/^\d{16,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Shown to anyone, the owner included: first 4 and last 4 digits (6222 **** **** 1234). */
export function maskBankAccount(value: string): string {
  const d = bankAccountDigits(value);
  if (d.length < 8) return '*'.repeat(d.length);
  return `${d.slice(0, 4)} ${'*'.repeat(4)} ${'*'.repeat(4)} ${d.slice(-4)}`;
}

/** A person's name: letters of any script, combining marks, and · . - ' and spaces between. */
export const isPersonName = (value: string): boolean => /^[\p{L}\p{M}][\p{L}\p{M}·•.'\- ]*$/u.test(value);

/** Length in characters as people count them (code points, so 𠀀 is one). */
export const charCount = (value: string): number => [...value].length;
