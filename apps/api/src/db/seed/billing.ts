import { toPoisha } from '@mp/contract/money';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { insertBill, planBillLines } from '../../modules/bms/bills/bill-lines.queries';
import { billHistories } from '../../modules/bms/bills/bills.table';
import { merchantCourierPayments } from '../../modules/bms/courier-payments/courier-payments.table';
import { paymentHistories, payments } from '../../modules/bms/payments/payments.table';
import { courierPaymentOrders } from '../../modules/oms/logistics/logistics.table';
import { orders } from '../../modules/oms/orders/orders.table';
import type { SeedContext } from './context';

const METHODS = ['bkash', 'nagad', 'bank', 'card'] as const;
/** Months billed before this one: the demo's delivered orders span them (seed/orders). */
export const BILLED_MONTHS = 4;
/**
 * The demo merchants (by seed position) whose couriers have paid out the COD of two months
 * ago and before: the whole COD outweighs the fees billed, so these are in credit. The others'
 * couriers still hold theirs (the reconciliation's overdue orders), and they owe their bills.
 */
const COURIERS_PAY = new Set([1, 3]);
/** The demo merchant (by seed position) whose books balance: amount due exactly 0. */
const SETTLED_MERCHANT_POSITION = 2;

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const taka = (poisha: number) => poisha / 100;

type Ledger = { billed: number; paid: number; courier: number };

/**
 * Monthly bills per merchant built from the demo orders delivered in each month and the fee
 * rules (the last one still pending), the couriers' settlements of each month's collected COD
 * (order by order), and payments that cover the oldest approved bills, so each merchant owes
 * a different amount or is in credit. Amounts are planned in poisha (integers), so the settled
 * merchant's due is exactly 0.
 */
