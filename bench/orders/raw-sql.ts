/**
 * The statements the API sends for each benchmarked call (copied from Drizzle's query log), sent
 * straight through `pg`: the floor the API is compared with. The API additionally checks the
 * session and the merchant's owner on every request (two small indexed lookups).
 */
import type pg from 'pg';

const LIST_COLUMNS = `"orders"."id", "orders"."order_number", "orders"."stage", "orders"."order_type",
  "orders"."delivery_charge_payment_status", "orders"."shop_id", "shops"."name", "orders"."customer_name",
  "orders"."customer_phone", "orders"."item_count", "orders"."total", "orders"."cod_amount",
  "orders"."delivery_charge", "orders"."payment_proof_status", "orders"."invoice_printed_at",
  "orders"."created_at", "orders"."stage_changed_at"`;

/** Mirrors listOrders: one statement for early pages; count first, then walk from the nearer end. */
async function list(pool: pg.Pool, merchantId: number, stages: string[] | undefined, page: number) {
  const where = stages
    ? `("orders"."merchant_id" = $1 and "orders"."stage" in (${stages.map((_, i) => `$${i + 2}`).join(', ')}))`
    : '"orders"."merchant_id" = $1';
  const params: unknown[] = [merchantId, ...(stages ?? [])];
  const offset = (page - 1) * 20;
  const pageSql = (direction: 'asc' | 'desc', skip: number, total: string) => {
    // The page's own copy of the parameters, as Drizzle numbers them.
    const pageWhere = total
      ? where.replace(/\$(\d+)/g, (_, i) => `$${Number(i) + params.length}`)
      : where;
    return `select ${LIST_COLUMNS}, ${total || 'null'}
     from (select "id" from "orders" where ${pageWhere}
       order by "orders"."created_at" ${direction}, "orders"."id" ${direction} limit 20 offset ${skip}) "page_ids"
     inner join "orders" on "orders"."id" = "page_ids"."id"
     inner join "shops" on "shops"."id" = "orders"."shop_id"
     order by "orders"."created_at" ${direction}, "orders"."id" ${direction}`;
  };
  if (offset < 2_000) {
    const total = `((select count(*) from "orders" where ${where}))`;
    await pool.query(pageSql('desc', offset, total), [...params, ...params]);
    return;
  }
  const { rows } = await pool.query(`select count(*) from "orders" where ${where}`, params);
  const fromEnd = Number(rows[0].count) - offset - 20;
  await pool.query(
    offset <= fromEnd ? pageSql('desc', offset, '') : pageSql('asc', Math.max(0, fromEnd), ''),
    params,
  );
}

const counts = (pool: pg.Pool, merchantId: number) =>
  pool.query(
    'select "stage", count(*) from "orders" where "orders"."merchant_id" = $1 group by "orders"."stage"',
    [merchantId],
  );

async function detail(pool: pg.Pool, merchantId: number, orderId: number) {
  await pool.query(
    `select "orders".*, "shops"."name", "validator"."name" from "orders"
     inner join "shops" on "shops"."id" = "orders"."shop_id"
     left join "users" "validator" on "validator"."id" = "orders"."payment_proof_validated_by"
     where ("orders"."id" = $1 and "orders"."merchant_id" = $2) limit 1`,
    [orderId, merchantId],
  );
  await Promise.all([
    pool.query(
      `select "id", "shop_product_id", "name", "sku", "unit_price", "quantity", "line_total"
       from "order_items" where "order_items"."order_id" = $1 order by "order_items"."id" asc`,
      [orderId],
    ),
    pool.query(
      `select "order_timeline"."id", "order_timeline"."kind", "order_timeline"."from_stage",
         "order_timeline"."to_stage", "order_timeline"."note", "order_timeline"."actor_user_id",
         coalesce("users"."name", "order_timeline"."actor_label", 'Marketplace operations'),
         "order_timeline"."created_at"
       from "order_timeline" left join "users" on "users"."id" = "order_timeline"."actor_user_id"
       where ("order_timeline"."order_id" = $1 and "order_timeline"."merchant_id" = $2)
       order by "order_timeline"."created_at" desc, "order_timeline"."id" desc`,
      [orderId, merchantId],
    ),
  ]);
}

async function confirm(pool: pg.Pool, merchantId: number, orderId: number, userId: number) {
  const client = await pool.connect();
  const now = new Date().toISOString();
  try {
    await client.query('begin');
    const moved = await client.query(
      `with "previous" as (select "id", "stage" as "from_stage" from "orders"
         where ("orders"."id" = $1 and "orders"."merchant_id" = $2) for update)
       update "orders" set "stage" = $3, "updated_at" = $4, "stage_changed_at" = $5 from "previous"
       where ("orders"."id" = "previous"."id" and "orders"."merchant_id" = $6 and "orders"."stage" in ($7))
       returning "orders"."id", "orders"."order_number", "orders"."stage", "from_stage",
         "orders"."stage_changed_at", "orders"."delivery_charge_payment_status", "orders"."payment_proof_status"`,
      [orderId, merchantId, 'confirmed', now, now, merchantId, 'placed'],
    );
    if (moved.rowCount !== 1) throw new Error(`order ${orderId} was not placed`);
    await client.query(
      `insert into "order_timeline" ("id", "order_id", "merchant_id", "kind", "from_stage", "to_stage",
         "note", "actor_user_id", "actor_label", "created_at")
       values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9) returning "id", "created_at"`,
      [orderId, merchantId, 'stage_change', 'placed', 'confirmed', null, userId, null, now],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

export const rawSql = { list, counts, detail, confirm };
