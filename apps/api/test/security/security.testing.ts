import { errorBodySchema } from '@mp/contract/common';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { createBill, createCourierPayment, createPayment } from '../factories/billing.testing';
import { createFile } from '../factories/files.testing';
import { createIssue } from '../factories/issues.testing';
import { addMember, createCustomRole, createInvitation } from '../factories/merchants.testing';
import { createOrders } from '../factories/orders.testing';
import { createShopProduct } from '../factories/products.testing';
import { createShop } from '../factories/shops.testing';
import { createUser } from '../factories/users.testing';

type Row = Record<string, unknown>;
export async function rows<T = Row>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Ids of one merchant's data, each chosen so that a wrongly allowed action would really act. */
export type Fixture = {
  merchantId: number;
  userId: number;
  orderId: number;
  placedOrderId: number;
  dispatchRequestableOrderId: number;
  readyToDispatchOrderId: number;
  dispatchedOrderId: number;
  proofOrderId: number;
  shopId: number;
  shopProductId: number;
  catalogueProductId: number;
  billId: number;
  billHistoryId: number;
  paymentId: number;
  paymentHistoryId: number;
  openIssueId: number;
  fileKey: string;
  /** One of the owner's notifications (the orders and payment above wrote some). */
  notificationId: number;
  /** A saved view of the owner's. */
  savedViewId: number;
  /** A member of the team besides the owner (a viewer). */
  memberUserId: number;
  /** An invitation still waiting. */
  invitationId: number;
  /** A role of the merchant's own that no one has. */
  customRoleId: number;
};

/**
 * Creates one merchant's data of every kind, each row chosen so that a wrongly allowed action
 * would really act: orders in the stages the actions start from, a shop and its product, a
 * bill and a payment with their histories, a courier payment, an open issue and a file.
 */
export async function createFixture(db: Db, merchantId: number): Promise<Fixture> {
  const shop = await createShop(db, { merchantId });
  const product = await createShopProduct(db, shop);
  const [order, placed, dispatchRequestable, readyToDispatch, dispatched, proof] =
    await createOrders(db, merchantId, [
      { stage: 'confirmed' },
      { stage: 'placed', orderType: 'COD' },
      { stage: 'dispatch_requestable', paid: true },
      { stage: 'ready_to_dispatch' },
      { stage: 'dispatched' },
      { stage: 'placed', orderType: 'B2B', proofStatus: 'pending' },
    ]);
  const bill = await createBill(db, merchantId, { approvalStatus: 'approved' });
  const payment = await createPayment(db, merchantId, { approvalStatus: 'approved' });
  await createCourierPayment(db, merchantId);
  const issue = await createIssue(db, merchantId);
  const file = await createFile(db, merchantId);
  const member = await createUser(db);
  await addMember(db, { merchantId, userId: member.id, role: 'viewer' });
  await db.execute(sql`insert into saved_views (user_id, merchant_id, list, name, path, position)
    select owner_user_id, id, 'orders', 'Unpaid COD', '/merchant/orders/all?orderTypes=COD', 1
    from merchants where id = ${merchantId} on conflict do nothing`);
  const [found] = await rows<{
    savedViewId: number;
    userId: number;
    billHistoryId: number;
    paymentHistoryId: number;
    notificationId: number;
    /** One still waiting from an earlier fixture of the merchant: the team's are few. */
    invitationId: number | null;
  }>(
    db,
    sql`select
      (select owner_user_id from merchants where id = ${merchantId}) as "userId",
      (select max(id) from saved_views where merchant_id = ${merchantId}) as "savedViewId",
      (select max(id) from notifications where merchant_id = ${merchantId}) as "notificationId",
      (select max(id) from merchant_invitations where merchant_id = ${merchantId}
        and accepted_at is null and withdrawn_at is null and expires_at > now())
        as "invitationId",
      (select min(id) from bill_histories where bill_id = ${bill.id}) as "billHistoryId",
      (select min(id) from payment_histories where payment_id = ${payment.id})
        as "paymentHistoryId"`,
  );
  return {
    merchantId,
    userId: found!.userId,
    notificationId: found!.notificationId,
    memberUserId: member.id,
    customRoleId: await createCustomRole(db, merchantId),
    invitationId: found!.invitationId ?? (await createInvitation(db, merchantId, found!.userId)),
    orderId: order!.id,
    placedOrderId: placed!.id,
    dispatchRequestableOrderId: dispatchRequestable!.id,
    readyToDispatchOrderId: readyToDispatch!.id,
    dispatchedOrderId: dispatched!.id,
    proofOrderId: proof!.id,
    shopId: shop.id,
    shopProductId: product.id,
    catalogueProductId: product.catalogueProductId,
    billId: bill.id,
    billHistoryId: found!.billHistoryId,
    paymentId: payment.id,
    paymentHistoryId: found!.paymentHistoryId,
    openIssueId: issue.id,
    fileKey: file.key,
    savedViewId: found!.savedViewId,
  };
}

