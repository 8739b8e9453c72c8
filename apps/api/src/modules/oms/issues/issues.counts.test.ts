import { dhakaDay } from '@mp/contract/dhaka-time';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIssue,
  getAs,
  type IssueFixture,
  issueFixture,
  postAs,
} from '../../../../test/factories/issues.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import {
  issueCounts,
  merchantIssueComments,
  merchantIssueEvents,
  merchantIssues,
} from './issues.table';

type Key = { day: string; status: string; type: string; shopId: number | null };
/** What the kept counts key an issue by: not its day, which a date range counts for real. */
const keyText = (key: Omit<Key, 'day'>) => `${key.status}|${key.type}|${key.shopId}`;

describe('kept issue counts', () => {
  let f: IssueFixture;
  beforeAll(async () => {
    f = await issueFixture();
  });
  afterAll(() => f?.t.close());

  async function realKeys(merchantId: number): Promise<Key[]> {
    const rows = await f.t.db
      .select()
      .from(merchantIssues)
      .where(eq(merchantIssues.merchantId, merchantId));
    return rows.map((row) => ({
      day: dhakaDay(row.createdAt),
      status: row.status,
      type: row.type,
      shopId: row.shopId,
    }));
  }

  /** The kept rows equal a real count, and so do the list totals and status counts. */
  async function expectKeptEqualsReal(merchantId: number, shopId: number) {
    const real = await realKeys(merchantId);
    const kept = await f.t.db
      .select()
      .from(issueCounts)
      .where(eq(issueCounts.merchantId, merchantId));
    const counted: Record<string, number> = {};
    for (const key of real) counted[keyText(key)] = (counted[keyText(key)] ?? 0) + 1;
    expect(
      Object.fromEntries(
        kept.filter((row) => row.issues !== 0).map((row) => [keyText(row), row.issues]),
      ),
    ).toEqual(counted);
    const day = real[0]!.day;
    const filters: [string, (key: Key) => boolean][] = [
      ['', () => true],
      ['type=payment', (key) => key.type === 'payment'],
      [`shopId=${shopId}`, (key) => key.shopId === shopId],
      [`createdFrom=${day}&createdTo=${day}`, (key) => key.day === day],
    ];
    for (const [query, matches] of filters) {
      const matching = real.filter(matches);
      const list = await getAs(f, f.owner, merchantId, `oms/merchant-issues?limit=5&${query}`);
      expect(list.body.totalElements, query).toBe(matching.length);
      const open = await getAs(f, f.owner, merchantId, `oms/merchant-issues?status=open&${query}`);
      expect(open.body.totalElements, query).toBe(
        matching.filter((key) => key.status === 'open').length,
      );
      const counts = await getAs(
        f,
        f.owner,
        merchantId,
        `oms/merchant-issues/stats/count?${query}`,
      );
      expect(counts.body.total, query).toBe(matching.length);
      expect(counts.body.counts.open, query).toBe(
        matching.filter((key) => key.status === 'open').length,
      );
    }
  }

  it('follow every insert, status change, move and delete, and the list reads them', async () => {
    const shop = await createShop(f.t.db, { merchantId: f.mine });
    const issues = [];
    for (const [index, status] of (
      ['open', 'open', 'in_progress', 'resolved', 'open'] as const
    ).entries()) {
      issues.push(
        await createIssue(f.t.db, f.mine, {
          status,
          hoursAgo: 24 * index + 1,
          shopId: index % 2 ? shop.id : null,
          type: index === 4 ? 'payment' : 'delivery',
        }),
      );
    }
    await expectKeptEqualsReal(f.mine, shop.id);

    const resolved = await postAs(
      f,
      f.owner,
      f.mine,
      `oms/merchant-issues/${issues[0]!.id}/resolve`,
      {
        resolution: 'Refund sent to the customer.',
      },
    );
    expect(resolved.status).toBe(200);
    await f.t.db
      .update(merchantIssues)
      .set({ type: 'payment', shopId: shop.id, createdAt: new Date(Date.now() - 9 * 86_400_000) })
      .where(inArray(merchantIssues.id, [issues[1]!.id, issues[2]!.id]));
    await expectKeptEqualsReal(f.mine, shop.id);

    const gone = issues[3]!.id;
    await f.t.db.delete(merchantIssueComments).where(eq(merchantIssueComments.issueId, gone));
    await f.t.db.delete(merchantIssueEvents).where(eq(merchantIssueEvents.issueId, gone));
    await f.t.db.delete(merchantIssues).where(eq(merchantIssues.id, gone));
    await expectKeptEqualsReal(f.mine, shop.id);
  });
});
