import { errorBodySchema } from '@mp/contract/common';
import type { TokenPair } from '@mp/contract/ums/auth';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness';
import type { Db } from '../db/client';

export const DEMO = { username: '01700000001', password: 'Demo@1234' };
export const OTHER = { username: '01700000002', password: 'Other@1234' };

type Row = Record<string, unknown>;
export async function rows<T = Row>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The first merchant the user's own merchant list shows. */
export async function firstMerchantId(t: TestApp, tokens: TokenPair) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/cms/merchant/merchants',
    headers: t.auth(tokens),
  });
  const id = response.json().content[0]?.id;
  if (typeof id !== 'number') throw new Error(`no merchant for the user: ${response.body}`);
  return id;
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
  billId: number;
  billHistoryId: number;
  paymentId: number;
  paymentHistoryId: number;
  openIssueId: number;
  fileKey: string;
};

/** Reads the merchant's ids; a kind it lacks falls back to `fallback`'s (or fails without one). */
export async function loadFixture(db: Db, merchantId: number, fallback?: Fixture) {
  const order = (condition: string) =>
    sql.raw(
      `(select id from orders where merchant_id = ${merchantId} ${condition} order by id limit 1)`,
    );
  const first = (table: string, condition = '') =>
    sql.raw(
      `(select id from ${table} where merchant_id = ${merchantId} ${condition} order by id limit 1)`,
    );
  const [found] = await rows<Record<keyof Fixture, number | string | null>>(
    db,
    sql`select
      ${merchantId}::int as "merchantId",
      (select owner_user_id from merchants where id = ${merchantId}) as "userId",
      ${order('')} as "orderId",
      ${order(`and stage = 'placed'`)} as "placedOrderId",
      ${order(`and stage = 'dispatch_requestable' and delivery_charge_payment_status = 'paid'`)}
        as "dispatchRequestableOrderId",
      ${order(`and stage = 'ready_to_dispatch'`)} as "readyToDispatchOrderId",
      ${order(`and stage = 'dispatched'`)} as "dispatchedOrderId",
      ${order(`and stage = 'placed' and order_type = 'B2B' and payment_proof_status = 'pending'`)}
        as "proofOrderId",
      ${first('shops')} as "shopId",
      ${first('shop_products')} as "shopProductId",
      ${first('bills', 'and exists (select 1 from bill_histories h where h.bill_id = bills.id)')}
        as "billId",
      ${first('payments', 'and exists (select 1 from payment_histories h where h.payment_id = payments.id)')}
        as "paymentId",
      ${first('merchant_issues', `and status <> 'resolved'`)} as "openIssueId",
      (select key from files where merchant_id = ${merchantId} order by id limit 1) as "fileKey"`,
  );
  if (!found) throw new Error('fixture query answered nothing');
  const [histories] = await rows<{ billHistoryId: number | null; paymentHistoryId: number | null }>(
    db,
    sql`select
      (select min(id) from bill_histories where bill_id = ${found.billId}) as "billHistoryId",
      (select min(id) from payment_histories where payment_id = ${found.paymentId})
        as "paymentHistoryId"`,
  );
  const merged: Row = { ...found, ...histories };
  for (const [name, value] of Object.entries(merged)) {
    if (value !== null) continue;
    if (!fallback) throw new Error(`merchant ${merchantId} has no ${name} in the demo data`);
    merged[name] = fallback[name as keyof Fixture];
  }
  return merged as Fixture;
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
      const except =
        options.exceptMerchantId !== undefined && scoped
          ? ` where merchant_id is distinct from ${options.exceptMerchantId}`
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
