CREATE TABLE "saved_cart_items" (
	"user_id" text NOT NULL,
	"product_slug" text NOT NULL,
	"quantity" integer NOT NULL,
	"position" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cart_items_user_id_product_slug_pk" PRIMARY KEY("user_id","product_slug"),
	CONSTRAINT "saved_cart_items_quantity_positive" CHECK ("saved_cart_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "saved_wishlist_items" (
	"user_id" text NOT NULL,
	"product_slug" text NOT NULL,
	"position" smallint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_wishlist_items_user_id_product_slug_pk" PRIMARY KEY("user_id","product_slug")
);
--> statement-breakpoint
ALTER TABLE "saved_cart_items" ADD CONSTRAINT "saved_cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cart_items" ADD CONSTRAINT "saved_cart_items_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "saved_wishlist_items" ADD CONSTRAINT "saved_wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_wishlist_items" ADD CONSTRAINT "saved_wishlist_items_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE cascade ON UPDATE cascade;