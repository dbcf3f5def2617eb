CREATE TABLE "guarantee_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	"resolved_by_email" text,
	CONSTRAINT "guarantee_claims_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_batch_orders" (
	"batch_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "print_batch_orders_batch_id_order_id_pk" PRIMARY KEY("batch_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "print_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_number" serial NOT NULL,
	"created_by" uuid,
	"created_by_email" text,
	"printed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_batches_batch_number_unique" UNIQUE("batch_number")
);
--> statement-breakpoint
CREATE TABLE "print_lab_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_lab_submissions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"lab_order_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_lab_submissions_lab_order_id_unique" UNIQUE("lab_order_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD CONSTRAINT "guarantee_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD CONSTRAINT "guarantee_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_batch_orders" ADD CONSTRAINT "print_batch_orders_batch_id_print_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."print_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_batch_orders" ADD CONSTRAINT "print_batch_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_batches" ADD CONSTRAINT "print_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_lab_events" ADD CONSTRAINT "print_lab_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_lab_submissions" ADD CONSTRAINT "print_lab_submissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "print_batch_orders_order_idx" ON "print_batch_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "print_batch_orders_position_idx" ON "print_batch_orders" USING btree ("batch_id","position");--> statement-breakpoint
CREATE INDEX "print_lab_submissions_status_idx" ON "print_lab_submissions" USING btree ("status");--> statement-breakpoint
-- The steps of orders that took them before issue 20, from the design review and the order's history.
UPDATE "orders" SET "approved_at" = r."approved_at" FROM "card_reviews" r WHERE r."order_id" = "orders"."id" AND r."approved_at" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" o SET "shipped_at" = (SELECT max(a."created_at") FROM "order_audit_log" a WHERE a."order_id" = o."id" AND a."action" = 'status' AND a."to_value" = 'shipped') WHERE o."status" IN ('shipped', 'delivered');--> statement-breakpoint
UPDATE "orders" o SET "delivered_at" = coalesce((SELECT max(a."created_at") FROM "order_audit_log" a WHERE a."order_id" = o."id" AND a."action" = 'status' AND a."to_value" = 'delivered'), o."updated_at") WHERE o."status" = 'delivered';--> statement-breakpoint
-- Delivered without a shipped line in its history (moved straight there): it shipped by then.
UPDATE "orders" SET "shipped_at" = coalesce("shipped_at", "delivered_at", "updated_at") WHERE "status" IN ('shipped', 'delivered');--> statement-breakpoint
-- A card already shipped was printed: it is no longer in the print queue.
UPDATE "orders" SET "print_started_at" = coalesce("shipped_at", "updated_at"), "printed_at" = coalesce("shipped_at", "updated_at") WHERE "status" IN ('shipped', 'delivered');
