import { type OrderStage, orderStages } from '@mp/contract/oms/orders';
import { inArray, sql } from 'drizzle-orm';
import { shopProducts } from '../../modules/cms/products/products.table';
import {
  formatOrderNumber,
  insertOrderPlans,
  type OrderPlan,
  type PlanShop,
  planOrder,
} from '../../modules/oms/orders/order-plans';
import { orderNumberSequence } from '../../modules/oms/orders/orders.table';
import { BILLED_MONTHS } from './billing';
import type { SeedContext } from './context';

const DEMO_ORDERS_PER_MERCHANT = 300;
const DAY = 86_400_000;

/** Share of each stage in a merchant's orders (sums to 100). */
const STAGE_WEIGHTS: Record<OrderStage, number> = {
  placed: 20,
  confirmed: 11,
  in_inspection: 7,
  pickup_initiated: 7,
  dispatch_requestable: 12,
  ready_to_dispatch: 8,
  dispatched: 10,
  delivered: 16,
  cancelled: 9,
};

const stageFor = (index: number, total: number): OrderStage => {
  let threshold = 0;
  for (const stage of orderStages) {
    threshold += (STAGE_WEIGHTS[stage] * total) / 100;
    if (index < threshold) return stage;
  }
  return 'delivered';
};

/**
 * A few hundred orders per merchant over every stage, both types, every shop; order numbers
 * follow creation time across all merchants, and the number sequence continues after them.
 */
export async function seedOrders(ctx: SeedContext) {
  const { tx, random, now } = ctx;
  const skus = await tx
    .select({ id: shopProducts.id, sku: shopProducts.sku })
    .from(shopProducts)
    .where(
      inArray(
        shopProducts.shopId,
        ctx.shops.map((shop) => shop.id),
      ),
    );
  const skuOf = new Map(skus.map((row) => [row.id, row.sku]));

  const plans: OrderPlan[] = [];
  for (const merchant of ctx.merchants) {
    const shops: PlanShop[] = ctx.shops
      .filter((shop) => shop.merchantId === merchant.id && shop.products.length > 0)
      .map((shop) => ({
        id: shop.id,
        products: shop.products.map((p) => ({ ...p, sku: skuOf.get(p.id) ?? `SKU-${p.id}` })),
      }));
    if (shops.length === 0) continue;
    for (let i = 0; i < DEMO_ORDERS_PER_MERCHANT; i++) {
      const stage = stageFor(i, DEMO_ORDERS_PER_MERCHANT);
      plans.push(
        planOrder(random, {
          merchantId: merchant.id,
          ownerUserId: merchant.ownerUserId,
          shops,
          stage,
          // Delivered orders span the billed months, a quarter of them in each (seed/billing).
          now:
            stage === 'delivered' ? new Date(now.getTime() - (i % BILLED_MONTHS) * 30 * DAY) : now,
        }),
      );
    }
  }
  const numbered = plans
    .sort((a, b) => (a.order.createdAt as Date).getTime() - (b.order.createdAt as Date).getTime())
    .map((plan, index) => ({
      ...plan,
      orderNumber: formatOrderNumber(plan.order.createdAt as Date, index + 1),
    }));
  await insertOrderPlans(tx, numbered);
  if (numbered.length > 0) {
    await tx.execute(
      sql`select setval(${orderNumberSequence.seqName}::regclass, ${numbered.length})`,
    );
  }
}
