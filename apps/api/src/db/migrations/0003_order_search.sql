-- Trigram matching for "contains" searches, and B-tree columns inside a GIN index beside them.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "btree_gin";--> statement-breakpoint
CREATE INDEX "orders_merchant_search_idx" ON "orders" USING gin ("merchant_id",("order_number" || ' ' || "customer_name" || ' ' || "customer_phone") gin_trgm_ops);