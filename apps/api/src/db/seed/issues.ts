import type { IssueActorKind, IssueSource, IssueStatus, IssueType } from '@mp/contract/oms/issues';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Random } from '../../lib/random';
import {
  merchantIssueComments,
  merchantIssueEvents,
  merchantIssues,
} from '../../modules/oms/issues/issues.table';
import { orderItems, orders } from '../../modules/oms/orders/orders.table';
import type { SeedContext } from './context';
import { DEMO_USER, OTHER_USER } from './demo-accounts';
import { minutesAgo } from './random';

const DEMO_ISSUES_PER_MERCHANT = 36;
const HOUR = 60 * 60_000;

const SUBJECTS: Record<IssueType, string[]> = {
  delivery: ['Parcel not delivered yet', 'Delivery was two days late', 'Wrong delivery address'],
  product_quality: ['Item arrived damaged', 'Colour differs from the photo', 'Size does not fit'],
  payment: ['COD amount not settled', 'Customer charged twice', 'Refund not received'],
  return: ['Customer wants to return the item', 'Return pickup not arranged', 'Return refused'],
  other: ['Invoice missing from parcel', 'Question about the order', 'Shop rating dispute'],
};
const DESCRIPTIONS: Record<IssueType, string> = {
  delivery: 'The customer reports that the parcel has not reached them within the promised time.',
  product_quality: 'The customer says the item is not as described and shared photos with support.',
  payment: 'There is a mismatch between the amount paid and the amount recorded for this order.',
  return: 'The customer asked to return the item within the return window.',
  other: 'Support needs the merchant to look into this order.',
};
const COMMENTS: Record<IssueActorKind, string[]> = {
  customer: [
    'I am still waiting for an update, please help.',
    'Here is what happened: the box was open when it arrived.',
    'Thank you, that works for me.',
    'Can someone call me about this? I am available after 5 pm.',
  ],
  marketplace: [
    'We have contacted the courier and are waiting for their report.',
    'Please check your stock records and reply within 48 hours.',
    'The customer has shared photos; please review them.',
    'We have escalated this to the logistics team.',
  ],
  merchant: [
    'We are checking this with our warehouse today.',
    'A replacement has been packed and will go out tomorrow.',
    'We confirmed the item was sent in good condition; photos attached in our records.',
    'Refund initiated from our side, please confirm once received.',
  ],
};
const RESOLUTIONS = [
  'Replacement delivered and the customer confirmed receipt.',
  'Refund of the full amount processed through the original payment method.',
  'Courier delivered the parcel; the customer confirmed.',
  'Explained the return policy to the customer; no further action needed.',
];
const SOURCES: IssueSource[] = ['customer', 'marketplace', 'merchant'];
const TYPES: IssueType[] = ['delivery', 'product_quality', 'payment', 'return', 'other'];
const STATUSES: IssueStatus[] = ['open', 'in_progress', 'resolved'];

type OrderRef = {
  id: number;
  shopId: number;
  customerName: string;
  createdAt: Date;
  products: number[];
};
type Actor = { kind: IssueActorKind; userId: number | null; name: string };
type PlannedIssue = {
  row: Omit<typeof merchantIssues.$inferInsert, 'issueNumber'>;
  comments: Omit<typeof merchantIssueComments.$inferInsert, 'issueId'>[];
  events: Omit<typeof merchantIssueEvents.$inferInsert, 'issueId'>[];
};

/** The merchant's orders as the orders seed left them (none yet: issues link products only). */
async function ordersOf(ctx: SeedContext, merchantId: number): Promise<OrderRef[]> {
  const rows = await ctx.tx
    .select({
      id: orders.id,
      shopId: orders.shopId,
      customerName: orders.customerName,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.merchantId, merchantId))
    .orderBy(asc(orders.id))
    .limit(60);
  if (rows.length === 0) return [];
  const items = await ctx.tx
    .select({ orderId: orderItems.orderId, shopProductId: orderItems.shopProductId })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    products: items.filter((item) => item.orderId === row.id).map((item) => item.shopProductId),
  }));
}

