import type { TokenPair } from '@mp/contract/ums/auth';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../../../test/accounts';
import { createBill } from '../../../../test/factories/billing.testing';
import {
  downloadExport,
  EXPORT_URL,
  HISTORY_URL,
  parseCsv,
  waitForExport,
} from '../../../../test/factories/exports.testing';
import {
  createOrder,
  createOrders,
  ordersInStages,
} from '../../../../test/factories/orders.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { billLines, bills } from '../../bms/bills/bills.table';
import { files } from '../../fms/files/files.table';
import { orders } from '../orders/orders.table';
import { exportJobs } from './exports.table';

describe('CSV exports of orders and bills', () => {
  let t: TestApp;
  let owner: TokenPair;
  let other: TokenPair;
  let merchantId: number;
  let secondMerchantId: number;
  let otherMerchantId: number;
  let ownerUserId: number;
  let headers: Record<string, string>;

  const startExport = async (body: object, extra: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: EXPORT_URL,
      headers: { ...headers, ...extra },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(202);
    return response.json() as { id: number; status: string; fileName: string };
  };

  /** Every order number the list shows for the query, page after page. */
  const listedNumbers = async (query: string) => {
    const numbers: string[] = [];
    for (let page = 1; ; page++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/oms/merchant-orders?${query}&limit=100&page=${page}`,
        headers,
      });
      const body = response.json() as { content: { orderNumber: string }[]; totalPages: number };
      numbers.push(...body.content.map((o) => o.orderNumber));
      if (page >= body.totalPages) return numbers;
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    const signedIn = await createAccounts(t);
    ({ owner, other, merchantId, otherMerchantId, ownerUserId } = signedIn);
    secondMerchantId = signedIn.ownerMerchantIds[1]!;
    headers = t.auth(owner, merchantId);
    await createOrders(t.db, merchantId, [
      ...ordersInStages(['placed', 'dispatched', 'delivered'], 3, { orderType: 'COD' }),
      ...ordersInStages(['placed', 'confirmed', 'cancelled'], 1, { orderType: 'B2B' }),
    ]);
    await createOrder(t.db, otherMerchantId);
    await createBill(t.db, merchantId, { approvalStatus: 'approved' });
  });
  afterAll(() => t?.close());

  it('answers 202 at once, and the file holds exactly the orders the list shows, in its order', async () => {
    const filters = { stage: 'delivered,dispatched,placed', orderTypes: 'COD' };
    const entry = await startExport(filters);
    expect(entry.status).toBe('queued');
    expect(entry.fileName).toMatch(/^orders-\d{8}-\d{6}\.csv$/);
    const done = await waitForExport(t, headers, entry.id);
    expect(done.status).toBe('done');

    const { file } = await downloadExport(t, headers, done.resourcePath!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(file.body.replace(/^\uFEFF/, ''));
    expect(header?.[0]).toBe('Order number');
    const expected = await listedNumbers('stage=delivered,dispatched,placed&orderTypes=COD');
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((row) => row[0])).toEqual(expected);
    expect(done.rowCount).toBe(expected.length);

    const [job] = await t.db.select().from(exportJobs).where(eq(exportJobs.id, entry.id));
    expect(job?.filters).toEqual({ ...filters, orderBy: 'createdAt', orderDirection: 'desc' });
    const [stored] = await t.db.select().from(files).where(eq(files.key, done.resourcePath!));
    expect(stored).toMatchObject({ merchantId, purpose: 'export' });
  });

  it('writes a formula-like customer name as inert text and quotes commas, quotes and newlines', async () => {
    const [first, second] = await t.db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.merchantId, merchantId))
      .orderBy(orders.id)
      .limit(2);
    await t.db.update(orders).set({ customerName: '=1+1' }).where(eq(orders.id, first!.id));
    await t.db
      .update(orders)
      .set({ customerName: 'Karim, "Boss"\nঢাকা' })
      .where(eq(orders.id, second!.id));
    const entry = await startExport({});
    const done = await waitForExport(t, headers, entry.id);
    const { file } = await downloadExport(t, headers, done.resourcePath!);
    const rows = parseCsv(file.body.replace(/^\uFEFF/, ''));
    const nameColumn = rows[0]!.indexOf('Customer name');
    const byNumber = new Map(rows.map((row) => [row[0], row[nameColumn]]));
    expect(byNumber.get(first!.orderNumber)).toBe("'=1+1");
    expect(file.body).toContain(`,'=1+1,`);
    expect(byNumber.get(second!.orderNumber)).toBe('Karim, "Boss"\nঢাকা');
  });

  it('lists the export history newest first with the spec fields, per merchant', async () => {
    const older = await startExport({ stage: 'cancelled' });
    const newer = await startExport({ stage: 'confirmed' });
    await waitForExport(t, headers, newer.id);
    const response = await t.app.inject({ method: 'GET', url: HISTORY_URL, headers });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ page: 1, limit: 20 });
    const ids = page.content.map((e: { id: number }) => e.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(Object.keys(page.content[0]).sort()).toEqual([
      'createdAt',
      'error',
      'fileName',
      'format',
      'id',
      'kind',
      'progress',
      'resourcePath',
      'rowCount',
      'status',
      'updateAt',
    ]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: HISTORY_URL,
      headers: t.auth(owner, secondMerchantId),
    });
    expect(theirs.json().content.map((e: { id: number }) => e.id)).not.toContain(newer.id);
  });

  it('opens a finished export only for its merchant: another merchant’s key answers 404', async () => {
    const entry = await startExport({ stage: 'delivered' });
    const done = await waitForExport(t, headers, entry.id);
    const ask = (h: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/fms/files/urlGenerator',
        headers: h,
        payload: { urlType: 'view', Key: done.resourcePath },
      });
    expect((await ask(t.auth(other, otherMerchantId))).statusCode).toBe(404);
    expect((await ask(t.auth(owner, secondMerchantId))).statusCode).toBe(404);
    const { url, file } = await downloadExport(t, headers, done.resourcePath!);
    expect(file.statusCode).toBe(200);
    // Another first character, always: replacing it with a fixed one failed when it was that one.
    const signature = url.searchParams.get('signature')!;
    url.searchParams.set(
      'signature',
      `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
    );
    const tampered = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(tampered.statusCode).toBe(403);
  });

  it('a repeat with the same Idempotency-Key answers the same entry without a second export', async () => {
    const first = await startExport({ stage: 'placed' }, { 'idempotency-key': 'export-once-1' });
    const again = await startExport({ stage: 'placed' }, { 'idempotency-key': 'export-once-1' });
    expect(again.id).toBe(first.id);
  });

  it('refuses unknown filters (400) and needs the merchant header', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: EXPORT_URL,
      headers,
      payload: { stage: 'placed', everything: true },
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'POST',
      url: EXPORT_URL,
      headers: t.auth(owner, otherMerchantId),
      payload: {},
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('picks up a job whose worker died, and fails one that died too often, never leaving it running', async () => {
    const stale = sql`now() - interval '5 minutes'`;
    const [revived, exhausted] = await t.db
      .insert(exportJobs)
      .values([
        {
          merchantId,
          userId: ownerUserId,
          kind: 'orders',
          fileName: 'orders-revived.csv',
          status: 'running',
          filters: { stage: 'cancelled' },
          claimedBy: 'dead-process',
          heartbeatAt: stale,
          attempts: 1,
        },
        {
          merchantId,
          userId: ownerUserId,
          kind: 'orders',
          fileName: 'orders-exhausted.csv',
          status: 'running',
          filters: { stage: 'cancelled' },
          claimedBy: 'dead-process',
          heartbeatAt: stale,
          attempts: 3,
        },
      ])
      .returning({ id: exportJobs.id });
    expect((await waitForExport(t, headers, revived!.id)).status).toBe('done');
    const failed = await waitForExport(t, headers, exhausted!.id);
    expect(failed.status).toBe('failed');
    const [row] = await t.db.select().from(exportJobs).where(eq(exportJobs.id, revived!.id));
    expect(row?.attempts).toBe(2);
  });

  it('exports a bill as its lines; another merchant’s bill answers 404', async () => {
    const [bill] = await t.db
      .select({ id: bills.id, billNumber: bills.billNumber })
      .from(bills)
      .where(eq(bills.merchantId, merchantId))
      .limit(1);
    const lines = await t.db
      .select({ id: billLines.id })
      .from(billLines)
      .where(eq(billLines.billId, bill!.id));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bms/bills/${bill!.id}/export/csv`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ kind: 'bill', format: 'csv' });
    const done = await waitForExport(t, headers, response.json().id);
    expect(lines.length).toBeGreaterThan(0);
    expect(done).toMatchObject({ status: 'done', rowCount: lines.length });
    const { file } = await downloadExport(t, headers, done.resourcePath!);
    const rows = parseCsv(file.body.replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(lines.length + 1);
    expect(rows[1]?.[0]).toBe(bill!.billNumber);

    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bms/bills/${bill!.id}/export/csv`,
      headers: t.auth(owner, secondMerchantId),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
