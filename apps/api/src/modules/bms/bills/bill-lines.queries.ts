import type { BillLineDetails, BillLineKind, BillLineQuery } from '@mp/contract/bms/bills';
import { formatAmount, toPoisha } from '@mp/contract/money';
import { and, asc, count, desc, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageOffset } from '../../../lib/pagination';
import { withinDhakaDays } from '../../../lib/sql-filters';
import { catalogueProducts, shopProducts } from '../../cms/products/products.table';
import { orderItems, orders } from '../../oms/orders/orders.table';
import { billLines, bills, feeRules } from './bills.table';

/** A line before it is written: amounts in whole poisha, so a bill's total is their exact sum. */
export type PlannedBillLine = {
  kind: BillLineKind;
  orderId: number | null;
  /** In English: the export files' words. */
  description: string;
  /** The same as values, which the panel words in the merchant's language. */
  details: BillLineDetails | null;
  poisha: number;
};

/** A bill that still charges its lines: a rejected bill's lines are void, its orders free. */
export const standingBill = inArray(bills.approvalStatus, ['pending', 'approved']);

/** `percent` of `poisha`, to the nearest poisha (percent has two decimals: hundredths exact). */
const percentOf = (poisha: number, percent: number) =>
  Math.round((poisha * Math.round(percent * 100)) / 10_000);

/** The fee rules in force on `day`: the latest of each kind and category from before it. */
async function rulesInForce(db: Db, day: string) {
  const rules = await db
    .selectDistinctOn([feeRules.kind, feeRules.category], {
      kind: feeRules.kind,
      category: feeRules.category,
      percent: feeRules.percent,
      amount: feeRules.amount,
    })
    .from(feeRules)
    .where(lte(feeRules.validFrom, day))
    .orderBy(feeRules.kind, feeRules.category, desc(feeRules.validFrom));
  const rule = (kind: (typeof rules)[number]['kind'], category: string | null = null) =>
    rules.find((r) => r.kind === kind && r.category === category);
  return {
    commissionPercent: (category: string) =>
      (rule('commission', category) ?? rule('commission'))?.percent ?? 0,
    codFeePercent: rule('cod_fee')?.percent ?? 0,
    platformFee: rule('platform_fee')?.amount ?? 0,
  };
}

/**
 * The lines of a merchant's bill for a period (Dhaka days, both included), from the orders
 * delivered in it that no standing bill holds yet (a rejected bill gives its orders back) and
 * the fee rules in force on its last day: per order its commission (by each item's category);
 * for a COD order the COD fee on the cash collected and the delivery charge, which the courier
 * collected within the COD and the courier payment handed to the merchant; then the period's
 * platform fee.
 */
