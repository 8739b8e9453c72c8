/**
 * The low-stock rule, the one place it is written in TypeScript: a product is low on stock at or
 * under its threshold. SQL has the same rule as `is_low_stock(stock, threshold)` (the kept
 * product counts, stock alerts and the list's filter call it).
 */
export const isLowStock = (product: { stock: number; lowStockThreshold: number }) =>
  product.stock <= product.lowStockThreshold;
