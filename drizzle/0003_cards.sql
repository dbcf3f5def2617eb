CREATE TYPE "public"."card_design_status" AS ENUM('rendering', 'ready');--> statement-breakpoint
CREATE TYPE "public"."card_review_channel" AS ENUM('link', 'account', 'admin');--> statement-breakpoint
CREATE TYPE "public"."card_review_state" AS ENUM('rendering', 'awaiting_approval', 'approved');--> statement-breakpoint
CREATE TABLE "card_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_revision" integer NOT NULL,
	"to_revision" integer NOT NULL,
	"style" text NOT NULL,
	"front" text NOT NULL,
	"inside" text NOT NULL,
	"back" text NOT NULL,
	"note" text,
	"via" "card_review_channel" NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"style" text NOT NULL,
	"front" text NOT NULL,
	"inside" text NOT NULL,
	"back" text NOT NULL,
	"status" "card_design_status" DEFAULT 'rendering' NOT NULL,
	"files" jsonb,
	"checks" jsonb,
	"effective_dpi" integer,
	"rendered_at" timestamp with time zone,
	"preview_sent_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_designs_order_revision_key" UNIQUE("order_id","revision")
);
--> statement-breakpoint
CREATE TABLE "card_link_uses" (
	"nonce" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_reviews" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"state" "card_review_state" DEFAULT 'rendering' NOT NULL,
	"current_revision" integer DEFAULT 1 NOT NULL,
	"change_rounds" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_via" "card_review_channel",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_reviews_rounds_not_negative" CHECK ("card_reviews"."change_rounds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "card_change_requests" ADD CONSTRAINT "card_change_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_change_requests" ADD CONSTRAINT "card_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_designs" ADD CONSTRAINT "card_designs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_link_uses" ADD CONSTRAINT "card_link_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD CONSTRAINT "card_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_change_requests_order_idx" ON "card_change_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "card_designs_reminder_idx" ON "card_designs" USING btree ("preview_sent_at") WHERE "card_designs"."reminder_sent_at" is null;--> statement-breakpoint
CREATE INDEX "card_reviews_state_idx" ON "card_reviews" USING btree ("state");