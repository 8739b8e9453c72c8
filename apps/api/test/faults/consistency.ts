import pg from 'pg';

/**
 * Orders whose stage is not what their timeline says: the latest stage_change entry's to_stage,
 * or `placed` for an order that never moved. A half-written change (stage without its entry, or
 * the reverse) shows up here.
 */
export async function ordersOutOfStepWithTimeline(db: pg.Pool) {
  const result = await db.query<{ id: number; stage: string; timeline_stage: string | null }>(`
    select o.id, o.stage, latest.to_stage as timeline_stage
    from orders o
    left join lateral (
      select t.to_stage from order_timeline t
      where t.order_id = o.id and t.kind = 'stage_change'
      order by t.created_at desc, t.id desc
      limit 1
    ) latest on true
    where o.stage <> coalesce(latest.to_stage, 'placed')
    limit 20`);
  return result.rows;
}

/** Idempotency keys claimed but never answered: the lib writes both in one transaction. */
export async function unansweredIdempotencyKeys(db: pg.Pool) {
  const result = await db.query<{ value: number }>(
    'select count(*)::int as value from idempotency_keys where response_status is null',
  );
  return result.rows[0]?.value ?? -1;
}

/** Terminates every connection to `database` but the caller's; answers how many it ended. */
export async function terminateConnections(adminUrl: string, database: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const result = await admin.query<{ ended: number }>(
      `select count(*) filter (where pg_terminate_backend(pid))::int as ended
       from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    return result.rows[0]?.ended ?? 0;
  } finally {
    await admin.end();
  }
}

/** Copies of placed orders (no items: confirming needs none) so a fault lands mid-run. */
export async function addPlacedOrders(
  db: pg.Pool,
  merchantId: number,
  howMany: number,
  tag: string,
) {
  const result = await db.query<{ id: number }>(
    `
    insert into orders (merchant_id, shop_id, order_number, stage, order_type,
      customer_name, customer_phone, delivery_address, delivery_city,
      subtotal, delivery_charge, total, cod_amount, item_count, created_at, stage_changed_at)
    select o.merchant_id, o.shop_id, $1 || '-' || n, 'placed', o.order_type,
      o.customer_name, o.customer_phone, o.delivery_address, o.delivery_city,
      o.subtotal, o.delivery_charge, o.total, o.cod_amount, o.item_count,
      now() - make_interval(secs => n), now() - make_interval(secs => n)
    from generate_series(1, $2::int) n
    cross join lateral (select * from orders where merchant_id = $3 order by id limit 1) o
    returning id`,
    [tag, howMany, merchantId],
  );
  return result.rows.map((row) => Number(row.id));
}
