import { z } from 'zod';

/** An optional variable: blank or unset both mean "not configured", so `FOO=` in a .env file turns it off. */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** An optional http(s) address, refused at boot rather than failing at the first request. */
export const httpUrl = (name: string) =>
  optionalText.refine((v) => v === undefined || /^https?:\/\/[^/\s]+(\/\S*)?$/.test(v), {
    message: `${name} must be an http(s) address`,
  });
