import { allowedDays } from '@mp/contract/common';
import { dhakaDay } from '@mp/contract/dhaka-time';
import type { IssueListItem } from '@mp/contract/oms/issues';
import { issueStatuses, issueTypes } from '@mp/contract/oms/issues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIssue,
  getAs,
  type IssueFixture,
  issueFixture,
} from '../../../../test/factories/issues.testing';
import { createOrders, ordersInStages } from '../../../../test/factories/orders.testing';
import { createShopProduct } from '../../../../test/factories/products.testing';
import { createShop } from '../../../../test/factories/shops.testing';

const ISSUES = 15;

/** The Dhaka calendar day of an instant in an answer. */
const dayOf = (iso: string) => dhakaDay(new Date(iso));

describe('issue list', () => {
  let f: IssueFixture;
  let all: IssueListItem[];
  const list = (query: string) => getAs(f, f.owner, f.mine, `oms/merchant-issues?${query}`);

  beforeAll(async () => {
    f = await issueFixture();
    const shop = await createShop(f.t.db, { merchantId: f.mine });
    const product = await createShopProduct(f.t.db, shop);
    const orders = await createOrders(f.t.db, f.mine, ordersInStages(['delivered'], 5));
    // Every type in every status, a day apart; a third about an order, a third about a product.
    for (let i = 0; i < ISSUES; i++) {
      const link =
        i % 3 === 0
          ? { orderId: orders[i / 3]!.id, shopId: orders[i / 3]!.shopId }
          : i % 3 === 1
            ? { shopProductId: product.id, shopId: shop.id }
            : {};
      await createIssue(f.t.db, f.mine, {
        status: issueStatuses[i % issueStatuses.length],
        type: issueTypes[i % issueTypes.length],
        subject: `Parcel problem ${'ABCDEFGHIJKLMNO'[i]}`,
        hoursAgo: 24 * i + 5,
        ...link,
      });
    }
    await createIssue(f.t.db, f.theirs);
    await createIssue(f.t.db, f.theirs, { status: 'resolved' });
    all = (await list('status=all&limit=100')).body.content;
  });
  afterAll(() => f?.t.close());

  it('lists the merchant’s issues, newest activity first, in a page envelope', async () => {
    const { status, body } = await list('status=all');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      page: 1,
      limit: 20,
      totalElements: ISSUES,
      totalPages: Math.ceil(ISSUES / 20),
    });
    const times = all.map((issue) => issue.lastActivityAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.map((issue) => issue.status))).toEqual(
      new Set(['open', 'in_progress', 'resolved']),
    );
    expect(new Set(all.map((issue) => issue.type)).size).toBe(5);
    expect(all.some((issue) => issue.product !== null)).toBe(true);
    expect(all.some((issue) => issue.order !== null)).toBe(true);
    expect(all[0]).toMatchObject({
      issueNumber: expect.stringMatching(/^ISS-\d+$/),
      commentCount: expect.any(Number),
    });
  });

  it('pages on the server: page 2 of 5 continues where page 1 stopped', async () => {
    const second = await list('limit=5&page=2');
    expect(second.body).toMatchObject({
      page: 2,
      limit: 5,
      totalPages: Math.ceil(ISSUES / 5),
    });
    expect(second.body.content.map((i: IssueListItem) => i.id)).toEqual(
      all.slice(5, 10).map((i) => i.id),
    );
    const beyond = await list('limit=5&page=99');
    expect(beyond.body.content).toEqual([]);
  });

  it('counts per status match the list filtered by each status', async () => {
    const counts = await getAs(f, f.owner, f.mine, 'oms/merchant-issues/stats/count');
    expect(counts.status).toBe(200);
    expect(counts.body.total).toBe(ISSUES);
    for (const status of ['open', 'in_progress', 'resolved'] as const) {
      const filtered = await list(`status=${status}&limit=100`);
      expect(filtered.body.totalElements).toBe(counts.body.counts[status]);
      expect(filtered.body.content.every((i: IssueListItem) => i.status === status)).toBe(true);
      expect(counts.body.counts[status]).toBeGreaterThan(0);
    }
  });

  it('filters by type and by shop, and the counts follow the same filters', async () => {
    const byType = await list('type=payment&limit=100');
    expect(byType.body.totalElements).toBe(all.filter((i) => i.type === 'payment').length);
    expect(byType.body.content.every((i: IssueListItem) => i.type === 'payment')).toBe(true);

    const shopId = all.find((i) => i.shop)?.shop?.id;
    const byShop = await list(`shopId=${shopId}&limit=100`);
    expect(byShop.body.totalElements).toBe(all.filter((i) => i.shop?.id === shopId).length);
    const shopCounts = await getAs(
      f,
      f.owner,
      f.mine,
      `oms/merchant-issues/stats/count?shopId=${shopId}`,
    );
    expect(shopCounts.body.total).toBe(byShop.body.totalElements);
  });

  it('filters by creation day in Dhaka time, both ends included', async () => {
    const day = dayOf(all[0]!.createdAt);
    const sameDay = await list(`createdFrom=${day}&createdTo=${day}&limit=100`);
    expect(sameDay.body.totalElements).toBe(all.filter((i) => dayOf(i.createdAt) === day).length);
    expect(sameDay.body.content.map((i: IssueListItem) => i.id)).toContain(all[0]!.id);
    const later = await list(`createdFrom=${allowedDays.last}`);
    expect(later.body.totalElements).toBe(0);
    const backwards = await list('createdFrom=2025-02-01&createdTo=2025-01-01');
    expect(backwards.status).toBe(400);
  });

  it('searches the issue number, the subject and the linked order number', async () => {
    const target = all.find((i) => i.order)!;
    const byNumber = await list(`search=${target.issueNumber}`);
    expect(byNumber.body.content.map((i: IssueListItem) => i.id)).toEqual([target.id]);

    const byOrder = await list(`search=${encodeURIComponent(target.order!.orderNumber)}`);
    expect(byOrder.body.content.map((i: IssueListItem) => i.id)).toContain(target.id);
    expect(
      byOrder.body.content.every((i: IssueListItem) =>
        i.order?.orderNumber.includes(target.order!.orderNumber),
      ),
    ).toBe(true);

    const bySubject = await list(
      `search=${encodeURIComponent(target.subject.toLowerCase())}&limit=100`,
    );
    expect(bySubject.body.content.every((i: IssueListItem) => i.subject === target.subject)).toBe(
      true,
    );
    const wildcard = await list('search=%25');
    expect(wildcard.body.totalElements).toBe(0);
  });

  it('refuses unknown filters and bad values with 400', async () => {
    expect((await list('status=closed')).status).toBe(400);
    expect((await list('type=fraud')).status).toBe(400);
    expect((await list('isAdmin=true')).status).toBe(400);
  });

  it('shows one merchant only its own issues', async () => {
    const theirs = await getAs(f, f.other, f.theirs, 'oms/merchant-issues?limit=100');
    const mineIds = new Set(all.map((i) => i.id));
    expect(theirs.body.content.some((i: IssueListItem) => mineIds.has(i.id))).toBe(false);
    const foreignScope = await getAs(f, f.owner, f.theirs, 'oms/merchant-issues');
    expect(foreignScope.status).toBe(404);
  });

  it('shows an issue with its order or product, its history and comments oldest first', async () => {
    const withComments = all.find((i) => i.commentCount > 1 && i.status === 'resolved')!;
    const { status, body } = await getAs(
      f,
      f.owner,
      f.mine,
      `oms/merchant-issues/${withComments.id}`,
    );
    expect(status).toBe(200);
    expect(body.comments).toHaveLength(withComments.commentCount);
    const times = body.comments.map((c: { createdAt: string }) => c.createdAt);
    expect(times).toEqual([...times].sort());
    expect(body.history[0]).toMatchObject({ kind: 'opened', toStatus: 'open' });
    expect(body.history.at(-1)).toMatchObject({ kind: 'resolved', toStatus: 'resolved' });
    expect(body).toMatchObject({
      resolution: expect.any(String),
      resolvedAt: expect.any(String),
      resolvedBy: { name: expect.any(String) },
      allowedActions: [],
    });
    expect(
      new Set(body.comments.map((c: { authorKind: string }) => c.authorKind)).size,
    ).toBeGreaterThan(0);
  });
});
