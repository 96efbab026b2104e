ALTER TABLE "reviews" DROP CONSTRAINT "reviews_status_check";--> statement-breakpoint
DROP INDEX "reviews_product_published_idx";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
-- Reviews written before accounts were asked for stay as they were: published ones are shown, hidden ones rejected.
UPDATE "reviews" SET "status" = CASE "status" WHEN 'hidden' THEN 'rejected' ELSE 'shown' END;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified_purchase" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_user_unique" ON "reviews" USING btree ("product_slug","user_id");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_product_shown_idx" ON "reviews" USING btree ("product_slug","created_at") WHERE "reviews"."status" = 'shown';--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" IN ('shown', 'pending', 'rejected'));