import { toPoisha } from '@mp/contract/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { createCourierPayment } from '../../../../test/factories/billing.testing';
import {
  downloadExport,
  parseCsv,
  waitForExport,
} from '../../../../test/factories/exports.testing';
import { createOrders, type TestOrder } from '../../../../test/factories/orders.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { merchantCourierPayments } from '../../bms/courier-payments/courier-payments.table';
import { runOpsCommand } from '../orders/orders.ops.service';
import { orders } from '../orders/orders.table';
import { courierPaymentOrders } from './logistics.table';

const DAY = 86_400_000;
const COD_URL = '/api/v1/oms/merchant-cod';

describe('COD reconciliation (#23 item 3)', () => {
  let t: TestApp;
  let s: Accounts;
  /** By the status each should read as. */
  const order: Record<string, TestOrder> = {};
  let paidId: number;

  beforeAll(async () => {
    t = await createTestApp();
    s = await createAccounts(t);
    const delivered = (daysAgo: number, collected: boolean, orderType: 'COD' | 'B2B' = 'COD') => {
      const at = new Date(Date.now() - daysAgo * DAY);
      return {
        stage: 'delivered' as const,
        orderType,
        fields: {
          createdAt: new Date(at.getTime() - 2 * DAY),
          stageChangedAt: at,
          codCollectedAt: collected ? new Date(at.getTime() + 3_600_000) : null,
        },
      };
    };
    const names = ['awaitingOld', 'collectedOld', 'collectedNew', 'remitted', 'short', 'over'];
    const made = await createOrders(t.db, s.merchantId, [
      delivered(10, false),
      delivered(9, true),
      delivered(2, true),
      delivered(20, true),
      delivered(21, true),
      delivered(22, true),
      delivered(12, true, 'B2B'),
      { stage: 'dispatched', orderType: 'COD' },
    ]);
    for (const [index, name] of names.entries()) order[name] = made[index]!;
    order.b2b = made[6]!;
    order.dispatched = made[7]!;

    const paid = await createCourierPayment(t.db, s.merchantId, { status: 'paid' });
    paidId = paid.id;
    const remittance = (name: string, delta: number) => ({
      courierPaymentId: paid.id,
      orderId: order[name]!.id,
      merchantId: s.merchantId,
      amount: order[name]!.codAmount + delta,
    });
    await t.db
      .insert(courierPaymentOrders)
      .values([remittance('remitted', 0), remittance('short', -50), remittance('over', 25.5)]);
  });
  afterAll(() => t?.close());

  const list = async (query = '', merchantId = s.merchantId) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${COD_URL}${query}`,
      headers: t.auth(s.owner, merchantId),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const statusOf = (page: { content: { orderId: number; status: string }[] }) =>
    Object.fromEntries(page.content.map((row) => [row.orderId, row.status]));

  it('lists each delivered COD order with where its cash is, newest delivery first', async () => {
    const page = await list();
    expect(statusOf(page)).toEqual({
      [order.collectedNew!.id]: 'collected',
      [order.collectedOld!.id]: 'collected',
      [order.awaitingOld!.id]: 'awaiting_collection',
      [order.remitted!.id]: 'remitted',
      [order.short!.id]: 'short',
      [order.over!.id]: 'over',
    });
    expect(page.content.map((row: { orderId: number }) => row.orderId)).toEqual(
      ['collectedNew', 'collectedOld', 'awaitingOld', 'remitted', 'short', 'over'].map(
        (name) => order[name]!.id,
      ),
    );
    const short = page.content.find((row: { orderId: number }) => row.orderId === order.short!.id);
    expect(short).toMatchObject({
      codAmount: order.short!.codAmount,
      courierPayment: { status: 'paid', remitted: order.short!.codAmount - 50 },
      ageDays: 21,
    });
    expect(page.totalElements).toBe(6);
  });

  it('totals every status for the filters, and the status and overdue filters keep what they name', async () => {
    const page = await list();
    const totals = Object.fromEntries(
      page.totals.map((row: { status: string; orders: number; amount: number }) => [
        row.status,
        [row.orders, toPoisha(row.amount)],
      ]),
    );
    const cod = (...names: string[]) =>
      names.reduce((sum, name) => sum + toPoisha(order[name]!.codAmount), 0);
    expect(totals).toEqual({
      awaiting_collection: [1, cod('awaitingOld')],
      collected: [2, cod('collectedOld', 'collectedNew')],
      remitted: [1, cod('remitted')],
      short: [1, cod('short')],
      over: [1, cod('over')],
    });

    const collected = await list('?status=collected');
    expect(Object.values(statusOf(collected))).toEqual(['collected', 'collected']);
    expect(collected.totalElements).toBe(2);

    // Delivered over 7 days ago and not remitted.
    const overdue = await list('?overdue=true');
    expect(Object.keys(statusOf(overdue)).map(Number).sort()).toEqual(
      [order.collectedOld!.id, order.awaitingOld!.id].sort(),
    );
    expect(overdue.totals.map((row: { status: string }) => row.status).sort()).toEqual([
      'awaiting_collection',
      'collected',
    ]);
  });

  it("opens a courier payment's orders: exactly those it covers, totalled, and none of another merchant's", async () => {
    const covered = await list(`?courierPaymentId=${paidId}`);
    expect(Object.keys(statusOf(covered)).map(Number).sort()).toEqual(
      ['remitted', 'short', 'over'].map((name) => order[name]!.id).sort(),
    );
    expect(covered.totalElements).toBe(3);
    expect(covered.totals.map((row: { status: string }) => row.status).sort()).toEqual([
      'over',
      'remitted',
      'short',
    ]);
    const remitted = covered.content.reduce(
      (sum: number, row: { courierPayment: { remitted: number } }) =>
        sum + toPoisha(row.courierPayment.remitted),
      0,
    );
    expect(remitted).toBe(
      ['remitted', 'short', 'over'].reduce(
        (sum, name) => sum + toPoisha(order[name]!.codAmount),
        0,
      ) -
        5_000 +
        2_550,
    );
    const shortOnly = await list(`?courierPaymentId=${paidId}&status=short`);
    expect(Object.keys(statusOf(shortOnly)).map(Number)).toEqual([order.short!.id]);

    const theirs = await list(`?courierPaymentId=${paidId}`, s.ownerMerchantIds[1]);
    expect(theirs).toMatchObject({ content: [], totalElements: 0, totals: [] });
  });

  it("shows another merchant nothing of this merchant's, and refuses a status it does not know", async () => {
    const theirs = await list('', s.ownerMerchantIds[1]);
    expect(theirs).toMatchObject({ content: [], totalElements: 0, totals: [] });
    const wrong = await t.app.inject({
      method: 'GET',
      url: `${COD_URL}?status=lost`,
      headers: t.auth(s.owner, s.merchantId),
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('exports what its filters list, statuses in words, every page', async () => {
    const headers = t.auth(s.owner, s.merchantId);
    const start = await t.app.inject({
      method: 'POST',
      url: `${COD_URL}/export/csv`,
      headers,
      payload: { status: 'short' },
    });
    expect(start.statusCode, start.body).toBe(202);
    const done = await waitForExport(t, headers, start.json().id);
    expect(done).toMatchObject({ status: 'done', rowCount: 1, kind: 'cod' });
    const { file } = await downloadExport(t, headers, done.resourcePath!);
    const [header, row] = parseCsv(file.body.replace(/^\uFEFF/, ''));
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('Order number')).toBe(order.short!.orderNumber);
    expect(cell('Status')).toBe('Short remitted');
    expect(Number(cell('Remitted'))).toBe(order.short!.codAmount - 50);

    const all = await t.app.inject({
      method: 'POST',
      url: `${COD_URL}/export/xlsx`,
      headers,
      payload: {},
    });
    expect(all.statusCode, all.body).toBe(202);
    expect(await waitForExport(t, headers, all.json().id)).toMatchObject({
      status: 'done',
      rowCount: 6,
    });
  });

  it('the ops collect-cod records the collection once, and only for a delivered COD order', async () => {
    await runOpsCommand(t.db, { command: 'collect-cod', order: String(order.awaitingOld!.id) });
    const [row] = await t.db
      .select({ collectedAt: orders.codCollectedAt })
      .from(orders)
      .where(eq(orders.id, order.awaitingOld!.id));
    expect(row?.collectedAt).toBeInstanceOf(Date);
    expect(statusOf(await list())[order.awaitingOld!.id]).toBe('collected');

    for (const name of ['awaitingOld', 'b2b', 'dispatched']) {
      await expect(
        runOpsCommand(t.db, { command: 'collect-cod', order: String(order[name]!.id) }),
        name,
      ).rejects.toMatchObject({ statusCode: 409 });
    }
  });

  it('a generated courier payment remits each order its COD amount', async () => {
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oms/merchant-logistic-orders/generate/missing-cod-payments',
      headers: t.auth(s.owner, s.merchantId),
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const page = await list();
    const fresh = page.content.find(
      (row: { orderId: number }) => row.orderId === order.collectedNew!.id,
    );
    expect(fresh).toMatchObject({
      status: 'collected',
      courierPayment: { status: 'pending', remitted: order.collectedNew!.codAmount },
    });
  });

  it('keeps each status and the status cards as payments, their lines and orders change', async () => {
    /** Where each delivered COD order's cash is, worked out here from the rows themselves. */
    const expected = async () => {
      const rows = await t.db
        .select({
          id: orders.id,
          stage: orders.stage,
          orderType: orders.orderType,
          codAmount: orders.codAmount,
          collectedAt: orders.codCollectedAt,
          remitted: courierPaymentOrders.amount,
          paymentStatus: merchantCourierPayments.status,
        })
        .from(orders)
        .leftJoin(courierPaymentOrders, eq(courierPaymentOrders.orderId, orders.id))
        .leftJoin(
          merchantCourierPayments,
          eq(merchantCourierPayments.id, courierPaymentOrders.courierPaymentId),
        )
        .where(eq(orders.merchantId, s.merchantId));
      const statuses: Record<number, string> = {};
      const totals: Record<string, [number, number]> = {};
      for (const row of rows) {
        if (row.stage !== 'delivered' || row.orderType !== 'COD' || row.codAmount <= 0) continue;
        const status =
          row.collectedAt === null
            ? 'awaiting_collection'
            : row.paymentStatus !== 'paid' || row.remitted === null
              ? 'collected'
              : row.remitted === row.codAmount
                ? 'remitted'
                : row.remitted < row.codAmount
                  ? 'short'
                  : 'over';
        statuses[row.id] = status;
        const [count, poisha] = totals[status] ?? [0, 0];
        totals[status] = [count + 1, poisha + toPoisha(row.codAmount)];
      }
      return { statuses, totals };
    };
    const listed = async () => {
      const page = await list('?limit=50');
      const totals = Object.fromEntries(
        page.totals.map((row: { status: string; orders: number; amount: number }) => [
          row.status,
          [row.orders, toPoisha(row.amount)],
        ]),
      );
      return { statuses: statusOf(page), totals };
    };
    const [line] = await t.db
      .select()
      .from(courierPaymentOrders)
      .where(eq(courierPaymentOrders.orderId, order.collectedNew!.id));
    const changes: [string, () => Promise<unknown>][] = [
      [
        'the generated payment is paid',
        () =>
          t.db
            .update(merchantCourierPayments)
            .set({ status: 'paid', paidAt: new Date() })
            .where(eq(merchantCourierPayments.id, line!.courierPaymentId)),
      ],
      [
        'a line remits less',
        () =>
          t.db
            .update(courierPaymentOrders)
            .set({ amount: order.collectedNew!.codAmount - 10 })
            .where(eq(courierPaymentOrders.orderId, order.collectedNew!.id)),
      ],
      [
        'a line is taken out of its payment',
        () =>
          t.db.delete(courierPaymentOrders).where(eq(courierPaymentOrders.orderId, order.over!.id)),
      ],
      [
        "an order's COD amount is corrected upwards",
        () =>
          t.db
            .update(orders)
            .set({ codAmount: order.remitted!.codAmount + 10 })
            .where(eq(orders.id, order.remitted!.id)),
      ],
      [
        'an order leaves delivered',
        () =>
          t.db.update(orders).set({ stage: 'dispatched' }).where(eq(orders.id, order.short!.id)),
      ],
      [
        'the payment goes back to pending',
        () =>
          t.db
            .update(merchantCourierPayments)
            .set({ status: 'pending', paidAt: null })
            .where(eq(merchantCourierPayments.id, line!.courierPaymentId)),
      ],
    ];
    const seen = new Set<string>();
    for (const [change, write] of changes) {
      await write();
      const now = await expected();
      expect(await listed(), change).toEqual(now);
      for (const status of Object.values(now.statuses)) seen.add(status);
    }
    expect([...seen].sort()).toEqual(['collected', 'over', 'remitted', 'short'].sort());
  });
});