function planIssue(
  random: Random,
  now: Date,
  index: number,
  merchant: { id: number; owner: Actor },
  link: { order?: OrderRef; shopId: number | null; productId: number | null },
): PlannedIssue {
  const type = TYPES[index % TYPES.length]!;
  const status = STATUSES[(index + Math.floor(index / 5)) % STATUSES.length]!;
  const source = random.pick(SOURCES);
  const earliest = link.order ? link.order.createdAt.getTime() + HOUR : 0;
  const created = new Date(
    Math.min(
      Math.max(minutesAgo(now, random.int(2 * 60, 50 * 24 * 60)).getTime(), earliest),
      now.getTime() - 2 * HOUR,
    ),
  );
  const customer: Actor = {
    kind: 'customer',
    userId: null,
    name: link.order?.customerName ?? 'Customer',
  };
  const support: Actor = { kind: 'marketplace', userId: null, name: 'Marketplace support' };
  const opener =
    source === 'customer' ? customer : source === 'marketplace' ? support : merchant.owner;

  let at = created.getTime();
  const step = () => {
    at = Math.min(at + random.int(20, 36 * 60) * 60_000, now.getTime() - 60_000);
    return new Date(at);
  };
  const base = { merchantId: merchant.id };
  const events: PlannedIssue['events'] = [
    {
      ...base,
      kind: 'opened',
      fromStatus: null,
      toStatus: 'open',
      actorKind: opener.kind,
      actorUserId: opener.userId,
      actorName: opener.name,
      createdAt: created,
    },
  ];
  const comments: PlannedIssue['comments'] = [];
  const comment = (author: Actor) =>
    comments.push({
      ...base,
      authorKind: author.kind,
      authorUserId: author.userId,
      authorName: author.name,
      body: random.pick(COMMENTS[author.kind]),
      attachments: [],
      createdAt: step(),
    });

  // Open issues carry no merchant answer yet: the first one moves an issue to in_progress.
  for (let i = random.int(0, 2); i > 0; i--) comment(random.chance(0.5) ? customer : support);
  let resolution: { text: string; at: Date } | undefined;
  if (status !== 'open') {
    comment(merchant.owner);
    events.push({
      ...base,
      kind: 'status_change',
      fromStatus: 'open',
      toStatus: 'in_progress',
      actorKind: 'merchant',
      actorUserId: merchant.owner.userId,
      actorName: merchant.owner.name,
      note: null,
      createdAt: new Date(at),
    });
    for (let i = random.int(0, 3); i > 0; i--)
      comment(random.pick([customer, support, merchant.owner]));
    if (status === 'in_progress' && index % 9 === 4) {
      // Resolved once, then reopened by the marketplace: history shows both.
      const text = random.pick(RESOLUTIONS);
      events.push({
        ...base,
        kind: 'resolved',
        fromStatus: 'in_progress',
        toStatus: 'resolved',
        actorKind: 'merchant',
        actorUserId: merchant.owner.userId,
        actorName: merchant.owner.name,
        note: text,
        createdAt: step(),
      });
      events.push({
        ...base,
        kind: 'reopened',
        fromStatus: 'resolved',
        toStatus: 'in_progress',
        actorKind: 'marketplace',
        actorUserId: null,
        actorName: support.name,
        note: 'The customer says the problem is not solved.',
        createdAt: step(),
      });
      comment(customer);
    }
    if (status === 'resolved') {
      resolution = { text: random.pick(RESOLUTIONS), at: step() };
      events.push({
        ...base,
        kind: 'resolved',
        fromStatus: 'in_progress',
        toStatus: 'resolved',
        actorKind: 'merchant',
        actorUserId: merchant.owner.userId,
        actorName: merchant.owner.name,
        note: resolution.text,
        createdAt: resolution.at,
      });
    }
  }
  return {
    row: {
      merchantId: merchant.id,
      subject: random.pick(SUBJECTS[type]),
      description: DESCRIPTIONS[type],
      type,
      source,
      status,
      orderId: link.order?.id ?? null,
      shopProductId: link.productId,
      shopId: link.shopId,
      resolution: resolution?.text ?? null,
      resolvedAt: resolution?.at ?? null,
      resolvedByUserId: resolution ? merchant.owner.userId : null,
      lastActivityAt: new Date(at),
      createdAt: created,
    },
    comments,
    events,
  };
}

/** A few dozen issues per merchant in every status and type, with threads and history. */
export async function seedIssues(ctx: SeedContext) {
  const { tx, random, now } = ctx;
  const ownerNames = new Map([
    [ctx.users.demoUserId, DEMO_USER.name],
    [ctx.users.otherUserId, OTHER_USER.name],
  ]);
  const planned: PlannedIssue[] = [];
  for (const merchant of ctx.merchants) {
    const owner: Actor = {
      kind: 'merchant',
      userId: merchant.ownerUserId,
      name: ownerNames.get(merchant.ownerUserId) ?? merchant.name,
    };
    const merchantOrders = await ordersOf(ctx, merchant.id);
    const products = ctx.shops
      .filter((shop) => shop.merchantId === merchant.id)
      .flatMap((shop) => shop.products.map((product) => ({ id: product.id, shopId: shop.id })));
    for (let i = 0; i < DEMO_ISSUES_PER_MERCHANT; i++) {
      const type = TYPES[i % TYPES.length]!;
      const aboutProduct = type === 'product_quality' || type === 'return';
      const order =
        merchantOrders.length > 0 && i % 6 !== 5 ? random.pick(merchantOrders) : undefined;
      const product =
        order && aboutProduct && order.products.length > 0
          ? { id: random.pick(order.products), shopId: order.shopId }
          : !order && products.length > 0
            ? random.pick(products)
            : undefined;
      planned.push(
        planIssue(
          random,
          now,
          i,
          { id: merchant.id, owner },
          {
            order,
            productId: product?.id ?? null,
            shopId: order?.shopId ?? product?.shopId ?? null,
          },
        ),
      );
    }
  }
  // Issue numbers follow creation time across all merchants.
  planned.sort((a, b) => (a.row.createdAt as Date).getTime() - (b.row.createdAt as Date).getTime());
  const ids: number[] = [];
  for (let start = 0; start < planned.length; start += 200) {
    const rows = await tx
      .insert(merchantIssues)
      .values(
        planned
          .slice(start, start + 200)
          .map((p) => ({ ...p.row, issueNumber: sql`'ISS-' || nextval('issue_number_seq')` })),
      )
      .returning({ id: merchantIssues.id });
    // Identity values follow the VALUES order, whatever order RETURNING lists them in.
    ids.push(...rows.map((row) => row.id).sort((a, b) => a - b));
  }
  const comments = planned.flatMap((p, i) => p.comments.map((c) => ({ ...c, issueId: ids[i]! })));
  const events = planned.flatMap((p, i) => p.events.map((e) => ({ ...e, issueId: ids[i]! })));
  for (let start = 0; start < comments.length; start += 400) {
    await tx.insert(merchantIssueComments).values(comments.slice(start, start + 400));
  }
  for (let start = 0; start < events.length; start += 400) {
    await tx.insert(merchantIssueEvents).values(events.slice(start, start + 400));
  }
}
