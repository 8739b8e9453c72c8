import { type Language, stageLabels } from '@mp/contract/oms/stage-labels';
import { type SQL, sql } from 'drizzle-orm';

/**
 * What a cell of an export holds, which decides how each format writes it: `time` is an instant
 * written as the merchant's wall clock (Asia/Dhaka) to the minute, `date` a calendar day, `phone`
 * a number that is text (its leading 0 is part of it).
 */
export type CellKind = 'text' | 'phone' | 'number' | 'time' | 'date';
type ExportCell = { kind: CellKind; value: unknown };
/** A column of an export file: its header, and the cell each row gives it. */
export type ExportColumn = ExportCell & { header: string };

/** A code column written as its words (`labels`: each code's words in one language). */
export const wordsOf = (column: unknown, labels: Record<string, string>): SQL =>
  sql`(case ${column} ${sql.join(
    Object.entries(labels).map(([code, words]) => sql`when ${code} then ${words}`),
    sql` `,
  )} end)`;

/** A stage column in the words of `language` (`Ready for pickup`, not `dispatch_requestable`). */
export const stageWords = (column: unknown, language: Language): SQL =>
  wordsOf(column, stageLabels[language]);

/** What an export writes: its columns, and the queries that give its rows. */
export type ExportSource = {
  /** The worksheet's name in an XLSX file. */
  title: string;
  columns: ExportColumn[];
  /** How many rows the file will hold (its progress counts against it). */
  total: Promise<number>;
  /**
   * The queries whose rows, one after the other, are the file's rows, each selecting `cells`:
   * at most `sliceRows` rows each when given, else as few as the source needs.
   */
  queries(cells: Record<string, SQL | SQL.Aliased>, sliceRows?: number): AsyncIterable<SQL>;
};
