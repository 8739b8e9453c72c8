import { COURIER_STATUS_COUNTED_IN_DUE } from '@mp/contract/bms/courier-payments';
import {
  STATEMENT_CHART_POINTS,
  type StatementEntryKind,
  type StatementQuery,
  type StatementRange,
} from '@mp/contract/bms/statement';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { dhakaDayStart } from '../../../lib/dhaka-sql';
import { pageEnvelope, pageOffset } from '../../../lib/pagination';
import { couriers } from '../../cms/couriers/couriers.table';
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
        reference: sql<string | null>`${couriers.name}`.as('reference'),
        amount: sql<string>`-${courierPayments.amount}`.as('amount'),
      })
      .from(courierPayments)
      .leftJoin(couriers, eq(couriers.id, courierPayments.courierId))
      .where(
        and(
          eq(courierPayments.merchantId, merchantId),
          eq(courierPayments.status, COURIER_STATUS_COUNTED_IN_DUE),
        ),
      ),
  ).as('entries');
}

/**
 * The statement's entries up to the end of `range`, each with the balance after it (the running
 * sum of every entry up to it, in PostgreSQL's numeric: exact to the paisa), and what keeps the
 * entries within the range and puts them in their order.
 */
export function statementRows(db: Db, merchantId: number, range: StatementRange) {
  const entries = entriesOf(db, merchantId);
  const start = range.from ? dhakaDayStart(range.from) : undefined;
  const end = range.to ? dhakaDayStart(range.to, 1) : undefined;
  const upToEnd = end ? lt(entries.at, end) : sql`true`;
  const rows = db
    .select({
      kind: entries.kind,
      id: entries.id,
      at: entries.at,
      reference: entries.reference,
      debit: sql<string>`greatest(${entries.amount}, 0)`.as('debit'),
      credit: sql<string>`greatest(-${entries.amount}, 0)`.as('credit'),
      balance:
        sql<string>`sum(${entries.amount}) over (order by ${entries.at}, ${entries.kind}, ${entries.id})`.as(
          'balance',
        ),
    })
    .from(entries)
    .where(upToEnd)
    .as('statement');
  return {
    entries,
    rows,
    start,
    upToEnd,
    inRange: start ? gte(rows.at, start) : undefined,
    order: [rows.at, rows.kind, rows.id],
  };
}

/** The merchant's statement: the balance before the range, a page of its entries, the balance at its end. */
export async function selectStatement(db: Db, merchantId: number, query: StatementQuery) {
  const { entries, rows, start, upToEnd, inRange, order } = statementRows(db, merchantId, query);
  const beforeStart = start ? lt(entries.at, start) : sql`false`;
  const [totals] = await db
    .select({
      openingBalance:
        sql`coalesce(sum(${entries.amount}) filter (where ${beforeStart}), 0)`.mapWith(Number),
      closingBalance: sql`coalesce(sum(${entries.amount}) filter (where ${upToEnd}), 0)`.mapWith(
        Number,
      ),
      count:
        sql`count(*) filter (where ${and(start ? gte(entries.at, start) : undefined, upToEnd)})`.mapWith(
          Number,
        ),
    })
    .from(entries);
  const page = await db
    .select({
      kind: rows.kind,
      id: rows.id,
      at: rows.at,
      reference: rows.reference,
      debit: sql`${rows.debit}`.mapWith(Number),
      credit: sql`${rows.credit}`.mapWith(Number),
      balance: sql`${rows.balance}`.mapWith(Number),
    })
    .from(rows)
    .where(inRange)
    .orderBy(...order)
    .limit(query.limit)
    .offset(pageOffset(query));

  const content = page.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
  return {
    ...pageEnvelope(content, query, totals?.count ?? 0),
    openingBalance: totals?.openingBalance ?? 0,
    closingBalance: totals?.closingBalance ?? 0,
  };
}

/** The balance after each entry of the range, for its chart: the latest points, oldest first. */
export async function selectBalancePoints(db: Db, merchantId: number, range: StatementRange) {
  const { rows, inRange, order } = statementRows(db, merchantId, range);
  const latest = await db
    .select({ at: rows.at, balance: sql`${rows.balance}`.mapWith(Number) })
    .from(rows)
    .where(inRange)
    .orderBy(...order.map((column) => desc(column)))
    .limit(STATEMENT_CHART_POINTS);
  return {
    points: latest.reverse().map((point) => ({ ...point, at: new Date(point.at).toISOString() })),
  };
}
