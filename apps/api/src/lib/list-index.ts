/**
 * The columns of a merchant list's index for one sort (decision 038): the merchant, the sort
 * key, the id (the order of ties), then each filter column the key does not hold already, so a
 * filtered page checks its filters inside the index entries instead of reading table rows.
 * Spread into a table's `index(name).on(...)`.
 */
export function listIndexColumns<Column>(
  table: { merchantId: Column; id: Column },
  sortKey: Column[],
  filters: Column[],
): [Column, ...Column[]] {
  const rest = filters.filter((column) => !sortKey.includes(column));
  return [table.merchantId, ...sortKey, table.id, ...rest];
}
