import { sql } from 'drizzle-orm';
import { shopProducts, stockChanges } from '../../modules/cms/products/products.table';
import { orders, orderTimeline } from '../../modules/oms/orders/orders.table';
import { merchantActivity } from '../../modules/ums/activity/activity.table';
import type { SeedContext } from './context';

/**
 * The activity log of the demo's history, read from what the seed wrote before it: each stage
 * move a person made (the timeline names them) and each stock change, as the services log them.
 */
export async function seedActivity({ tx }: SeedContext) {
  await tx.execute(sql`
    insert into ${merchantActivity} (merchant_id, user_id, kind, subject_id, details, created_at)
    select merchant_id, user_id, kind, subject_id, details, created_at from (
      select t.merchant_id, t.actor_user_id as user_id,
        case t.to_stage when 'confirmed' then 'orders.confirm' when 'cancelled' then 'orders.cancel'
          when 'ready_to_dispatch' then 'orders.request_pickup' when 'dispatched' then 'orders.dispatch'
          when 'delivered' then 'orders.confirm_delivery' end as kind,
        t.order_id as subject_id,
        jsonb_build_object('orderNumbers', jsonb_build_array(o.order_number)) as details,
        t.created_at
      from ${orderTimeline} t join ${orders} o on o.id = t.order_id
      where t.actor_user_id is not null and t.kind = 'stage_change'
        and t.to_stage in ('confirmed', 'cancelled', 'ready_to_dispatch', 'dispatched', 'delivered')
      union all
      select c.merchant_id, c.changed_by_user_id, 'products.stock', c.shop_product_id,
        jsonb_build_object('product', p.name, 'sku', p.sku, 'from', c.previous_stock, 'to', c.new_stock),
        c.changed_at
      from ${stockChanges} c join ${shopProducts} p on p.id = c.shop_product_id
      where c.changed_by_user_id is not null
    ) as history
    order by created_at`);
}
