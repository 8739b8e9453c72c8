/** At most this many invoices in one sheet (and one log-invoice-print call). */
export const MAX_PRINT_ORDERS = 100;

/** `1,2,3` (or a single id) -> distinct positive ids in the given order, capped. */
export function parsePrintIds(raw: unknown): number[] {
  const text = Array.isArray(raw) ? raw.join(',') : String(raw ?? '');
  const ids = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  return [...new Set(ids)].slice(0, MAX_PRINT_ORDERS);
}

/** The sheet of several invoices: `/merchant/print-order/bulk?ids=1,2,3`. */
export function bulkPrintHref(ids: Iterable<number>) {
  return `/merchant/print-order/bulk?ids=${[...ids].join(',')}`;
}
