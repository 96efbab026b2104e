CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (product_search_vector(name, category, tags, description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"slug");--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock");--> statement-breakpoint
CREATE INDEX "products_units_sold_idx" ON "products" USING btree ("units_sold" DESC NULLS LAST,"slug");--> statement-breakpoint
CREATE INDEX "products_featured_order_idx" ON "products" USING btree ("featured_rank","more_rank","units_sold" DESC NULLS LAST,"created_at" DESC NULLS LAST,"slug");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","slug");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"slug");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_known" CHECK (category IN ('storage-box', 'laundry-bin', 'lamp-shade', 'home-decor', 'flower-vase', 'essential', 'garden', 'wall-art', 'kitchen', 'accessories', 'textiles'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_range" CHECK ("products"."rating" BETWEEN 0 AND 5);