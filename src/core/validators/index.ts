/** Spec §5 validation rules. */

/** 11 digits starting with 1. */
export const isPhone = (value: string): boolean => /^1\d{10}$/.test(value);

/** local@domain with a 2–4 character ending. */
export const isEmail = (value: string): boolean =>
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/.test(value);

/** Optional 3–4 digit area code with a hyphen, then 7–8 digits. */
export const isLandline = (value: string): boolean => /^(\d{3,4}-)?\d{7,8}$/.test(value);

/** A new password: 8–20 printable characters (no spaces) with at least one letter and one digit. */
export const isPassword = (value: string): boolean => /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/.test(value);
