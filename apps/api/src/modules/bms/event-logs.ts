import type { BillHistory } from '@mp/contract/bms/bills';
import type { PaymentHistory } from '@mp/contract/bms/payments';
import type { PageQuery } from '@mp/contract/common';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pageEnvelope, pageOffset } from '../../lib/pagination';
import { billHistories, bills } from './bills/bills.table';
import { paymentHistories, payments } from './payments/payments.table';

/**
 * Bills and payments keep the same event log (generated, approved, a note...), each entry under
 * its owner's id: one way to read both.
 */
const eventLogs = {
  bill: { owners: bills, entries: billHistories, ownerId: billHistories.billId, label: 'Bill' },
  payment: {
    owners: payments,
    entries: paymentHistories,
    ownerId: paymentHistories.paymentId,
    label: 'Payment',
  },
};
type Kind = keyof typeof eventLogs;
type Entry<K extends Kind> = K extends 'bill' ? BillHistory : PaymentHistory;

function columnsOf(kind: Kind) {
  const { entries, ownerId } = eventLogs[kind];
  return {
    id: entries.id,
    ownerId,
    event: entries.event,
    note: entries.note,
    amount: entries.amount,
    actor: entries.actor,
    createdAt: entries.createdAt,
  };
}

/** The entry as the contract writes it: its owner under `billId` or `paymentId`. */
function toEntry<K extends Kind>(
  kind: K,
  { ownerId, createdAt, ...row }: { ownerId: number; createdAt: Date } & Record<string, unknown>,
) {
  const ownerKey = kind === 'bill' ? 'billId' : 'paymentId';
  return { ...row, [ownerKey]: ownerId, createdAt: createdAt.toISOString() } as Entry<K>;
}

/** The merchant's bill or payment, or 404: another merchant's answers like a missing one. */
async function assertOwner(db: Db, kind: Kind, merchantId: number, id: number) {
  const { owners, label } = eventLogs[kind];
  const [owner] = await db
    .select({ id: owners.id })
    .from(owners)
    .where(and(eq(owners.id, id), eq(owners.merchantId, merchantId)))
    .limit(1);
  if (!owner) throw notFound(label);
}

/** A bill's or a payment's event log, oldest entry first, a page at a time. */
export async function listEventLog<K extends Kind>(
  db: Db,
  kind: K,
  merchantId: number,
  ownerId: number,
  query: PageQuery,
) {
  const { entries, ownerId: ownerColumn } = eventLogs[kind];
  const where = and(eq(entries.merchantId, merchantId), eq(ownerColumn, ownerId));
  const [, rows, [total]] = await Promise.all([
    assertOwner(db, kind, merchantId, ownerId),
    db
      .select(columnsOf(kind))
      .from(entries)
      .where(where)
      .orderBy(asc(entries.createdAt), asc(entries.id))
      .offset(pageOffset(query))
      .limit(query.limit),
    db.select({ value: count() }).from(entries).where(where),
  ]);
  const content = rows.map((row) => toEntry(kind, row));
  return pageEnvelope(content, query, total?.value ?? 0);
}

export async function getEventLogEntry<K extends Kind>(
  db: Db,
  kind: K,
  merchantId: number,
  ownerId: number,
  entryId: number,
) {
  const { entries, ownerId: ownerColumn, label } = eventLogs[kind];
  const [row] = await db
    .select(columnsOf(kind))
    .from(entries)
    .where(
      and(eq(entries.merchantId, merchantId), eq(ownerColumn, ownerId), eq(entries.id, entryId)),
    )
    .limit(1);
  if (!row) throw notFound(`${label} history entry`);
  return toEntry(kind, row);
}
