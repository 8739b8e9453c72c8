import type { TokenPair } from '@mp/contract/ums/auth';
import type { Notification } from '@mp/contract/ums/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourierPayment, createPayment } from '../../../../test/factories/billing.testing';
import { createIssue } from '../../../../test/factories/issues.testing';
import { addMember, createMerchant } from '../../../../test/factories/merchants.testing';
import { createOrder, createOrders } from '../../../../test/factories/orders.testing';
import { createShopProduct } from '../../../../test/factories/products.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createUser } from '../../../../test/factories/users.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { shopProducts } from '../../cms/products/products.table';
import { exportJobs } from '../../oms/exports/exports.table';
import { merchantIssueComments, merchantIssueEvents } from '../../oms/issues/issues.table';
import { notifications } from './notifications.table';

const URL = '/api/v1/ums/notifications';

describe('notifications', () => {
  let t: TestApp;
  let tokens: TokenPair;
  let userId: number;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t.db, { name: 'Rahim Uddin' });
    userId = user.id;
    tokens = await t.login(user.phone, user.password);
    merchantId = (await createMerchant(t.db, { ownerUserId: user.id })).id;
  });
  afterAll(() => t.close());

  const page = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${URL}${query}`,
      headers: t.auth(tokens, merchantId),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { content: Notification[]; unread: number; totalElements: number };
  };
  const post = (path: string) =>
    t.app.inject({
      method: 'POST',
      url: `${URL}/${path}`,
      headers: t.auth(tokens, merchantId),
      payload: {},
    });

  it('tells the owner of orders placed, marketplace comments and status, a finished export, an approved payment, a paid courier payment and stock that ran low, once each', async () => {
    const before = (await page()).totalElements;
    const orders = await createOrders(t.db, merchantId, [{}, {}]);
    const issue = await createIssue(t.db, merchantId, { status: 'in_progress' });
    const afterIssue = (await page()).totalElements;
    await t.db.insert(merchantIssueComments).values([
      { issueId: issue.id, merchantId, authorKind: 'merchant', authorName: 'Rahim', body: 'Sent.' },
      {
        issueId: issue.id,
        merchantId,
        authorKind: 'marketplace',
        authorName: 'Support',
        body: 'Got it.',
      },
    ]);
    await t.db.insert(merchantIssueEvents).values({
      issueId: issue.id,
      merchantId,
      kind: 'status_change',
      fromStatus: 'in_progress',
      toStatus: 'resolved',
      actorKind: 'marketplace',
      actorName: 'Marketplace support',
    });
    const [job] = await t.db
      .insert(exportJobs)
      .values({ merchantId, userId, kind: 'orders', fileName: 'orders.csv', filters: {} })
      .returning({ id: exportJobs.id });
    await t.db.update(exportJobs).set({ status: 'running' }).where(eq(exportJobs.id, job!.id));
    await t.db
      .update(exportJobs)
      .set({ status: 'done', fileKey: `merchants/${merchantId}/exports/orders.csv` })
      .where(eq(exportJobs.id, job!.id));
    const payment = await createPayment(t.db, merchantId, {
      approvalStatus: 'approved',
      amount: 1500,
    });
    const courier = await createCourierPayment(t.db, merchantId, { status: 'paid', amount: 2500 });
    // Orders with no courier on record: the notice names none, and the panel words that.
    const unrecorded = await createCourierPayment(t.db, merchantId, {
      status: 'paid',
      amount: 700,
      courierId: null,
    });
    const shop = await createShop(t.db, { merchantId });
    const product = await createShopProduct(t.db, shop, { stock: 10, lowStockThreshold: 5 });
    for (const stock of [6, 4, 3]) {
      await t.db.update(shopProducts).set({ stock }).where(eq(shopProducts.id, product.id));
    }

    const { content, unread, totalElements } = await page('?limit=100');
    const fresh = content.slice(0, totalElements - afterIssue);
    expect(fresh.map(({ kind, subjectId, details }) => ({ kind, subjectId, details }))).toEqual([
      { kind: 'stock_low', subjectId: product.id, details: expect.objectContaining({ stock: 4 }) },
      { kind: 'courier_payment_paid', subjectId: unrecorded.id, details: { amount: 700 } },
      {
        kind: 'courier_payment_paid',
        subjectId: courier.id,
        details: { amount: 2500, courier: 'Pathao' },
      },
      { kind: 'payment_approved', subjectId: payment.id, details: { amount: 1500 } },
      {
        kind: 'export_done',
        subjectId: job!.id,
        details: { fileName: 'orders.csv', fileKey: `merchants/${merchantId}/exports/orders.csv` },
      },
      {
        kind: 'issue_status',
        subjectId: issue.id,
        details: { issueNumber: issue.issueNumber, status: 'resolved' },
      },
      { kind: 'issue_comment', subjectId: issue.id, details: { issueNumber: issue.issueNumber } },
    ]);
    // The two orders came in one statement: one notification says so, and links to none.
    const placed = content
      .slice(totalElements - afterIssue)
      .filter((n) => n.kind === 'orders_placed');
    expect(placed.map(({ subjectId, details }) => ({ subjectId, details }))).toEqual([
      { subjectId: null, details: { count: 2 } },
    ]);
    expect(totalElements - before).toBe(fresh.length + 2); // the issue's own support comment too
    expect(orders).toHaveLength(2);
    expect(unread).toBe(totalElements);
  });

  it("the merchant's own answer, which moves an open issue to In progress, tells them nothing", async () => {
    const issue = await createIssue(t.db, merchantId, { status: 'open' });
    const before = (await page()).totalElements;
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/oms/merchant-issues/${issue.id}/comments`,
      headers: t.auth(tokens, merchantId),
      payload: { comment: 'We have sent a replacement.' },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect((await page()).totalElements).toBe(before);
  });

  it('marks one read, then all, and counts what is left unread', async () => {
    const { content, unread } = await page();
    expect(unread).toBeGreaterThan(1);
    const one = await post(`${content[0]!.id}/read`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ unread: unread - 1 });
    expect((await page()).content[0]!.readAt).not.toBeNull();

    const all = await post('read-all');
    expect(all.json()).toEqual({ unread: 0 });
    expect((await page()).unread).toBe(0);
  });
});

