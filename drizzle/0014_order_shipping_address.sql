-- Issue 19: an order keeps where its card goes in full, in any country (src/shared/addresses).
-- The spec's US columns stay and are the same fields for every country; zip_code becomes the
-- postal code of any country, and the US-only NOT NULLs go, since a country may not use a field.
ALTER TABLE "orders" RENAME COLUMN "zip_code" TO "postal_code";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "street_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "state" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "postal_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "send_to" text DEFAULT 'me' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_name" text;--> statement-breakpoint
UPDATE "orders" SET "ship_name" = "first_name" || ' ' || "last_name";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "ship_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "country" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dependent_locality" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sorting_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrive_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approve_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispatch_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_send_to_check" CHECK ("send_to" IN ('me', 'someone-else'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_dispatch_by_idx" ON "orders" USING btree ("dispatch_by");
