import type {
  OrderStage,
  TimelineActor,
  TimelineDetails,
  TimelineKind,
} from '@mp/contract/oms/orders';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { couriers } from '../../cms/couriers/couriers.table';
import { shops } from '../../cms/shops/shops.table';
import { users } from '../../ums/users/users.table';
import { orderItems, orders, orderTimeline } from './orders.table';

const validator = alias(users, 'validator');

type DetailItem = {
  id: number;
  shopProductId: number;
  name: string;
  sku: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
};
type DetailTimelineEntry = {
  id: number;
  kind: TimelineKind;
  fromStage: OrderStage | null;
  toStage: OrderStage | null;
  note: string | null;
  details: TimelineDetails | null;
  actor: TimelineActor;
  /** JSON carries timestamps as text. */
  createdAt: string;
};

const detailItems = sql<DetailItem[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${orderItems.id}, 'shopProductId', ${orderItems.shopProductId},
    'name', ${orderItems.name}, 'sku', ${orderItems.sku}, 'unitPrice', ${orderItems.unitPrice},
    'quantity', ${orderItems.quantity}, 'lineTotal', ${orderItems.lineTotal}
  ) order by ${orderItems.id}), '[]')
  from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

// An entry of no user and no actor kind is the marketplace's, as the oldest rows were written.
const detailTimeline = sql<DetailTimelineEntry[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${orderTimeline.id}, 'kind', ${orderTimeline.kind},
    'fromStage', ${orderTimeline.fromStage}, 'toStage', ${orderTimeline.toStage},
    'note', ${orderTimeline.note}, 'details', ${orderTimeline.details},
    'actor', case when ${users.id} is null
      then json_build_object('kind', coalesce(${orderTimeline.actorKind}, 'marketplace'))
      else json_build_object('kind', 'person', 'userId', ${users.id}, 'name', ${users.name}) end,
    'createdAt', ${orderTimeline.createdAt}
  ) order by ${orderTimeline.createdAt} desc, ${orderTimeline.id} desc), '[]')
  from ${orderTimeline} left join ${users} on ${users.id} = ${orderTimeline.actorUserId}
  where ${orderTimeline.orderId} = ${orders.id} and ${orderTimeline.merchantId} = ${orders.merchantId})`;

/**
 * The order with its items and timeline, in one statement (both aggregated as JSON). Every order
 * page asks for it, so it is prepared once with Drizzle's `.prepare()`: rendered once, and parsed
 * and planned once per connection.
 */
export function prepareOrderDetail(db: Db) {
  const statement = db
    .select({
      order: orders,
      shopName: shops.name,
      courierName: couriers.name,
      validatedByName: validator.name,
      items: detailItems,
      timeline: detailTimeline,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(couriers, eq(couriers.id, orders.courierId))
    .leftJoin(validator, eq(validator.id, orders.paymentProofValidatedBy))
    .where(
      and(
        eq(orders.id, sql.placeholder('orderId')),
        eq(orders.merchantId, sql.placeholder('merchantId')),
      ),
    )
    .limit(1)
    .prepare('order_detail');
  return async (merchantId: number, orderId: number) => {
    const [row] = await statement.execute({ orderId, merchantId });
    if (!row) return undefined;
    const timeline = row.timeline.map((entry) => ({
      ...entry,
      createdAt: new Date(entry.createdAt),
    }));
    return { ...row, timeline };
  };
}
export type FindOrderDetail = ReturnType<typeof prepareOrderDetail>;
export type OrderDetailRow = NonNullable<Awaited<ReturnType<FindOrderDetail>>>;
