CREATE TABLE "return_lines" (
	"return_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "return_lines_return_id_position_pk" PRIMARY KEY("return_id","position"),
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "return_requests_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"refund_method" text,
	"upi_id" text,
	"bank_account" text,
	"bank_ifsc" text,
	"account_holder" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_amount" integer,
	"refunds_shipping" boolean,
	"refund_reference" text,
	CONSTRAINT "return_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "return_requests_refund_amount_valid" CHECK ("return_requests"."refund_amount" IS NULL OR "return_requests"."refund_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_id_position_order_items_order_id_position_fk" FOREIGN KEY ("order_id","position") REFERENCES "public"."order_items"("order_id","position") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_order_idx" ON "return_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_status_number_idx" ON "return_requests" USING btree ("status","number");