import type { ReactNode } from 'react';
import { SkeletonRows } from './skeleton';

/**
 * A row that is a card on phones and a plain table row on wide screens. On a card each cell is a
 * line across both columns, but for its title and the badge beside it (`Cell`'s `card`). The
 * cards out of view skip style and layout until they near the screen (`content-visibility: auto`,
 * sized by their last layout or an estimate of one card).
 */
const cardRowClass =
  'grid grid-cols-[minmax(0,1fr)_auto] rounded-lg border border-line bg-white px-2 py-1.5 max-lg:[content-visibility:auto] max-lg:[contain-intrinsic-size:auto_10rem] lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:p-0';

type ResponsiveTableProps = {
  caption: string;
  /** The heading cells: shown on wide screens only, since each `Cell` carries its label on phones. */
  head: ReactNode;
  /** Headings on one line: they keep their height when the rows arrive (no layout shift). */
  nowrapHead?: boolean;
  /** True while the first page loads: skeleton rows stand in for the children. */
  loading: boolean;
  /**
   * True while the rows shown are the last list's and the next one loads: they stay, dimmed if the
   * wait is long enough to notice, rather than being swapped for skeletons and back, which costs a
   * phone more than a click's frame. They stay usable: each row is real, and acted on as shown.
   */
  stale?: boolean;
  skeletonRows: number;
  columns: number;
  /** The body rows. */
  children?: ReactNode;
};

/** A table on wide screens, stacked cards on phones (cells carry their label). */
export function ResponsiveTable({
  caption,
  head,
  nowrapHead = false,
  loading,
  stale = false,
  skeletonRows,
  columns,
  children,
}: ResponsiveTableProps) {
  return (
    // Relative: text hidden for screen readers (absolute) stays inside the scroller; otherwise
    // it is placed past the page's right edge and the whole page scrolls sideways.
    <div className="relative lg:overflow-x-auto lg:rounded-lg lg:border lg:border-line lg:bg-white">
      <table className="block w-full text-[13px] lg:table">
        <caption className="sr-only">{caption}</caption>
        <thead
          className={
            nowrapHead
              ? 'hidden border-b border-line bg-surface-muted whitespace-nowrap text-ink-muted lg:table-header-group'
              : 'hidden border-b border-line bg-surface-muted text-ink-muted lg:table-header-group'
          }
        >
          <tr>{head}</tr>
        </thead>
        <tbody
          aria-busy={stale || undefined}
          className={`block space-y-2 lg:table-row-group lg:space-y-0 ${stale ? 'opacity-60 transition-opacity delay-150' : ''}`}
        >
          {loading ? <SkeletonRows rows={skeletonRows} columns={columns} /> : children}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A column heading; `numeric` columns are right-aligned, `dense` ones have narrow padding (tables
 * of many columns), `wrap` ones may run to two lines over narrow content in a no-wrap head.
 */
export function HeadCell({
  label,
  numeric = false,
  nowrap = false,
  dense = false,
  wrap = false,
}: {
  label: string;
  numeric?: boolean;
  nowrap?: boolean;
  dense?: boolean;
  wrap?: boolean;
}) {
  return (
    <th
      scope="col"
      className={`${dense ? 'px-1.5' : 'px-3'} py-2 font-medium ${nowrap ? 'whitespace-nowrap ' : ''}${wrap ? 'whitespace-normal ' : ''}${numeric ? 'text-right' : 'text-left'}`}
    >
      {label}
    </th>
  );
}

type CellProps = {
  /** Shown before the value on phones; null where the value speaks for itself (a checkbox). */
  label: string | null;
  numeric?: boolean;
  /** `top` for tables whose cells run to several lines. */
  align?: 'middle' | 'top';
  /** Narrower side padding on wide screens, for tables of many columns; the phone label may shrink. */
  dense?: boolean;
  /** Left off a phone's card: what a merchant does not scan a list for (a serial number). */
  hideOnPhone?: boolean;
  /**
   * On a phone's card: the `title` line (what names the row) or the `badge` beside it (a status),
   * both without their visible label, so a card is a line shorter.
   */
  card?: 'title' | 'badge';
  children: ReactNode;
};

const cardPlaces = {
  line: 'col-span-2',
  title: 'col-start-1 row-start-1',
  badge: 'col-start-2 row-start-1',
};

/** One cell; on phones a "label: value" line of the card. */
export function Cell({
  label,
  numeric = false,
  align = 'middle',
  dense = false,
  hideOnPhone = false,
  card,
  children,
}: CellProps) {
  return (
    <td
      className={`${hideOnPhone ? 'hidden' : 'flex'} ${cardPlaces[card ?? 'line']} items-center justify-between gap-3 px-2 py-0.5 lg:table-cell ${dense ? 'lg:px-2' : 'lg:px-3'} lg:py-2 ${align === 'top' ? 'lg:align-top' : 'lg:align-middle'} ${
        numeric ? 'tabular-nums lg:text-right' : ''
      }`}
    >
      {label && card ? <span className="sr-only lg:hidden">{label}</span> : null}
      {label && !card ? (
        <span className={dense ? 'text-ink-muted lg:hidden' : 'shrink-0 text-ink-muted lg:hidden'}>
          {label}
        </span>
      ) : null}
      {children}
    </td>
  );
}

export type Column = { label: string; numeric?: boolean };

type ListTableProps<T> = {
  caption: string;
  columns: Column[];
  /** Undefined while the first page loads (skeleton rows). */
  rows: T[] | undefined;
  /** The rows are the last page's while the next one loads (ResponsiveTable's `stale`). */
  stale?: boolean;
  skeletonRows: number;
  rowKey: (row: T) => number | string;
  testId: string;
  renderRow: (row: T, index: number) => ReactNode;
};

/** A `ResponsiveTable` whose headings and rows follow a list of columns. */
export function ListTable<T>({
  caption,
  columns,
  rows,
  stale,
  skeletonRows,
  rowKey,
  testId,
  renderRow,
}: ListTableProps<T>) {
  return (
    <ResponsiveTable
      caption={caption}
      head={columns.map((column) => (
        <HeadCell key={column.label} label={column.label} numeric={column.numeric} nowrap />
      ))}
      loading={rows === undefined}
      stale={stale}
      skeletonRows={skeletonRows}
      columns={columns.length}
    >
      {rows?.map((row, index) => (
        <tr
          key={rowKey(row)}
          data-testid={testId}
          className={`${cardRowClass} lg:hover:bg-surface-muted/50`}
        >
          {renderRow(row, index)}
        </tr>
      ))}
    </ResponsiveTable>
  );
}
