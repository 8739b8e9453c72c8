/**
 * The statements the API sends for each benchmarked call (copied from Drizzle's query log), sent
 * straight through `pg`: the floor the API is compared with. Every API request first checks the
 * session and the membership (plugins/auth.ts); the floor sends `checkSession` before a call's own
 * statements, so it sends exactly the SQL the API sends.
 */
import type pg from 'pg';

/** The signed-in session the API reads from the idToken. */
export type BenchSession = { sessionId: string; userId: number };

/** The idToken's claims (the bench trusts its own token: no signature check). */
export function sessionOfToken(idToken: string): BenchSession {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8'));
  return { sessionId: payload.sid, userId: Number(payload.sub) };
}

/** Mirrors the auth hook's prepared `auth_session_lookup`: the session alive, the membership. */
export async function checkSession(pool: pg.Pool, session: BenchSession, merchantId: number) {
  const { rows } = await pool.query({
    name: 'auth_session_lookup',
    text: `select "merchant_members"."merchant_id", "merchant_members"."role" from "auth_sessions"
       left join "merchant_members" on ("merchant_members"."merchant_id" = $1
       and "merchant_members"."user_id" = "auth_sessions"."user_id") where ("auth_sessions"."id" = $2
       and "auth_sessions"."user_id" = $3 and "auth_sessions"."revoked_at" is null) limit $4`,
    values: [merchantId, session.sessionId, session.userId, 1],
  });
  if (rows[0]?.merchant_id !== merchantId) {
    throw new Error(`session is no member of merchant ${merchantId}`);
  }
}

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
  /** The page's statement and its parameters: the filter's (twice with the count), limit, offset. */
  const pageQuery = (direction: 'asc' | 'desc', skip: number, withTotal: boolean) => {
    // The count's own copy of the parameters comes first, as Drizzle numbers them.
    const pageWhere = withTotal
      ? where.replace(/\$(\d+)/g, (_, i) => `$${Number(i) + params.length}`)
      : where;
    const values = withTotal ? [...params, ...params] : [...params];
    const total = withTotal ? `((select count(*) from "orders" where ${where}))` : 'null';
    const text = `select ${LIST_COLUMNS}, ${total}
     from (select "id" from "orders" where ${pageWhere}
       order by "orders"."created_at" ${direction}, "orders"."id" ${direction}
       limit $${values.length + 1} offset $${values.length + 2}) "page_ids"
     inner join "orders" on "orders"."id" = "page_ids"."id"
     inner join "shops" on "shops"."id" = "orders"."shop_id"
     order by "orders"."created_at" ${direction}, "orders"."id" ${direction}`;
    return { text, values: [...values, 20, skip] };
  };
  if (offset < 2_000) {
    await pool.query(pageQuery('desc', offset, true));
    return;
  }
  const { rows } = await pool.query(`select count(*) from "orders" where ${where}`, params);
  const fromEnd = Number(rows[0].count) - offset - 20;
  await pool.query(
    offset <= fromEnd
      ? pageQuery('desc', offset, false)
      : pageQuery('asc', Math.max(0, fromEnd), false),
  );
}

const counts = (pool: pg.Pool, merchantId: number) =>
  pool.query(
    'select "stage", count(*) from "orders" where "orders"."merchant_id" = $1 group by "orders"."stage"',
    [merchantId],
  );

/**
 * Mirrors findOrderDetail: the order with its items and timeline as JSON, one statement. The floor
 * prepares it under a name (parsed and planned once per connection); the API sends it unnamed
 * (decision 023), so the floor stays the same across runs.
 */
