import { and, asc, desc, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';

/** How a list is ordered: its sort key (cast back from text with `cast`), then the id. */
export type ListOrder = {
  /** A table, or a subquery that joins it to what its rows show. */
  table: PgTable | Subquery;
  sortKey: AnyPgColumn;
  /** The sort key's SQL type, to compare a key that travelled as text (timestamps keep their microseconds). */
  cast: 'timestamptz' | 'numeric' | 'text' | 'integer';
  id: AnyPgColumn;
  descending: boolean;
};

export const orderByOf = (order: ListOrder) => {
  const direction = order.descending ? desc : asc;
  return [direction(order.sortKey), direction(order.id)];
};

type SliceKey = { sortKey: string; id: number };

/**
 * The conditions that cut a list (`where`, in `order`) into slices of at most `sliceRows` rows,
 * each starting after the last (sort key, id) of the one before, so no slice rescans what came
 * before and none holds more than its rows. Without `sliceRows`, one slice: the whole list.
 */
export async function* keysetSlices(
  db: Db,
  order: ListOrder,
  where: SQL | undefined,
  sliceRows?: number,
): AsyncGenerator<SQL | undefined> {
  const cast = sql.raw(order.cast);
  /** A row's (sort key, id) against `key`, as a row comparison an index serves. */
  const compared = (key: SliceKey, operator: { asc: string; desc: string }) =>
    sql`(${order.sortKey}, ${order.id}) ${sql.raw(order.descending ? operator.desc : operator.asc)} (${key.sortKey}::${cast}, ${key.id})`;
  let after: SliceKey | undefined;
  for (;;) {
    const from = after ? compared(after, { asc: '>', desc: '<' }) : undefined;
    const [last] =
      sliceRows === undefined
        ? []
        : await db
            .select({ sortKey: sql<string>`${order.sortKey}::text`, id: sql<number>`${order.id}` })
            .from(order.table)
            .where(and(where, from))
            .orderBy(...orderByOf(order))
            .offset(sliceRows - 1)
            .limit(1);
    yield and(where, from, last ? compared(last, { asc: '<=', desc: '>=' }) : undefined);
    if (!last) return;
    after = last;
  }
}
