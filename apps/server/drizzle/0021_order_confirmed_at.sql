ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Orders confirmed before the column existed take the time from their timeline.
UPDATE "orders" SET "confirmed_at" = "confirmed"."at"
FROM (SELECT "order_id", min("at") AS "at" FROM "order_events" WHERE "type" = 'confirm' GROUP BY "order_id") AS "confirmed"
WHERE "confirmed"."order_id" = "orders"."id";
