-- Orders placed before the timeline existed get the rows their columns tell: placed, paid online,
-- cancelled (by the shopper) or released (not paid in time). Who moved them on to Shipped or
-- Delivered was not recorded, so those moves are not invented.
INSERT INTO "order_events" ("order_id", "at", "type", "actor_kind", "actor_id", "details")
SELECT "id", "placed_at", 'place', 'shopper', "user_id",
       jsonb_build_object('paymentMethod', "payment_method", 'total', "total", 'backfilled', true)
  FROM "orders";
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "at", "type", "actor_kind", "details")
SELECT "id", "paid_at", 'pay', 'system', jsonb_build_object('backfilled', true)
  FROM "orders"
 WHERE "payment_method" = 'online' AND "paid_at" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "at", "type", "actor_kind", "actor_id", "details")
SELECT "id", "cancelled_at",
       CASE WHEN "cancel_reason" = 'payment_timeout' THEN 'expire' ELSE 'cancel' END,
       CASE WHEN "cancel_reason" = 'payment_timeout' THEN 'system' ELSE 'shopper' END,
       CASE WHEN "cancel_reason" = 'payment_timeout' THEN NULL ELSE "user_id" END,
       jsonb_build_object('refunded', "payment_status" = 'refunded', 'backfilled', true)
  FROM "orders"
 WHERE "cancelled_at" IS NOT NULL;
