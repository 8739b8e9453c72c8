import {
  BULK_UPDATE_CONTENT_TYPE,
  BULK_UPDATE_MAX_ROWS,
  type BulkUpdateQuery,
  type BulkUpdateResult,
  type BulkUpdateRow,
  MAX_DELIVERY_CHARGE,
  MAX_STOCK,
} from '@mp/contract/cms/products';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { tableLimits } from '../../../lib/spreadsheet/read-table';
import { readTableOffThread } from '../../../lib/spreadsheet/read-table-off-thread';
import { recordActivity } from '../../ums/activity/activity.queries';
import { shops } from '../shops/shops.table';
import { shopProducts, stockChanges } from './products.table';

/** The columns a file may have, by their header (any case, spaces or underscores). */
const COLUMNS = {
  shop: 'shop',
  sku: 'sku',
  stock: 'stock',
  deliverycharge: 'deliveryCharge',
  lowstockthreshold: 'lowStockThreshold',
} as const;
type Column = (typeof COLUMNS)[keyof typeof COLUMNS];
type FileRow = { line: number; cells: Partial<Record<Column, string>> };

const refused = (message: string) => new AppError('VALIDATION_ERROR', message);
/** The longest shop name or SKU a row may name. */
const NAME_MAX = 100;

/** The file's rows as text cells under the known headers; the header is line 1. */
async function readFile(
  merchantId: number,
  format: BulkUpdateQuery['format'],
  file: unknown,
): Promise<FileRow[]> {
  if (!Buffer.isBuffer(file) || file.length === 0) {
    throw refused(`Send the file itself as the body, as ${BULK_UPDATE_CONTENT_TYPE}`);
  }
  const [header = [], ...rows] = await readTableOffThread(
    merchantId,
    file,
    format,
    tableLimits(BULK_UPDATE_MAX_ROWS),
  );
  const columns = header.map(
    (name) => COLUMNS[name.toLowerCase().replace(/[\s_]/g, '') as keyof typeof COLUMNS],
  );
  if (!columns.includes('shop') || !columns.includes('sku')) {
    throw refused('The first row must name the columns: shop, sku, and stock or delivery_charge');
  }
  if (
    !['stock', 'deliveryCharge', 'lowStockThreshold'].some((name) =>
      columns.includes(name as Column),
    )
  ) {
    throw refused('The file needs a stock, delivery_charge or low_stock_threshold column');
  }
  return rows
    .map((row, index) => {
      const cells: FileRow['cells'] = {};
      columns.forEach((column, i) => {
        if (column) cells[column] = (row[i] ?? '').trim();
      });
      return { line: index + 2, cells };
    })
    .filter((row) => Object.values(row.cells).some((value) => value !== ''));
}

const wholeNumber = /^\d+$/;
const amount = /^\d+(\.\d{1,2})?$/;

/** A count's new value, unchanged (undefined) when empty, or why it is wrong. */
function countOf(what: string, text: string | undefined): number | undefined | string {
  if (!text) return undefined;
  if (text.startsWith('-')) return `${what} cannot be negative`;
  if (!wholeNumber.test(text)) return `${what} "${text}" is not a whole number`;
  const value = Number(text);
  return value > MAX_STOCK
    ? `${what} cannot be more than ${MAX_STOCK.toLocaleString('en')}`
    : value;
}

function chargeOf(text: string | undefined): number | undefined | string {
  if (!text) return undefined;
  if (text.startsWith('-')) return 'The delivery charge cannot be negative';
  if (!amount.test(text)) return `Delivery charge "${text}" is not an amount in BDT`;
  const value = Number(text);
  return value > MAX_DELIVERY_CHARGE
    ? `The delivery charge cannot be more than ${MAX_DELIVERY_CHARGE.toLocaleString('en')}`
    : value;
}

/**
 * Every row checked against the merchant's shops and products: what it changes, or its error.
 * With `lock`, the products are locked until the transaction ends (an apply).
 */
