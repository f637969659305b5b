import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords of leaked-password corpora, ranked, as zxcvbn-ts keeps them
 * (a maintained list, server-side only: far too big for a browser bundle). Compared without case:
 * Password1 is as guessable as password1.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
