import type { ReactNode } from 'react';
import type { EndpointId, ItemOf, ListId, RequestOf } from '../../../core';

/** What every account list's rows have: an id, and whether the row is the user's default. */
export interface AccountRow {
  id: number;
  is_default: boolean;
}

/** The list endpoints an account list can show: rows with a default, asked by page and limit alone. */
export type AccountListId = {
  [I in ListId]: ItemOf<I> extends AccountRow
    ? { page: number; limit: number } extends RequestOf<I>
      ? I
      : never
    : never;
}[ListId];

/** A call the list makes for one row (delete it, make it the default): the endpoint and its request. */
export interface RowCall<I extends EndpointId, T> {
  id: I;
  params: (row: T) => RequestOf<I>;
  /** The success toast when the server's answer says nothing. */
  done?: string;
}

/** What the list's add / edit form is given while it is open. */
export interface AccountFormProps<T> {
  /** null: a new row. */
  row: T | null;
  /** How many rows there are (0: the new one will be the default). */
  total: number;
  onSaved: () => void;
  onClose: () => void;
}

export interface AccountListWords {
  /** The list's heading. */
  title: string;
  /** Under the heading: {n} rows saved, at most {max}. */
  intro: string;
  add: string;
  /** The add button's tooltip once {max} rows are saved. */
  full?: string;
  empty: string;
  /** The accessible name of the cards' list. */
  listLabel: string;
  /** The delete confirmation's title (its question is `deleteAsk`). */
  deleteTitle: string;
  defaultTag: string;
  setDefault: string;
  edit: string;
  remove: string;
}

export interface AccountListProps<L extends AccountListId, D extends EndpointId, S extends EndpointId> {
  /** The list endpoint, asked for every row at once (page 1, limit `max`). */
  list: L;
  /** How many rows the server keeps per user; the add button is disabled at this count. */
  max: number;
  /**
   * `page`: the page's h1, and a full empty state with the add button; `section`: an h2 over a
   * section of a page, and a compact empty state.
   */
  variant?: 'page' | 'section';
  words: AccountListWords;
  /** A row's card: its head (name and tags) and the lines under it. */
  card: (row: ItemOf<L>) => { head: ReactNode; body?: ReactNode };
  /** The add / edit form (a dialog), rendered while it is open. */
  form: (props: AccountFormProps<ItemOf<L>>) => ReactNode;
  remove: RowCall<D, ItemOf<L>>;
  /** The question of the delete confirmation. */
  deleteAsk: (row: ItemOf<L>) => ReactNode;
  /** Absent: the rows have no default to choose. */
  setDefault?: RowCall<S, ItemOf<L>>;
}
