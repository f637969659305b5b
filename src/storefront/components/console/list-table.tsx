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
}

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
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  ops?: (row: T, index: number) => ReactNode;
  rowClass?: (row: T) => string | undefined;
  rowKey?: (row: T) => number | string;
}) {
  const cellClass = (c: Column<T>) => [c.num && 'mc-num', c.class].filter(Boolean).join(' ') || undefined;
  return (
    <table class="mc-table">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.head} class={c.num ? 'mc-num' : undefined}>
              {c.head}
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
                data-label={(c.label ?? i > 0) ? c.head : undefined}
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