describe('notifications of a team', () => {
  let t: TestApp;
  let merchantId: number;
  const as = {} as Record<'owner' | 'packer' | 'accountant' | 'viewer', TokenPair>;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.db);
    merchantId = (await createMerchant(t.db, { ownerUserId: owner.id })).id;
    as.owner = await t.login(owner.phone, owner.password);
    for (const role of ['packer', 'accountant', 'viewer'] as const) {
      const user = await createUser(t.db);
      await addMember(t.db, { merchantId, userId: user.id, role });
      as[role] = await t.login(user.phone, user.password);
    }
  });
  afterAll(() => t.close());

  const pageOf = async (who: keyof typeof as) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${URL}?limit=100`,
      headers: t.auth(as[who], merchantId),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { content: Notification[]; unread: number; totalElements: number };
  };
  const kindsOf = async (who: keyof typeof as) =>
    [...new Set((await pageOf(who)).content.map((notification) => notification.kind))].sort();
  const rowsOfMerchant = async () =>
    (await t.db.select().from(notifications).where(eq(notifications.merchantId, merchantId)))
      .length;

  it('tells each member what their role may see: a packer nothing of payments or placed orders', async () => {
    const before = await rowsOfMerchant();
    for (let i = 0; i < 3; i++) await createOrder(t.db, merchantId);
    await createPayment(t.db, merchantId, { approvalStatus: 'approved' });
    // One row per change for the whole team of four, never one per member.
    expect((await rowsOfMerchant()) - before).toBe(4);
    // Each signed in above from a new browser: told of their own, and the owner of the team's.
    expect(await kindsOf('owner')).toEqual([
      'member_new_device',
      'new_device',
      'orders_placed',
      'payment_approved',
    ]);
    expect(await kindsOf('accountant')).toEqual([
      'new_device',
      'orders_placed',
      'payment_approved',
    ]);
    expect(await kindsOf('viewer')).toEqual(['new_device', 'orders_placed']);
    expect(await kindsOf('packer')).toEqual(['new_device']);
  });

  it("reads for one person only: the viewer's reading leaves the owner's unread", async () => {
    const ownerUnread = (await pageOf('owner')).unread;
    const viewer = await pageOf('viewer');
    expect(viewer.unread).toBeGreaterThan(0);
    const one = await t.app.inject({
      method: 'POST',
      url: `${URL}/${viewer.content[0]!.id}/read`,
      headers: t.auth(as.viewer, merchantId),
    });
    expect(one.json()).toEqual({ unread: viewer.unread - 1 });
    const all = await t.app.inject({
      method: 'POST',
      url: `${URL}/read-all`,
      headers: t.auth(as.viewer, merchantId),
    });
    expect(all.statusCode).toBe(200);
    const after = await pageOf('viewer');
    expect(after.unread).toBe(0);
    expect(after.content.every((notification) => notification.readAt !== null)).toBe(true);
    expect((await pageOf('owner')).unread).toBe(ownerUnread);
    const payment = (await pageOf('owner')).content.find((n) => n.kind === 'payment_approved');
    const refused = await t.app.inject({
      method: 'POST',
      url: `${URL}/${payment!.id}/read`,
      headers: t.auth(as.packer, merchantId),
    });
    expect(refused.statusCode).toBe(404);
  });

  it('counts unread up to 100, so the bell costs the same after a busy week', async () => {
    await t.db.insert(notifications).values(
      Array.from({ length: 120 }, (_, i) => ({
        merchantId,
        kind: 'orders_placed' as const,
        details: { count: i + 1 },
      })),
    );
    const owner = await pageOf('owner');
    expect(owner.unread).toBe(100);
    expect((await pageOf('viewer')).unread).toBe(100);
  });
});
