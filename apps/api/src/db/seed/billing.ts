import { billHistories, bills } from '../../modules/bms/bills/bills.table';
import { merchantCourierPayments } from '../../modules/bms/courier-payments/courier-payments.table';
import { paymentHistories, payments } from '../../modules/bms/payments/payments.table';
import type { SeedContext } from './context';

const COURIERS = ['Pathao', 'RedX', 'Steadfast', 'eCourier', 'Paperfly'] as const;
const METHODS = ['bkash', 'nagad', 'bank', 'card'] as const;
const MONTHS = 12;
/** The demo merchant (by seed position) whose books balance: amount due exactly 0. */
const SETTLED_MERCHANT_POSITION = 2;

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const taka = (poisha: number) => poisha / 100;

type Ledger = { billed: number; paid: number; courier: number };

/**
 * A year of monthly bills per merchant (the last one still pending), courier COD settlements,
 * and payments that cover most approved bills, so each merchant owes a different amount.
 * Amounts are planned in poisha (integers), so the settled merchant's due is exactly 0.
 */
export async function seedBilling(ctx: SeedContext) {
  const { tx, random, now } = ctx;
  const atMost = (date: Date) => (date > now ? new Date(now.getTime() - 60_000) : date);
  const billRows: (typeof bills.$inferInsert)[] = [];
  const courierRows: (typeof merchantCourierPayments.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];

  for (const [position, merchant] of ctx.merchants.entries()) {
    const ledger: Ledger = { billed: 0, paid: 0, courier: 0 };
    const couriers = [COURIERS[position % 5]!, COURIERS[(position + 2) % 5]!];
    let lastApprovedAt = now;
    for (let k = MONTHS; k >= 1; k--) {
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, 1));
      const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k + 1, 0));
      const billPoisha = random.int(180_000, 950_000);
      const status =
        k === 1 || (position === 1 && k === 2)
          ? 'pending'
          : position === 0 && k === 6
            ? 'rejected'
            : 'approved';
      const createdAt = atMost(new Date(end.getTime() + DAY + 4 * 3_600_000));
      const decidedAt =
        status === 'pending'
          ? null
          : atMost(new Date(createdAt.getTime() + random.int(1, 4) * DAY));
      const approvedAt = status === 'approved' ? decidedAt : null;
      billRows.push({
        merchantId: merchant.id,
        billNumber: `INV-${merchant.id}-${isoDay(start).slice(0, 7).replace('-', '')}`,
        periodStart: isoDay(start),
        periodEnd: isoDay(end),
        totalBillAmount: taka(billPoisha),
        approvalStatus: status,
        createdAt,
        approvedAt,
      });
      if (status === 'approved') ledger.billed += billPoisha;

      let courierPaidThisMonth = 0;
      for (const [index, courier] of couriers.entries()) {
        const amount = random.int(20_000, 150_000);
        const courierStatus =
          k >= 3
            ? position === 1 && k === 5 && index === 0
              ? 'cancelled'
              : 'paid'
            : k === 2
              ? 'processing'
              : 'pending';
        const paidAt = courierStatus === 'paid' ? atMost(new Date(end.getTime() + 5 * DAY)) : null;
        courierRows.push({
          merchantId: merchant.id,
          courier,
          orderCount: random.int(5, 60),
          amount: taka(amount),
          status: courierStatus,
          periodStart: isoDay(start),
          periodEnd: isoDay(end),
          reference: paidAt ? `CP-${merchant.id}-${k}-${index + 1}` : null,
          paidAt,
          createdAt: atMost(new Date(end.getTime() + DAY)),
        });
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

  const insertedBills = await tx.insert(bills).values(billRows).returning({
    id: bills.id,
    merchantId: bills.merchantId,
    amount: bills.totalBillAmount,
    status: bills.approvalStatus,
    createdAt: bills.createdAt,
    approvedAt: bills.approvedAt,
    periodStart: bills.periodStart,
  });
  await tx.insert(billHistories).values(
    insertedBills.flatMap((bill, index) => {
      const base = { billId: bill.id, merchantId: bill.merchantId };
      const month = new Date(`${bill.periodStart}T00:00:00Z`).toLocaleString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const entries: (typeof billHistories.$inferInsert)[] = [
        {
          ...base,
          event: 'generated',
          note: `Bill for ${month}`,
          amount: bill.amount,
          actor: 'billing system',
          createdAt: bill.createdAt,
        },
      ];
      if (index % 4 === 0) {
        entries.push({
          ...base,
          event: 'adjusted',
          note: 'Delivery charges recounted',
          amount: bill.amount,
          actor: 'Finance team',
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
          actor: 'Finance team',
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
          actor: 'Finance team',
          createdAt: p.approvedAt,
        });
      }
      return entries;
    }),
  );
  await tx.insert(merchantCourierPayments).values(courierRows);
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
