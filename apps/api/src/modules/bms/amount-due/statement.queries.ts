import { COURIER_STATUS_COUNTED_IN_DUE } from '@mp/contract/bms/courier-payments';
import type { StatementEntryKind, StatementQuery } from '@mp/contract/bms/statement';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { pageEnvelope, pageOffset } from '../../../lib/pagination';
import { dhakaMidnight } from '../../../lib/sql-filters';
import { bills } from '../bills/bills.table';
import { merchantCourierPayments as courierPayments } from '../courier-payments/courier-payments.table';
import { payments } from '../payments/payments.table';

/**
 * Every entry the amount due counts, as one table: a signed `amount` (a bill adds, a payment
 * or remittance takes away) at the time it began to count.
 */
function entriesOf(db: Db, merchantId: number) {
  const kind = (name: StatementEntryKind) => sql<StatementEntryKind>`${name}::text`.as('kind');
  return unionAll(
    db
      .select({
        kind: kind('bill'),
        id: bills.id,
        at: sql<Date>`coalesce(${bills.approvedAt}, ${bills.createdAt})`.as('at'),
        reference: sql<string | null>`${bills.billNumber}`.as('reference'),
        amount: sql<string>`${bills.totalBillAmount}`.as('amount'),
      })
      .from(bills)
      .where(and(eq(bills.merchantId, merchantId), eq(bills.approvalStatus, 'approved'))),
    db
      .select({
        kind: kind('payment'),
        id: payments.id,
        at: sql<Date>`coalesce(${payments.approvedAt}, ${payments.paidAt})`.as('at'),
        reference: sql<string | null>`${payments.reference}`.as('reference'),
        amount: sql<string>`-${payments.amount}`.as('amount'),
      })
      .from(payments)
      .where(and(eq(payments.merchantId, merchantId), eq(payments.approvalStatus, 'approved'))),
    db
      .select({
        kind: kind('courier_payment'),
        id: courierPayments.id,
        at: sql<Date>`coalesce(${courierPayments.paidAt}, ${courierPayments.createdAt})`.as('at'),
        reference: sql<string | null>`${courierPayments.courier}`.as('reference'),
        amount: sql<string>`-${courierPayments.amount}`.as('amount'),
      })
      .from(courierPayments)
      .where(
        and(
          eq(courierPayments.merchantId, merchantId),
          eq(courierPayments.status, COURIER_STATUS_COUNTED_IN_DUE),
        ),
      ),
  ).as('entries');
}

/**
 * The merchant's statement: the balance before the range, a page of its entries oldest first
 * with the balance after each, and the balance at its end. Every sum is numeric in SQL, exact to
 * the paisa; the balance after an entry is the running sum of every entry up to it.
 */
export async function selectStatement(db: Db, merchantId: number, query: StatementQuery) {
  const entries = entriesOf(db, merchantId);
  const start = query.from ? dhakaMidnight(query.from) : undefined;
  const end = query.to ? dhakaMidnight(query.to, 1) : undefined;
  const beforeStart = start ? lt(entries.at, start) : sql`false`;
  const upToEnd = end ? lt(entries.at, end) : sql`true`;
  const inRange = and(start ? gte(entries.at, start) : undefined, upToEnd);

  const [totals] = await db
    .select({
      openingBalance:
        sql`coalesce(sum(${entries.amount}) filter (where ${beforeStart}), 0)`.mapWith(Number),
      closingBalance: sql`coalesce(sum(${entries.amount}) filter (where ${upToEnd}), 0)`.mapWith(
        Number,
      ),
      count: sql`count(*) filter (where ${inRange})`.mapWith(Number),
    })
    .from(entries);

  const running = db
    .select({
      kind: entries.kind,
      id: entries.id,
      at: entries.at,
      reference: entries.reference,
      amount: entries.amount,
      balance:
        sql<string>`sum(${entries.amount}) over (order by ${entries.at}, ${entries.kind}, ${entries.id})`.as(
          'balance',
        ),
    })
    .from(entries)
    .where(upToEnd)
    .as('running');
  const rows = await db
    .select({
      kind: running.kind,
      id: running.id,
      at: running.at,
      reference: running.reference,
      debit: sql`greatest(${running.amount}, 0)`.mapWith(Number),
      credit: sql`greatest(-${running.amount}, 0)`.mapWith(Number),
      balance: sql`${running.balance}`.mapWith(Number),
    })
    .from(running)
    .where(start ? gte(running.at, start) : undefined)
    .orderBy(running.at, running.kind, running.id)
    .limit(query.limit)
    .offset(pageOffset(query));

  const content = rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
  return {
    ...pageEnvelope(content, query, totals?.count ?? 0),
    openingBalance: totals?.openingBalance ?? 0,
    closingBalance: totals?.closingBalance ?? 0,
  };
}