async function previewRows(db: Db, merchantId: number, rows: FileRow[], lock: boolean) {
  const merchantShops = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(eq(shops.merchantId, merchantId));
  const shopOf = (text: string) =>
    merchantShops.find(
      (shop) => String(shop.id) === text || shop.name.toLowerCase() === text.toLowerCase(),
    );
  const skus = [...new Set(rows.map((row) => row.cells.sku ?? '').filter(Boolean))];
  const query = db
    .select({
      id: shopProducts.id,
      shopId: shopProducts.shopId,
      sku: shopProducts.sku,
      name: shopProducts.name,
      stock: shopProducts.stock,
      deliveryCharge: shopProducts.deliveryCharge,
      lowStockThreshold: shopProducts.lowStockThreshold,
      ownLowStockThreshold: shopProducts.ownLowStockThreshold,
    })
    .from(shopProducts)
    .where(and(eq(shopProducts.merchantId, merchantId), inArray(shopProducts.sku, skus)))
    .orderBy(shopProducts.id);
  const products = skus.length === 0 ? [] : await (lock ? query.for('update') : query);
  const productOf = new Map(
    products.map((product) => [`${product.shopId}|${product.sku}`, product]),
  );
  const seen = new Map<string, number>();
  return rows.map((row): BulkUpdateRow & { productId?: number } => {
    const shopText = row.cells.shop ?? '';
    const sku = row.cells.sku ?? '';
    const base = {
      line: row.line,
      // Echoed in the preview: a cell of thousands of characters is not sent back whole.
      shop: shopText.slice(0, NAME_MAX),
      sku: sku.slice(0, NAME_MAX),
      product: null,
      stock: null,
      deliveryCharge: null,
      lowStockThreshold: null,
    };
    const fail = (error: string) => ({ ...base, error });
    if (!shopText) return fail('The shop is missing');
    if (!sku) return fail('The SKU is missing');
    if (shopText.length > NAME_MAX || sku.length > NAME_MAX) {
      return fail(`The shop and the SKU have at most ${NAME_MAX} characters`);
    }
    const shop = shopOf(shopText);
    if (!shop) return fail(`No shop "${shopText}" in this merchant account`);
    const product = productOf.get(`${shop.id}|${sku}`);
    if (!product) return fail(`No product with SKU "${sku}" in ${shop.name}`);
    const named = { ...base, product: { id: product.id, name: product.name } };
    const earlier = seen.get(`${shop.id}|${sku}`);
    if (earlier) return { ...named, error: `The same product is on line ${earlier}` };
    seen.set(`${shop.id}|${sku}`, row.line);
    const stock = countOf('Stock', row.cells.stock);
    const charge = chargeOf(row.cells.deliveryCharge);
    const threshold = countOf('The low-stock threshold', row.cells.lowStockThreshold);
    const error = [stock, charge, threshold].find((value) => typeof value === 'string');
    if (typeof error === 'string') return { ...named, error };
    return {
      ...named,
      productId: product.id,
      stock:
        typeof stock === 'number' && stock !== product.stock
          ? { from: product.stock, to: stock }
          : null,
      deliveryCharge:
        typeof charge === 'number' && charge !== product.deliveryCharge
          ? { from: product.deliveryCharge, to: charge }
          : null,
      // A threshold in the file becomes the product's own, even at the default's value.
      lowStockThreshold:
        typeof threshold === 'number' &&
        (threshold !== product.lowStockThreshold || !product.ownLowStockThreshold)
          ? { from: product.lowStockThreshold, to: threshold }
          : null,
      error: null,
    };
  });
}

/**
 * A bulk stock and delivery-charge file (#25 item 7, decision 059): previewed row by row, or
 * applied whole in one transaction (the merchant's own products locked, one UPDATE statement
 * for every change, a history line per stock change), or refused whole when a row is wrong.
 */
export async function bulkUpdate(
  db: Db,
  scope: { merchantId: number; userId: number },
  query: BulkUpdateQuery,
  file: unknown,
): Promise<BulkUpdateResult> {
  const fileRows = await readFile(scope.merchantId, query.format, file);
  const run = async (tx: Db) => {
    const rows = await previewRows(tx, scope.merchantId, fileRows, query.apply);
    const wrong = rows.filter((row) => row.error !== null);
    const changing = rows.filter((row) => row.stock || row.deliveryCharge || row.lowStockThreshold);
    const result = {
      applied: false,
      changes: changing.length,
      errors: wrong.length,
      rows: rows.map(({ productId, ...row }) => row),
    };
    if (!query.apply) return result;
    if (wrong.length > 0) {
      throw new AppError(
        'VALIDATION_ERROR',
        `${wrong.length} rows of the file are wrong: nothing was changed`,
        {
          details: wrong
            .slice(0, 50)
            .map((row) => ({ path: `line ${row.line}`, message: row.error ?? '' })),
        },
      );
    }
    if (changing.length > 0) {
      await applyChanges(tx, scope, changing);
      await recordActivity(tx, { ...scope, kind: 'products.bulk_file', count: changing.length });
    }
    return { ...result, applied: true };
  };
  return query.apply ? db.transaction(run) : run(db);
}

async function applyChanges(
  db: Db,
  scope: { merchantId: number; userId: number },
  rows: (BulkUpdateRow & { productId?: number })[],
) {
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.productId}::int, ${row.stock?.to ?? null}::int, ${row.deliveryCharge?.to ?? null}::numeric, ${row.lowStockThreshold?.to ?? null}::int)`,
    ),
    sql`, `,
  );
  await db.execute(sql`update ${shopProducts} as p
    set stock = coalesce(v.stock, p.stock), delivery_charge = coalesce(v.charge, p.delivery_charge),
      low_stock_threshold = coalesce(v.threshold, p.low_stock_threshold),
      own_low_stock_threshold = p.own_low_stock_threshold or v.threshold is not null,
      updated_at = now()
    from (values ${values}) as v (id, stock, charge, threshold)
    where p.id = v.id and p.merchant_id = ${scope.merchantId}`);
  const stockRows = rows.filter((row) => row.stock && row.productId !== undefined);
  // A statement takes at most 65,535 parameters: history lines go in by the thousand.
  for (let start = 0; start < stockRows.length; start += 1_000) {
    await db.insert(stockChanges).values(
      stockRows.slice(start, start + 1_000).map((row) => ({
        merchantId: scope.merchantId,
        shopProductId: row.productId!,
        previousStock: row.stock!.from,
        newStock: row.stock!.to,
        delta: row.stock!.to - row.stock!.from,
        reason: 'Bulk file',
        changedByUserId: scope.userId,
      })),
    );
  }
}
