import type { ReactNode } from 'react';
import { SkeletonRows } from '@/components/ui/skeleton';

export type Column = { label: string; numeric?: boolean };

type ListTableProps<T> = {
  caption: string;
  columns: Column[];
  /** Undefined while the first page loads (skeleton rows). */
  rows: T[] | undefined;
  skeletonRows: number;
  rowKey: (row: T) => number | string;
  testId: string;
  renderRow: (row: T, index: number) => ReactNode;
};

/**
 * The billing lists: a table on wide screens, stacked cards on phones, where every cell
 * carries its column's label (`Cell`).
 */
export function ListTable<T>({
  caption,
  columns,
  rows,
  skeletonRows,
  rowKey,
  testId,
  renderRow,
}: ListTableProps<T>) {
  return (
    <div className="lg:overflow-x-auto lg:rounded-lg lg:border lg:border-line lg:bg-white">
      <table className="block w-full text-[13px] lg:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b border-line bg-surface-muted text-ink-muted lg:table-header-group">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-3 py-2 font-medium whitespace-nowrap ${column.numeric ? 'text-right' : 'text-left'}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-2 lg:table-row-group lg:space-y-0">
          {rows === undefined ? (
            <SkeletonRows rows={skeletonRows} columns={columns.length} />
          ) : (
            rows.map((row, index) => (
              <tr
                key={rowKey(row)}
                data-testid={testId}
                className="block rounded-lg border border-line bg-white p-2 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:p-0 lg:hover:bg-surface-muted/50"
              >
                {renderRow(row, index)}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** One cell; on phones a "label: value" line of the card. */
export function Cell({
  label,
  numeric = false,
  children,
}: {
  label: string;
  numeric?: boolean;
  children: ReactNode;
}) {
  return (
    <td
      className={`flex items-center justify-between gap-3 px-2 py-1 lg:table-cell lg:px-3 lg:py-2 lg:align-middle ${
        numeric ? 'tabular-nums lg:text-right' : ''
      }`}
    >
      <span className="shrink-0 text-ink-muted lg:hidden">{label}</span>
      {children}
    </td>
  );
}