export async function planBillLines(
  db: Db,
  merchantId: number,
  period: { start: string; end: string; label: string },
): Promise<PlannedBillLine[]> {
  const rules = await rulesInForce(db, period.end);
  const billedElsewhere = db
    .select({ one: sql`1` })
    .from(billLines)
    .innerJoin(bills, eq(bills.id, billLines.billId))
    .where(and(eq(billLines.orderId, orders.id), standingBill));
  const delivered = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      orderType: orders.orderType,
      codAmount: orders.codAmount,
      deliveryCharge: orders.deliveryCharge,
      category: catalogueProducts.category,
      itemsTotal: sql<number>`sum(${orderItems.lineTotal})`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(shopProducts, eq(shopProducts.id, orderItems.shopProductId))
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, shopProducts.catalogueProductId))
    .where(
      and(
        eq(orders.merchantId, merchantId),
        eq(orders.stage, 'delivered'),
        ...withinDhakaDays(orders.stageChangedAt, period.start, period.end),
        notExists(billedElsewhere),
      ),
    )
    .groupBy(orders.id, catalogueProducts.category)
    .orderBy(asc(orders.stageChangedAt), asc(orders.id), asc(catalogueProducts.category));

  const lines: PlannedBillLine[] = [];
  const byOrder = new Map<number, typeof delivered>();
  for (const row of delivered) byOrder.set(row.id, [...(byOrder.get(row.id) ?? []), row]);
  for (const [orderId, categories] of byOrder) {
    const order = categories[0]!;
    const commission = categories.map((row) => ({
      ...row,
      percent: rules.commissionPercent(row.category),
    }));
    lines.push({
      kind: 'commission',
      orderId,
      description: commission
        .map((row) => `${row.percent}% of ৳${formatAmount(row.itemsTotal)} (${row.category})`)
        .join(' + '),
      details: {
        commission: commission.map((row) => ({
          percent: row.percent,
          base: row.itemsTotal,
          category: row.category,
        })),
      },
      poisha: commission.reduce(
        (sum, row) => sum + percentOf(toPoisha(row.itemsTotal), row.percent),
        0,
      ),
    });
    if (order.orderType === 'COD' && order.codAmount > 0 && rules.codFeePercent > 0) {
      lines.push({
        kind: 'cod_fee',
        orderId,
        description: `${rules.codFeePercent}% of ৳${formatAmount(order.codAmount)} collected`,
        details: { codFee: { percent: rules.codFeePercent, base: order.codAmount } },
        poisha: percentOf(toPoisha(order.codAmount), rules.codFeePercent),
      });
    }
    if (order.orderType === 'COD' && order.deliveryCharge > 0) {
      lines.push({
        kind: 'delivery_charge',
        orderId,
        description: 'Collected by the courier within the COD',
        details: null,
        poisha: toPoisha(order.deliveryCharge),
      });
    }
  }
  if (rules.platformFee > 0) {
    lines.push({
      kind: 'platform_fee',
      orderId: null,
      description: `Platform fee, ${period.label}`,
      details: { platformFee: { from: period.start, to: period.end } },
      poisha: toPoisha(rules.platformFee),
    });
  }
  return lines;
}

/**
 * A bill and its lines, in one transaction: its total is the lines' sum, and its event log
 * starts with "generated".
 */
export async function insertBill(
  db: Db,
  bill: Omit<typeof bills.$inferInsert, 'totalBillAmount'>,
  lines: PlannedBillLine[],
) {
  const total = lines.reduce((sum, line) => sum + line.poisha, 0) / 100;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bills)
      .values({ ...bill, totalBillAmount: total })
      .returning();
    if (!row) throw new Error('insertBill: the insert returned nothing');
    if (lines.length > 0) {
      await tx.insert(billLines).values(
        lines.map((line) => ({
          billId: row.id,
          merchantId: row.merchantId,
          kind: line.kind,
          orderId: line.orderId,
          description: line.description,
          details: line.details,
          amount: line.poisha / 100,
        })),
      );
    }
    return row;
  });
}

/** The order a bill's lines are read in: by order, the period's own lines (no order) last. */
export const billLinesInOrder = [sql`${billLines.orderId} asc nulls last`, asc(billLines.id)];

/** Order lines first (by order), then the period's lines; `kind` and `orderId` narrow them. */
export async function listBillLines(
  db: Db,
  merchantId: number,
  billId: number,
  query: BillLineQuery,
) {
  const where = and(
    eq(billLines.merchantId, merchantId),
    eq(billLines.billId, billId),
    query.kind ? eq(billLines.kind, query.kind) : undefined,
    query.orderId ? eq(billLines.orderId, query.orderId) : undefined,
  );
  const [rows, [sums]] = await Promise.all([
    db
      .select({
        id: billLines.id,
        kind: billLines.kind,
        orderId: billLines.orderId,
        orderNumber: orders.orderNumber,
        description: billLines.description,
        details: billLines.details,
        amount: billLines.amount,
      })
      .from(billLines)
      .leftJoin(orders, eq(orders.id, billLines.orderId))
      .where(where)
      .orderBy(...billLinesInOrder)
      .offset(pageOffset(query))
      .limit(query.limit),
    db
      .select({
        lines: count(),
        total: sql`coalesce(sum(${billLines.amount}), 0)`.mapWith(Number),
      })
      .from(billLines)
      .where(where),
  ]);
  return { rows, lines: sums?.lines ?? 0, total: sums?.total ?? 0 };
}
