/** Request pieces many endpoints share. */

/**
 * An object's id. The server takes a positive integer as a number or its digits, so a page may
 * pass the `?id=` of its address as it came.
 */
export type Id = number | string;

/** A request without fields. */
export type Empty = Record<never, never>;

/** A list's page (from 1) and limit (capped per endpoint: 100 public, 9999 a user's own). */
export interface Paged {
  page?: number;
  limit?: number;
}

/** A detail or an action on one object addressed by `id`. */
export interface ById {
  id: Id;
}
