import { toPoisha } from '@mp/contract/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { BMS, createBill } from '../../../../test/factories/billing.testing';
import { createOrders, type TestOrder } from '../../../../test/factories/orders.testing';
import {
  createCatalogueProduct,
  createShopProduct,
} from '../../../../test/factories/products.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { catalogueProducts, shopProducts } from '../../cms/products/products.table';
import { orderItems, orders } from '../../oms/orders/orders.table';
import { insertBill, planBillLines } from './bill-lines.queries';
import { bills, feeRules } from './bills.table';

const OCTOBER = { start: '2026-10-01', end: '2026-10-31', label: 'October 2026' };
/** Commission rates the test expects in October, by category (the migration's, then the test's). */
const COMMISSION: Record<string, number> = { Fashion: 15, Electronics: 6, Toys: 10 };

describe('bill lines', () => {
  let t: TestApp;
  let s: Accounts;
  let billed: TestOrder[];
  let later: TestOrder;

  beforeAll(async () => {
    t = await createTestApp();
    s = await createAccounts(t);
    const shop = await createShop(t.db, { merchantId: s.merchantId });
    for (const [category, price] of [
      ['Fashion', 1_250.5],
      ['Electronics', 3_999],
      ['Toys', 640.25],
    ] as const) {
      const product = await createCatalogueProduct(t.db, { category });
      await createShopProduct(t.db, shop, { catalogueProductId: product.id, price });
    }
    // Fashion's rate changes within October: a bill takes the rules of its period's last day.
    await t.db.insert(feeRules).values([
      { kind: 'commission', category: 'Fashion', percent: 15, validFrom: '2026-10-20' },
      { kind: 'commission', category: 'Fashion', percent: 20, validFrom: '2026-11-01' },
    ]);
    const delivered = (at: string, orderType: 'COD' | 'B2B') => ({
      stage: 'delivered' as const,
      orderType,
      fields: {
        createdAt: new Date(new Date(at).getTime() - 3 * 86_400_000),
        stageChangedAt: new Date(at),
      },
    });
    billed = await createOrders(t.db, s.merchantId, [
      delivered('2026-10-01T00:00:00+06:00', 'COD'),
      delivered('2026-10-15T10:00:00+06:00', 'B2B'),
      delivered('2026-10-31T23:59:59+06:00', 'COD'),
    ]);
    const outside = await createOrders(t.db, s.merchantId, [
      delivered('2026-11-01T00:00:00+06:00', 'COD'),
      delivered('2026-09-30T23:59:59+06:00', 'COD'),
      { stage: 'dispatched' },
    ]);
    later = outside[0]!;
  });
  afterAll(() => t?.close());

  /** What each order should be charged, from its rows, in whole poisha. */
  async function expectedLines(order: TestOrder) {
    const items = await t.db
      .select({ category: catalogueProducts.category, lineTotal: orderItems.lineTotal })
      .from(orderItems)
      .innerJoin(shopProducts, eq(shopProducts.id, orderItems.shopProductId))
      .innerJoin(catalogueProducts, eq(catalogueProducts.id, shopProducts.catalogueProductId))
      .where(eq(orderItems.orderId, order.id));
    const byCategory = new Map<string, number>();
    for (const item of items) {
      byCategory.set(
        item.category,
        (byCategory.get(item.category) ?? 0) + toPoisha(item.lineTotal),
      );
    }
    const [row] = await t.db
      .select({ codAmount: orders.codAmount, deliveryCharge: orders.deliveryCharge })
      .from(orders)
      .where(eq(orders.id, order.id));
    const lines: { kind: string; poisha: number }[] = [
      {
        kind: 'commission',
        poisha: [...byCategory].reduce(
          (sum, [category, poisha]) => sum + Math.round((poisha * COMMISSION[category]!) / 100),
          0,
        ),
      },
    ];
    if (order.orderType === 'COD') {
      lines.push({ kind: 'cod_fee', poisha: Math.round(toPoisha(row!.codAmount) / 100) });
      lines.push({ kind: 'delivery_charge', poisha: toPoisha(row!.deliveryCharge) });
    }
    return lines.map((line) => ({ ...line, orderId: order.id as number | null }));
  }

  it('charges each order delivered in the period by the rules in force on its last day, then the period fee', async () => {
    const planned = await planBillLines(t.db, s.merchantId, OCTOBER);
    const expected = [];
    for (const order of billed) expected.push(...(await expectedLines(order)));
    expected.push({ kind: 'platform_fee', orderId: null, poisha: 49_900 });
    expect(planned.map(({ kind, orderId, poisha }) => ({ kind, orderId, poisha }))).toEqual(
      expected,
    );
    expect(planned.some((line) => line.orderId === later.id)).toBe(false);
    // "6% of ৳3,999.00 (Electronics) + 15% of ৳1,250.50 (Fashion)": each category's share.
    for (const line of planned.filter((planned) => planned.kind === 'commission')) {
      for (const part of line.description.split(' + ')) {
        const [, percent, category] = /^(\d+)% of ৳[\d,]+\.\d{2} \((\w+)\)$/.exec(part) ?? [];
        expect(Number(percent), part).toBe(COMMISSION[category!]);
      }
    }
  });

  it('writes a bill whose amount is its lines to the paisa, and bills an order once unless rejected', async () => {
    const planned = await planBillLines(t.db, s.merchantId, OCTOBER);
    const bill = await insertBill(
      t.db,
      {
        merchantId: s.merchantId,
        billNumber: 'INV-LINES-1',
        periodStart: OCTOBER.start,
        periodEnd: OCTOBER.end,
      },
      planned,
    );
    const sum = planned.reduce((total, line) => total + line.poisha, 0);
    expect(toPoisha(bill.totalBillAmount)).toBe(sum);

    const again = await planBillLines(t.db, s.merchantId, OCTOBER);
    expect(again.map((line) => line.kind)).toEqual(['platform_fee']);
    await t.db.update(bills).set({ approvalStatus: 'rejected' }).where(eq(bills.id, bill.id));
    const afterRejection = await planBillLines(t.db, s.merchantId, OCTOBER);
    expect(afterRejection).toEqual(planned);
    await t.db.update(bills).set({ approvalStatus: 'approved' }).where(eq(bills.id, bill.id));
  });

  const lines = (billId: number, query = '', merchantId = s.merchantId) =>
    t.app.inject({
      method: 'GET',
      url: `${BMS}/bills/${billId}/lines${query}`,
      headers: t.auth(s.owner, merchantId),
    });

  it('GET bms/bills/{id}/lines pages the lines, filters by kind and order, and sums what it keeps', async () => {
    const [bill] = await t.db
      .select()
      .from(bills)
      .where(and(eq(bills.merchantId, s.merchantId), eq(bills.billNumber, 'INV-LINES-1')));
    const all = (await lines(bill!.id, '?limit=100')).json();
    expect(all.totalElements).toBe(all.content.length);
    expect(all.total).toBe(bill!.totalBillAmount);
    // Order lines first, by order; the period's fee last.
    expect(all.content.at(-1)).toMatchObject({ kind: 'platform_fee', orderId: null });
    // The values the panel words each line from, in the merchant's language.
    expect(all.content.at(-1).details).toEqual({
      platformFee: { from: OCTOBER.start, to: OCTOBER.end },
    });
    const codFee = all.content.find((line: { kind: string }) => line.kind === 'cod_fee');
    expect(codFee.details).toEqual({ codFee: { percent: 1, base: expect.any(Number) } });
    const commission = all.content.find((line: { kind: string }) => line.kind === 'commission');
    expect(commission.details.commission.length).toBeGreaterThan(0);
    for (const part of commission.details.commission) {
      expect(part.percent).toBe(COMMISSION[part.category]);
    }
    expect(all.content[0]).toMatchObject({
      orderId: billed[0]!.id,
      orderNumber: billed[0]!.orderNumber,
    });

    const firstPage = (await lines(bill!.id, '?limit=2')).json();
    expect(firstPage).toMatchObject({ page: 1, limit: 2, totalElements: all.totalElements });
    expect(firstPage.content).toEqual(all.content.slice(0, 2));
    expect(firstPage.total).toBe(all.total);

    const fees = (await lines(bill!.id, '?kind=cod_fee')).json();
    expect(fees.content.map((line: { kind: string }) => line.kind)).toEqual(['cod_fee', 'cod_fee']);
    const feePoisha = fees.content.reduce(
      (sum: number, line: { amount: number }) => sum + toPoisha(line.amount),
      0,
    );
    expect(toPoisha(fees.total)).toBe(feePoisha);

    const ofOrder = (await lines(bill!.id, `?orderId=${billed[1]!.id}`)).json();
    expect(ofOrder.content).toHaveLength(1);
    expect(ofOrder.content[0]).toMatchObject({ kind: 'commission', orderId: billed[1]!.id });
  });

  it("refuses another merchant's bill (404) and a kind it does not know (400)", async () => {
    const theirs = await createBill(t.db, s.otherMerchantId);
    const foreign = await lines(theirs.id);
    expect(foreign.statusCode).toBe(404);
    const wrongKind = await lines(theirs.id, '?kind=tips', s.otherMerchantId);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });

  it("a test bill (createBill) is one adjustment line of the bill's amount", async () => {
    const bill = await createBill(t.db, s.merchantId, { totalBillAmount: 4_244.03 });
    const answer = (await lines(bill.id)).json();
    expect(answer.content).toEqual([
      expect.objectContaining({ kind: 'adjustment', orderId: null, amount: 4_244.03 }),
    ]);
    expect(answer.total).toBe(4_244.03);
  });

  it("GET oms/merchant-orders/{id}/money: COD to collect, its bill's lines, its remittance, the net", async () => {
    const money = (orderId: number, merchantId = s.merchantId) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/oms/merchant-orders/${orderId}/money`,
        headers: t.auth(s.owner, merchantId),
      });
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oms/merchant-logistic-orders/generate/missing-cod-payments',
      headers: t.auth(s.owner, s.merchantId),
    });
    expect(generated.statusCode, generated.body).toBe(200);

    const [cod, b2b] = billed;
    const codMoney = (await money(cod!.id)).json();
    expect(codMoney).toMatchObject({ codToCollect: cod!.total, total: cod!.total });
    expect(codMoney.charges.map((line: { kind: string }) => line.kind)).toEqual([
      'commission',
      'cod_fee',
      'delivery_charge',
    ]);
    expect(codMoney.charges[0].bill).toMatchObject({
      billNumber: 'INV-LINES-1',
      approvalStatus: 'approved',
    });
    // COD: the courier brings the whole total in; the bill takes the delivery charge and fees.
    expect(toPoisha(codMoney.net)).toBe(toPoisha(cod!.total) - toPoisha(codMoney.chargesTotal));
    expect(codMoney.remittance).toMatchObject({ status: 'pending', paidAt: null });

    const b2bMoney = (await money(b2b!.id)).json();
    expect(b2bMoney.codToCollect).toBe(0);
    expect(b2bMoney.remittance).toBeNull();
    expect(toPoisha(b2bMoney.net)).toBe(
      toPoisha(b2b!.total) - toPoisha(b2bMoney.deliveryCharge) - toPoisha(b2bMoney.chargesTotal),
    );

    const unbilled = (await money(later.id)).json();
    expect(unbilled).toMatchObject({ charges: [], chargesTotal: 0, net: null });
    expect(unbilled.remittance).not.toBeNull();

    expect((await money(cod!.id, s.otherMerchantId)).statusCode).toBe(404);

    // A cancelled COD order: nothing to collect, no remittance awaited, no goods sold.
    const [cancelled] = await createOrders(t.db, s.merchantId, [
      { stage: 'cancelled', orderType: 'COD' },
    ]);
    const cancelledMoney = (await money(cancelled!.id)).json();
    expect(cancelledMoney).toMatchObject({ codToCollect: 0, charges: [], net: null });
    expect(cancelledMoney.total).toBe(cancelled!.total);
  });
});
