import { isEmail, isPassword, isPhone, phoneDigits } from '../../../core/validators';
import { href } from '../../routes';
import { a, type Role } from './auth-strings';

/** Field checks of the three pages; each answers the message, or '' when the value is fine. */

const required = (label: string) => a.required.replace('{label}', label);

export const checkMobile = (v: string): string =>
  !v ? required(a.mobile) : isPhone(phoneDigits(v)) ? '' : a.badMobile;

export const checkEmail = (v: string): string => (!v ? required(a.email) : isEmail(v) ? '' : a.badEmail);

export const checkCode = (v: string): string =>
  !v.trim() ? required(a.code) : /^\d{6}$/.test(v.trim()) ? '' : a.badCode;

export const checkNewPassword = (v: string): string =>
  !v ? required(a.password) : isPassword(v) ? '' : a.weakPassword;

export const checkConfirm = (v: string, password: string): string =>
  !v ? a.confirmPh : v === password ? '' : a.mismatch;

export const checkRequired = (v: string, label: string): string => (v.trim() ? '' : required(label));

/** `?type=` 2 merchant, 3 expert; anything else is a buyer. */
export const parseRole = (v: string | null): Role => (v === '2' ? 2 : v === '3' ? 3 : 1);

/**
 * Where to go after logging in: `?redirect=` when it is a path of this site (never another
 * origin, `//host` or a way back to the login pages), else `home` (the home page, or the
 * merchant centre's workbench for a lab).
 */
export function safeRedirect(v: string | null, home: string = href('/home')): string {
  if (!v?.startsWith('/') || v.startsWith('//') || v.includes('\\')) return home;
  // the browser drops tabs and line breaks from a URL (`/\t/evil.example` is `//evil.example`):
  // only what resolves to this very origin is followed, as its path, query and fragment
  let url: URL;
  try {
    url = new URL(v, location.origin);
  } catch {
    return home;
  }
  if (url.origin !== location.origin || [...v].some((c) => c.charCodeAt(0) < 32)) return home;
  const path = url.pathname + url.search + url.hash;
  if (/^\/(login|reg|findpass)(\/|\?|$)/.test(path)) return home;
  return path;
}
