-- What the merchant owes or is owed changed (a bill, a payment, a courier payment): every tab of
-- the merchant refreshes its amount due on the event, so a paid due never stays on screen to be
-- paid twice.
CREATE TRIGGER "bills_announce_insert" AFTER INSERT ON "bills"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_merchants_touched"('billing');--> statement-breakpoint
CREATE TRIGGER "bills_announce_update" AFTER UPDATE ON "bills"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_merchants_touched"('billing');--> statement-breakpoint
CREATE TRIGGER "payments_announce_insert" AFTER INSERT ON "payments"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_merchants_touched"('billing');--> statement-breakpoint
CREATE TRIGGER "payments_announce_update" AFTER UPDATE ON "payments"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_merchants_touched"('billing');--> statement-breakpoint
CREATE TRIGGER "merchant_courier_payments_announce_insert" AFTER INSERT ON "merchant_courier_payments"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_merchants_touched"('billing');--> statement-breakpoint
CREATE TRIGGER "merchant_courier_payments_announce_update" AFTER UPDATE ON "merchant_courier_payments"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_merchants_touched"('billing');
