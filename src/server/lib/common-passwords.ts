import { createRequire } from 'node:module';

/**
 * The ~49,000 most common passwords of leaked-password corpora, ranked, as zxcvbn-ts keeps them
 * (a maintained list, server-side only: far too big for a browser bundle). Compared without case:
 * Password1 is as guessable as password1.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  // loaded at the first password checked (~40 ms of unpacking), not at every server start
  common ??= new Set(
    (
      createRequire(import.meta.url)('@zxcvbn-ts/language-common') as {
        dictionary: Record<string, string[]>;
      }
    ).dictionary['passwords-common']!.map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
