import { maskPhone } from '../../../core/formatters';

/** alice@example.com → a***@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}

/** 13800000001 → 138****0001 (as every page masks it): enough for staff to match a caller, not to text them. */
export const maskTarget = (channel: string, to: string): string =>
  channel === 'mail' ? maskEmail(to) : maskPhone(to);