export async function seedBilling(ctx: SeedContext) {
  const { tx, random, now } = ctx;
  const atMost = (date: Date) => (date > now ? new Date(now.getTime() - 60_000) : date);
  const insertedBills: {
    id: number;
    merchantId: number;
    amount: number;
    status: 'pending' | 'approved' | 'rejected';
    createdAt: Date;
    approvedAt: Date | null;
    month: string;
  }[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];

  for (const [position, merchant] of ctx.merchants.entries()) {
    const ledger: Ledger = { billed: 0, paid: 0, courier: 0 };
    const deliveredCod = await tx
      .select({
        id: orders.id,
        codAmount: orders.codAmount,
        deliveredAt: orders.stageChangedAt,
        courierId: orders.courierId,
      })
      .from(orders)
      .where(
        and(
          eq(orders.merchantId, merchant.id),
          eq(orders.stage, 'delivered'),
          eq(orders.orderType, 'COD'),
          isNotNull(orders.codCollectedAt),
        ),
      )
      .orderBy(asc(orders.stageChangedAt), asc(orders.id));
    let lastApprovedAt = now;
    for (let k = BILLED_MONTHS; k >= 1; k--) {
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, 1));
      const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k + 1, 0));
      const month = start.toLocaleString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const lines = await planBillLines(tx, merchant.id, {
        start: isoDay(start),
        end: isoDay(end),
        label: month,
      });
      const billPoisha = lines.reduce((sum, line) => sum + line.poisha, 0);
      const status =
        k === 1 || (position === 1 && k === 2)
          ? 'pending'
          : position === 0 && k === 3
            ? 'rejected'
            : 'approved';
      const createdAt = atMost(new Date(end.getTime() + DAY + 4 * 3_600_000));
      const decidedAt =
        status === 'pending'
          ? null
          : atMost(new Date(createdAt.getTime() + random.int(1, 4) * DAY));
      const approvedAt = status === 'approved' ? decidedAt : null;
      const bill = await insertBill(
        tx,
        {
          merchantId: merchant.id,
          billNumber: `INV-${merchant.id}-${isoDay(start).slice(0, 7).replace('-', '')}`,
          periodStart: isoDay(start),
          periodEnd: isoDay(end),
          approvalStatus: status,
          createdAt,
          approvedAt,
        },
        lines,
      );
      insertedBills.push({
        id: bill.id,
        merchantId: bill.merchantId,
        amount: bill.totalBillAmount,
        status,
        createdAt,
        approvedAt,
        month,
      });
      if (status === 'approved') ledger.billed += billPoisha;

      // The couriers' settlements of the month's delivered COD: each courier settles the orders
      // it delivered, so the reconciliation's courier and the payment's are always the same.
      let courierPaidThisMonth = 0;
      const monthEnd = new Date(end.getTime() + DAY);
      const delivered = deliveredCod.filter(
        (order) => order.deliveredAt >= start && order.deliveredAt < monthEnd,
      );
      const settledCouriers = [...new Set(delivered.map((order) => order.courierId))]
        .filter((id) => id !== null)
        .sort((a, b) => a - b);
      for (const [index, settledCourierId] of settledCouriers.entries()) {
        const covered = delivered.filter((order) => order.courierId === settledCourierId);
        const courierStatus = COURIERS_PAY.has(position)
          ? k >= 3
            ? 'paid'
            : k === 2
              ? 'processing'
              : 'pending'
          : k >= 2
            ? 'processing'
            : 'pending';
        // One short and one over remittance, so the reconciliation has them to show.
        const remittances = covered.map((order, n) => ({
          orderId: order.id,
          poisha:
            toPoisha(order.codAmount) +
            (courierStatus === 'paid' && index === 0 && k === 3 ? ([-5_000, 2_000][n] ?? 0) : 0),
        }));
        const amount = remittances.reduce((sum, row) => sum + row.poisha, 0);
        const paidAt = courierStatus === 'paid' ? atMost(new Date(end.getTime() + 5 * DAY)) : null;
        const [settlement] = await tx
          .insert(merchantCourierPayments)
          .values({
            merchantId: merchant.id,
            courierId: settledCourierId,
            orderCount: covered.length,
            amount: taka(amount),
            status: courierStatus,
            periodStart: isoDay(start),
            periodEnd: isoDay(end),
            reference: paidAt ? `CP-${merchant.id}-${k}-${index + 1}` : null,
            paidAt,
            createdAt: atMost(new Date(end.getTime() + DAY)),
          })
          .returning({ id: merchantCourierPayments.id });
        await tx.insert(courierPaymentOrders).values(
          remittances.map((row) => ({
            courierPaymentId: settlement!.id,
            orderId: row.orderId,
            merchantId: merchant.id,
            amount: taka(row.poisha),
          })),
        );
        if (courierStatus === 'paid') {
          ledger.courier += amount;
          courierPaidThisMonth += amount;
        }
      }

      if (status === 'approved' && approvedAt && k >= 4) {
        const amount = Math.max(billPoisha - courierPaidThisMonth, 10_000);
        const paidAt = atMost(new Date(approvedAt.getTime() + random.int(1, 6) * DAY));
        paymentRows.push(payment(merchant.id, amount, 'approved', paidAt, random.pick(METHODS)));
        ledger.paid += amount;
        lastApprovedAt = paidAt;
      }
      if (k === 1) {
        const paidAt = atMost(new Date(now.getTime() - random.int(1, 3) * DAY));
        paymentRows.push(
          payment(merchant.id, random.int(50_000, 200_000), 'pending', paidAt, 'bkash'),
        );
      }
    }
    if (position === SETTLED_MERCHANT_POSITION) {
      const rest = ledger.billed - ledger.paid - ledger.courier;
      if (rest <= 0) throw new Error('seed: the settled merchant has nothing left to settle');
      const paidAt = atMost(new Date(lastApprovedAt.getTime() + 10 * DAY));
      paymentRows.push(payment(merchant.id, rest, 'approved', paidAt, 'bank'));
    }
  }

  await tx.insert(billHistories).values(
    insertedBills.flatMap((bill, index) => {
      const base = { billId: bill.id, merchantId: bill.merchantId };
      const entries: (typeof billHistories.$inferInsert)[] = [
        {
          ...base,
          event: 'generated',
          note: `Bill for ${bill.month}`,
          amount: bill.amount,
          actor: 'billing',
          createdAt: bill.createdAt,
        },
      ];
      if (index % 4 === 0) {
        entries.push({
          ...base,
          event: 'adjusted',
          note: 'Delivery charges recounted',
          amount: bill.amount,
          actor: 'finance',
          createdAt: new Date(bill.createdAt.getTime() + 3_600_000),
        });
      }
      if (bill.status !== 'pending') {
        entries.push({
          ...base,
          event: bill.status,
          note:
            bill.status === 'approved' ? null : 'Order count disputed, a corrected bill follows',
          amount: null,
          actor: 'finance',
          createdAt: bill.approvedAt ?? new Date(bill.createdAt.getTime() + 2 * DAY),
        });
      }
      return entries;
    }),
  );

  const insertedPayments = await tx.insert(payments).values(paymentRows).returning({
    id: payments.id,
    merchantId: payments.merchantId,
    amount: payments.amount,
    status: payments.approvalStatus,
    paidAt: payments.paidAt,
    approvedAt: payments.approvedAt,
  });
  await tx.insert(paymentHistories).values(
    insertedPayments.flatMap((p) => {
      const base = { paymentId: p.id, merchantId: p.merchantId, amount: p.amount };
      const entries: (typeof paymentHistories.$inferInsert)[] = [
        {
          ...base,
          event: 'submitted',
          note: 'Payment submitted',
          actor: 'merchant',
          createdAt: p.paidAt,
        },
      ];
      if (p.status === 'approved' && p.approvedAt) {
        entries.push({
          ...base,
          event: 'approved',
          note: null,
          actor: 'finance',
          createdAt: p.approvedAt,
        });
      }
      return entries;
    }),
  );
}

function payment(
  merchantId: number,
  poisha: number,
  status: 'approved' | 'pending',
  paidAt: Date,
  method: (typeof METHODS)[number],
): typeof payments.$inferInsert {
  return {
    merchantId,
    amount: taka(poisha),
    method,
    reference: `${method.toUpperCase()}-${merchantId}-${paidAt.getTime().toString(36).toUpperCase()}`,
    approvalStatus: status,
    paidAt,
    approvedAt: status === 'approved' ? new Date(paidAt.getTime() + 2 * 3_600_000) : null,
    createdAt: paidAt,
  };
}