type Snapshot = Record<string, string>;

async function snapshotWith(
  db: Db,
  fingerprint: string,
  options: SnapshotOptions,
): Promise<Snapshot> {
  const tables = await rows<{ name: string; scoped: boolean }>(
    db,
    sql`select t.table_name as name,
          exists (select 1 from information_schema.columns c where c.table_schema = 'public'
                  and c.table_name = t.table_name and c.column_name = 'merchant_id') as scoped
        from information_schema.tables t
        where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by 1`,
  );
  const parts = tables
    .filter((table) => !options.skip?.includes(table.name))
    .map(({ name, scoped }) => {
      // A merchant's own row of `merchants` (its settings) is the one with its id.
      const scopeColumn = name === 'merchants' ? 'id' : scoped ? 'merchant_id' : undefined;
      const except =
        options.exceptMerchantId !== undefined && scopeColumn
          ? ` where ${scopeColumn} is distinct from ${options.exceptMerchantId}`
          : '';
      return `select '${name}' as name, count(*)::text || ':' || ${fingerprint} as mark from "${name}" x${except}`;
    });
  const marks = await rows<{ name: string; mark: string }>(db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(marks.map(({ name, mark }) => [name, mark]));
}

type SnapshotOptions = { exceptMerchantId?: number; skip?: readonly string[] };

/**
 * Row count and md5 of every row of every table: proves that no row changed at all
 * (`exceptMerchantId`: apart from that merchant's own rows).
 */
export const tableHashes = (db: Db, options: SnapshotOptions = {}) =>
  snapshotWith(db, `coalesce(md5(string_agg(x::text, ',' order by x::text)), '')`, options);

/**
 * Row count and newest row version (xmin) per table: any insert, update or delete moves one of
 * them. Cheap enough to take around every request; `exceptMerchantId` ignores that merchant's rows.
 */
export const tableMarks = (db: Db, options: SnapshotOptions = {}) =>
  snapshotWith(db, `coalesce(max(x.xmin::text::bigint), 0)::text`, options);

/** The tables whose marks differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/** What is wrong with an error answer, or undefined when it is the contract's error body. */
export function errorBodyProblem(body: string, errorCode?: string) {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 200)}`;
  }
  const parsed = errorBodySchema.strict().safeParse(json);
  if (!parsed.success) return `not the contract's error body: ${body.slice(0, 200)}`;
  if (errorCode && parsed.data.errorCode !== errorCode) {
    return `errorCode ${parsed.data.errorCode}, expected ${errorCode}`;
  }
  return undefined;
}

/** The contract's error body: errorCode and message, details only as path/message pairs. */
export function expectErrorBody(body: string, errorCode?: string) {
  expect(errorBodyProblem(body, errorCode)).toBeUndefined();
}

/** Waits until the background export worker has no queued or running job left. */
export async function settleExportJobs(db: Db) {
  for (let attempt = 0; attempt < 400; attempt++) {
    const [pending] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from export_jobs where status in ('queued', 'running')`,
    );
    if (pending?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('export jobs still pending after 10 s');
}

/**
 * The next transaction id of the cluster: every row write needs one, so while it stays put
 * nothing was written anywhere (a cheap pre-check before taking `tableMarks`). Other databases
 * of a shared server move it too; then the marks decide.
 */
export async function writeClock(db: Db) {
  const [clock] = await rows<{ next: string }>(
    db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
  );
  return clock?.next;
}
