/** 13800000001 → 138****0001: enough for staff to match a caller, not enough to text them. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

/** alice@example.com → a***@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}

export const maskTarget = (channel: string, to: string): string =>
  channel === 'mail' ? maskEmail(to) : maskMobile(to);
