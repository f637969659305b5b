import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { ListBody } from '../list-body';
import { Skeleton } from '../skeleton';
import type { ApiState } from '../use-api';

/** One column of a ListTable: its head (also the cell's label in the narrow, card-like layout). */
export interface Column<T> {
  head: string;
  cell: (row: T, index: number) => ReactNode;
  /** Right-aligned figures. */
  num?: boolean;
  /** The cell's label in the narrow layout; by default every column but the first has one. */
  label?: boolean;
  /** Extra classes of the column's cells. */
  class?: string;
  /** The cell's tooltip. */
  title?: (row: T) => string;
  /** The head is read only by screen readers (a column of links); its cells have no label. */
  srHead?: boolean;
}

/** A table's classes: the console's by default; the fund pages' own look. */
export interface TableLook {
  table: string;
  num: string;
}
const CONSOLE_LOOK: TableLook = { table: 'mc-table', num: 'mc-num' };
/** The look of the fund and client tables of the account and expert areas. */
export const FUND_LOOK: TableLook = { table: 'sf-fund__table sf-ex-table', num: 'is-num' };

/**
 * A console list: the first column is the row's name (unlabelled in the narrow layout), the
 * others are labelled by their heads, and 操作 holds the row's buttons (no 操作 column without
 * `ops`). The `.mc-table` rows are what the end-to-end tests select on.
 */
export function ListTable<T>({
  rows,
  columns,
  ops,
  rowClass,
  rowKey = (row) => (row as { id: number | string }).id,
  look = CONSOLE_LOOK,
  tableClass,
  label,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  ops?: (row: T, index: number) => ReactNode;
  rowClass?: (row: T) => string | undefined;
  rowKey?: (row: T) => number | string;
  look?: TableLook;
  /** Classes added to the look's table class. */
  tableClass?: string;
  /** The table's accessible name. */
  label?: string;
}) {
  const cellClass = (c: Column<T>) => [c.num && look.num, c.class].filter(Boolean).join(' ') || undefined;
  return (
    <table class={tableClass ? `${look.table} ${tableClass}` : look.table} aria-label={label}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.head} class={c.num ? look.num : undefined}>
              {c.srHead ? <span class="sf-sr">{c.head}</span> : c.head}
            </th>
          ))}
          {ops && <th>操作</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={rowKey(row)} class={rowClass?.(row)}>
            {columns.map((c, i) => (
              <td
                key={c.head}
                class={cellClass(c)}
                data-label={!c.srHead && (c.label ?? i > 0) ? c.head : undefined}
                title={c.title?.(row)}
              >
                {c.cell(row, r)}
              </td>
            ))}
            {ops && <td class="mc-ops">{ops(row, r)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A console list from an endpoint: the skeleton on first load, the failure with 重试, the
 * empty state (its words in `empty`), else the table; `pager` (usePagedList's) follows it.
 */
export function ListPanel<T>({
  state,
  empty,
  skeletonRows = 5,
  pager,
  ...table
}: Parameters<typeof ListTable<T>>[0] & {
  state: ApiState<unknown>;
  /** The empty state's words. */
  empty: string;
  skeletonRows?: number;
  pager?: ReactNode;
}) {
  return (
    <>
      <ListBody
        state={state}
        count={table.rows.length}
        skeleton={<Skeleton rows={skeletonRows} />}
        empty={<EmptyState text={empty} compact />}
      >
        <ListTable {...table} />
      </ListBody>
      {pager}
    </>
  );
}

/**
 * A console list of cards from an endpoint (questions, order changes): like ListPanel, but each
 * row is an `<li>` of `<ul class={listClass}>`, drawn by `item`.
 */
export function CardListPanel<T>({
  state,
  empty,
  skeletonRows = 5,
  pager,
  rows,
  listClass,
  itemClass,
  item,
  rowKey = (row) => (row as { id: number | string }).id,
}: {
  state: ApiState<unknown>;
  empty: string;
  skeletonRows?: number;
  pager?: ReactNode;
  rows: readonly T[];
  listClass: string;
  itemClass: string;
  item: (row: T) => ReactNode;
  rowKey?: (row: T) => number | string;
}) {
  return (
    <>
      <ListBody
        state={state}
        count={rows.length}
        skeleton={<Skeleton rows={skeletonRows} />}
        empty={<EmptyState text={empty} compact />}
      >
        <ul class={listClass}>
          {rows.map((row) => (
            <li key={rowKey(row)} class={itemClass}>
              {item(row)}
            </li>
          ))}
        </ul>
      </ListBody>
      {pager}
    </>
  );
}
