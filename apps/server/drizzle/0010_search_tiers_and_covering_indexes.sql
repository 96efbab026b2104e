DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_featured_order_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "label_vector" "tsvector" GENERATED ALWAYS AS (product_search_vector(name, category, tags, '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (product_search_vector(name, '', '{}', '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_label_search_idx" ON "products" USING gin ("label_vector");--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin ("name_vector");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","price","slug","stock","rating");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","slug","category","stock","rating");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"slug","category","price","stock");--> statement-breakpoint
CREATE INDEX "products_featured_order_idx" ON "products" USING btree ("featured_rank","more_rank","units_sold" DESC NULLS LAST,"created_at" DESC NULLS LAST,"slug","category","price","stock","rating");