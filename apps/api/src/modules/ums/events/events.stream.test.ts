import type { TokenPair } from '@mp/contract/ums/auth';
import { eq, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBill,
  createCourierPayment,
  createPayment,
} from '../../../../test/factories/billing.testing';
import { openStream, until } from '../../../../test/factories/events.testing';
import { createIssue } from '../../../../test/factories/issues.testing';
import { addMember, createMerchant } from '../../../../test/factories/merchants.testing';
import { createOrder, post } from '../../../../test/factories/orders.testing';
import { createUser } from '../../../../test/factories/users.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { payments } from '../../bms/payments/payments.table';
import { merchantIssueComments } from '../../oms/issues/issues.table';
import { merchantMembers } from '../members/merchant-members.table';
import { deleteEventsBefore } from './events.queries';
import { liveStreams, merchantEvents } from './events.table';

describe('live events', () => {
  let t: TestApp;
  let baseUrl: string;
  let owner: { tokens: TokenPair; merchantId: number; secondMerchantId: number };
  let other: { tokens: TokenPair; merchantId: number };
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const ownerUser = await createUser(t.db, { name: 'Rahim Uddin' });
    const otherUser = await createUser(t.db, { name: 'Karim Hossain' });
    owner = {
      tokens: await t.login(ownerUser.phone, ownerUser.password),
      merchantId: (await createMerchant(t.db, { ownerUserId: ownerUser.id })).id,
      secondMerchantId: (await createMerchant(t.db, { ownerUserId: ownerUser.id })).id,
    };
    other = {
      tokens: await t.login(otherUser.phone, otherUser.password),
      merchantId: (await createMerchant(t.db, { ownerUserId: otherUser.id })).id,
    };
  });
  afterAll(() => t.close());

  it("an order placed reaches its owner's stream, for each of the owner's merchants, and no one else's", async () => {
    const mine = openStream(baseUrl, owner.tokens);
    const theirs = openStream(baseUrl, other.tokens);
    await Promise.all([mine.opened, theirs.opened]);
    await createOrder(t.db, owner.merchantId);
    await createOrder(t.db, owner.secondMerchantId);
    await createOrder(t.db, other.merchantId);
    await until(() => mine.events.length >= 2 && theirs.events.length >= 1, 'three events');
    expect(
      mine.events.map(({ merchantId, topic, placed }) => ({ merchantId, topic, placed })),
    ).toEqual([
      { merchantId: owner.merchantId, topic: 'orders', placed: 1 },
      { merchantId: owner.secondMerchantId, topic: 'orders', placed: 1 },
    ]);
    // The other user's event came after the owner's two: none of the owner's ever reached them.
    expect(theirs.events).toEqual([
      expect.objectContaining({ merchantId: other.merchantId, topic: 'orders', placed: 1 }),
    ]);
    mine.close();
    theirs.close();
  });

  it("a packer hears the merchant's orders without how many were placed, and nothing of its money", async () => {
    const packerUser = await createUser(t.db, { name: 'Jamal Packer' });
    await addMember(t.db, { merchantId: owner.merchantId, userId: packerUser.id, role: 'packer' });
    const packer = openStream(baseUrl, await t.login(packerUser.phone, packerUser.password));
    const mine = openStream(baseUrl, owner.tokens);
    await Promise.all([packer.opened, mine.opened]);
    await createPayment(t.db, owner.merchantId, { approvalStatus: 'approved' });
    await createOrder(t.db, owner.merchantId);
    await until(() => packer.events.length >= 1, "the packer hears the merchant's order");
    await until(() => mine.events.length >= 2, 'the owner hears the payment and the order');
    expect(mine.events.map((event) => event.topic)).toEqual(['billing', 'orders']);
    expect(mine.events[1]).toMatchObject({ placed: 1 });
    expect(packer.events).toEqual([
      { id: mine.events[1]!.id, merchantId: owner.merchantId, topic: 'orders' },
    ]);
    packer.close();
    mine.close();
  });

  it('a member taken off the merchant is told within 2 s and hears nothing of it after; one who joins is told too', async () => {
    const handler = await createUser(t.db, { name: 'Soon Gone' });
    await addMember(t.db, {
      merchantId: owner.merchantId,
      userId: handler.id,
      role: 'order_handler',
    });
    const stream = openStream(baseUrl, await t.login(handler.phone, handler.password));
    await stream.opened;
    const removedAt = Date.now();
    await t.db.delete(merchantMembers).where(eq(merchantMembers.userId, handler.id));
    await until(() => stream.access.length >= 1, 'access-lost', 2_000);
    expect(stream.access[0]).toMatchObject({ name: 'access-lost', merchantId: owner.merchantId });
    expect(stream.access[0]!.at - removedAt).toBeLessThan(2_000);
    await createOrder(t.db, owner.merchantId);
    await addMember(t.db, {
      merchantId: owner.secondMerchantId,
      userId: handler.id,
      role: 'viewer',
    });
    await until(() => stream.access.length >= 2, 'access-changed');
    expect(stream.access[1]).toMatchObject({
      name: 'access-changed',
      merchantId: owner.secondMerchantId,
    });
    await createOrder(t.db, owner.secondMerchantId);
    await until(() => stream.events.length >= 1, 'the new merchant is heard');
    expect(stream.events.map((event) => event.merchantId)).toEqual([owner.secondMerchantId]);
    expect(stream.ended()).toBe(false);
    stream.close();
  });

  it('a confirmation and an issue comment are announced; a change that rolled back is not', async () => {
    const order = await createOrder(t.db, owner.merchantId);
    const issue = await createIssue(t.db, owner.merchantId);
    const stream = openStream(baseUrl, owner.tokens);
    await stream.opened;
    await t.db
      .transaction(async (tx) => {
        await createOrder(tx, owner.merchantId);
        throw new Error('rolled back');
      })
      .catch(() => {});
    const confirmed = await post(t, owner.tokens, owner.merchantId, `${order.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    await t.db.insert(merchantIssueComments).values({
      issueId: issue.id,
      merchantId: owner.merchantId,
      authorKind: 'marketplace',
      authorName: 'Marketplace support',
      body: 'We have asked the courier.',
    });
    await until(() => stream.events.length >= 2, 'two events');
    expect(stream.events.map((event) => [event.topic, event.placed])).toEqual([
      ['orders', undefined],
      ['issues', undefined],
    ]);
    // The marketplace's comment is also a notification, announced for the bell.
    await until(() => stream.notified.length === 1, 'the notification');
    expect(stream.notified[0]).toMatchObject({ merchantId: owner.merchantId });
    stream.close();
  });

  it('a bill, a payment, its approval and a courier payment are announced as billing, to their owner only', async () => {
    const mine = openStream(baseUrl, owner.tokens);
    const theirs = openStream(baseUrl, other.tokens);
    await Promise.all([mine.opened, theirs.opened]);
    await createBill(t.db, owner.merchantId);
    const payment = await createPayment(t.db, owner.merchantId, { daysAgo: 0 });
    await t.db
      .update(payments)
      .set({ approvalStatus: 'approved', approvedAt: new Date() })
      .where(eq(payments.id, payment.id));
    await createCourierPayment(t.db, owner.merchantId);
    await createOrder(t.db, other.merchantId);
    await until(() => mine.events.length >= 4 && theirs.events.length >= 1, 'five events');
    expect(mine.events.map(({ merchantId, topic }) => [merchantId, topic])).toEqual(
      Array.from({ length: 4 }, () => [owner.merchantId, 'billing']),
    );
    expect(theirs.events.map(({ topic }) => topic)).toEqual(['orders']);
    mine.close();
    theirs.close();
  });

  it('a dropped stream resumes after its last event with nothing missed', async () => {
    const first = openStream(baseUrl, owner.tokens);
    await first.opened;
    await createOrder(t.db, owner.merchantId);
    await until(() => first.events.length === 1, 'the first event');
    first.close();
    const lastSeen = first.events[0]!.id;
    await createOrder(t.db, owner.merchantId);
    await createOrder(t.db, owner.secondMerchantId);

    const resumed = openStream(baseUrl, owner.tokens, lastSeen);
    await resumed.opened;
    await until(() => resumed.events.some((event) => event.id > lastSeen + 1), 'the missed events');
    const missed = resumed.events.filter((event) => event.id > lastSeen);
    expect(missed.map((event) => event.merchantId)).toEqual([
      owner.merchantId,
      owner.secondMerchantId,
    ]);
    expect(resumed.resyncs).toEqual([]);
    resumed.close();
  });

  it('a fresh stream says where it began, so one that heard nothing still resumes', async () => {
    const quiet = openStream(baseUrl, owner.tokens);
    await quiet.opened;
    await until(() => quiet.startedAfter() !== undefined, 'the ready event');
    quiet.close();
    await createOrder(t.db, owner.merchantId);

    const resumed = openStream(baseUrl, owner.tokens, quiet.startedAfter());
    await resumed.opened;
    await until(() => resumed.events.length >= 1, 'the order placed while it was closed');
    expect(resumed.events.at(-1)).toMatchObject({ merchantId: owner.merchantId, placed: 1 });
    expect(resumed.startedAfter()).toBeUndefined();
    resumed.close();
  });

  it('a stream resuming from before what is kept is told to refetch everything', async () => {
    const seen = await createOrder(t.db, owner.merchantId);
    const [lastSeen] = await t.db.select({ id: max(merchantEvents.id) }).from(merchantEvents);
    await createOrder(t.db, owner.merchantId);
    await deleteEventsBefore(t.db, new Date(Date.now() + 60_000));
    await createOrder(t.db, owner.merchantId);
    expect(seen.id).toBeGreaterThan(0);

    const stream = openStream(baseUrl, owner.tokens, lastSeen!.id!);
    await stream.opened;
    await until(() => stream.resyncs.length === 1, 'a resync');
    stream.close();
  });

  it("a signed-out session's stream closes at the next event", async () => {
    const user = await createUser(t.db, { name: 'Salma Begum' });
    const merchant = await createMerchant(t.db, { ownerUserId: user.id });
    const tokens = await t.login(user.phone, user.password);
    const stream = openStream(baseUrl, tokens);
    await stream.opened;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ums/auth/logout',
      headers: t.auth(tokens),
    });
    expect(logout.statusCode).toBeLessThan(300);
    await createOrder(t.db, merchant.id);
    await until(() => stream.ended(), 'the stream to end');
    expect(stream.events).toEqual([]);
  });

  it('a stream without a valid token is refused', async () => {
    const response = await fetch(`${baseUrl}/api/v1/ums/events`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { errorCode: string }).errorCode).toBe('UNAUTHENTICATED');
  });
});

describe('live events and token expiry', () => {
  it('a stream ends when its token expires', async () => {
    // Token times are whole seconds, so a token of 1 s may expire moments after it is issued,
    // before the stream opens; one of 2 s lives at least a second.
    const t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '2' });
    try {
      const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const user = await createUser(t.db, { name: 'Rahim Uddin' });
      await createMerchant(t.db, { ownerUserId: user.id });
      const stream = openStream(baseUrl, await t.login(user.phone, user.password));
      await stream.opened;
      await until(() => stream.ended(), 'the stream to end', 4_000);
    } finally {
      await t.close();
    }
  });
});

describe('live streams per user', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ LIVE_STREAMS_PER_USER: '2' });
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());
  const rowsOf = (userId: number) =>
    t.db.select({ id: liveStreams.id }).from(liveStreams).where(eq(liveStreams.userId, userId));

  it("a user's streams across devices are bounded: the oldest is told it was superseded and ends", async () => {
    const user = await createUser(t.db, { name: 'Shirin Akter' });
    const otherUser = await createUser(t.db, { name: 'Babul Mia' });
    await createMerchant(t.db, { ownerUserId: user.id });
    const laptop = await t.login(user.phone, user.password);
    const phone = await t.login(user.phone, user.password);
    const others = await t.login(otherUser.phone, otherUser.password);
    const first = openStream(baseUrl, laptop);
    await first.opened;
    const second = openStream(baseUrl, phone);
    const elsewhere = openStream(baseUrl, others);
    await Promise.all([second.opened, elsewhere.opened]);
    const third = openStream(baseUrl, laptop);
    await third.opened;
    await until(() => first.ended(), 'the oldest stream ends');
    expect(first.superseded()).toBe(true);
    expect([second.ended(), third.ended(), elsewhere.ended()]).toEqual([false, false, false]);
    expect(await rowsOf(user.id)).toHaveLength(2);
    for (const stream of [second, third, elsewhere]) stream.close();
    await expect.poll(async () => (await rowsOf(user.id)).length, { timeout: 3_000 }).toBe(0);
  });

  it("rows of a process that died (not seen for a minute) do not count toward the user's bound", async () => {
    const user = await createUser(t.db, { name: 'Mahmud Hasan' });
    await createMerchant(t.db, { ownerUserId: user.id });
    const tokens = await t.login(user.phone, user.password);
    const first = openStream(baseUrl, tokens);
    await first.opened;
    // Two streams of a process that died after they opened: newer than the first, not seen
    // since. Were they counted, the next stream would end the first.
    await t.db.insert(liveStreams).values(
      ['dead-1', 'dead-2'].map((id) => ({
        id,
        userId: user.id,
        seenAt: sql`clock_timestamp() - interval '2 minutes'`,
      })),
    );
    const second = openStream(baseUrl, tokens);
    await second.opened;
    expect((await rowsOf(user.id)).map((row) => row.id).sort()).not.toContain('dead-1');
    expect(await rowsOf(user.id)).toHaveLength(2);
    // The ending of a superseded stream is announced on commit, before `ready` reaches the new
    // one; a moment more for it to arrive, had it been sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([first.superseded(), first.ended(), second.ended()]).toEqual([false, false, false]);
    first.close();
    second.close();
  });
});