const detail = (pool: pg.Pool, merchantId: number, orderId: number) =>
  pool.query({
    name: 'order_detail',
    text: `select "orders"."id", "orders"."merchant_id", "orders"."shop_id", "orders"."order_number",
       "orders"."stage", "orders"."order_type", "orders"."delivery_charge_payment_status",
       "orders"."customer_name", "orders"."customer_phone", "orders"."delivery_address",
       "orders"."delivery_area", "orders"."delivery_city", "orders"."delivery_postal_code",
       "orders"."subtotal", "orders"."delivery_charge", "orders"."discount", "orders"."total",
       "orders"."cod_amount", "orders"."item_count", "orders"."payment_proof_key",
       "orders"."payment_proof_status", "orders"."payment_proof_validated_at",
       "orders"."payment_proof_validated_by", "orders"."courier_id", "orders"."tracking_number",
       "orders"."invoice_printed_at", "orders"."invoice_print_count", "orders"."cancel_reason",
       "orders"."created_at", "orders"."updated_at", "orders"."stage_changed_at", "shops"."name",
       "couriers"."name",
       "validator"."name", (
         select coalesce(json_agg(json_build_object(
           'id', "order_items"."id", 'shopProductId', "order_items"."shop_product_id",
           'name', "order_items"."name", 'sku', "order_items"."sku", 'unitPrice', "order_items"."unit_price",
           'quantity', "order_items"."quantity", 'lineTotal', "order_items"."line_total"
         ) order by "order_items"."id"), '[]')
         from "order_items" where "order_items"."order_id" = "orders"."id"), (
         select coalesce(json_agg(json_build_object(
           'id', "order_timeline"."id", 'kind', "order_timeline"."kind",
           'fromStage', "order_timeline"."from_stage", 'toStage', "order_timeline"."to_stage",
           'note', "order_timeline"."note",
           'actor', case when "users"."id" is null
             then json_build_object('kind', coalesce("order_timeline"."actor_kind", 'marketplace'))
             else json_build_object('kind', 'person', 'userId', "users"."id", 'name', "users"."name") end,
           'createdAt', "order_timeline"."created_at"
         ) order by "order_timeline"."created_at" desc, "order_timeline"."id" desc), '[]')
         from "order_timeline" left join "users" on "users"."id" = "order_timeline"."actor_user_id"
         where "order_timeline"."order_id" = "orders"."id" and "order_timeline"."merchant_id" = "orders"."merchant_id")
     from "orders" inner join "shops" on "shops"."id" = "orders"."shop_id"
     left join "couriers" on "couriers"."id" = "orders"."courier_id"
     left join "users" "validator" on "validator"."id" = "orders"."payment_proof_validated_by"
     where ("orders"."id" = $1 and "orders"."merchant_id" = $2) limit $3`,
    values: [orderId, merchantId, 1],
  });

/**
 * Mirrors changeOrder for a confirm: one statement locks the row, moves its stage and inserts
 * the timeline entry from the update's result (atomic on its own: no transaction around it).
 */
async function confirm(pool: pg.Pool, merchantId: number, orderId: number, userId: number) {
  const now = new Date().toISOString();
  const moved = await pool.query(
    `with "previous" as (select "id", "stage" as "from_stage" from "orders"
       where ("orders"."id" = $1 and "orders"."merchant_id" = $2) for update),
     "moved" as (update "orders" set "stage" = $3, "updated_at" = $4, "stage_changed_at" = $5 from "previous"
       where ("orders"."id" = "previous"."id" and "orders"."merchant_id" = $6 and "orders"."stage" in ($7)
         and ("orders"."order_type" <> 'B2B' or "orders"."payment_proof_status" = 'valid'))
       returning "orders"."id", "orders"."order_number", "orders"."stage", "from_stage",
         "orders"."stage_changed_at", "orders"."delivery_charge_payment_status", "orders"."payment_proof_status"),
     "recorded" as (insert into "order_timeline" (order_id, merchant_id, kind, from_stage, to_stage, note,
         actor_user_id, actor_kind, created_at)
       select "moved"."id", $8, $9, "from_stage", $10, $11, $12, $13, $14 from "moved"
       returning id)
     select "id", "order_number", "stage", "from_stage", "stage_changed_at",
       "delivery_charge_payment_status", "payment_proof_status" from "moved"`,
    [
      orderId,
      merchantId,
      'confirmed',
      now,
      now,
      merchantId,
      'placed',
      merchantId,
      'stage_change',
      'confirmed',
      null,
      userId,
      null,
      now,
    ],
  );
  if (moved.rowCount !== 1) throw new Error(`order ${orderId} was not placed`);
}

export const rawSql = { list, counts, detail, confirm };
