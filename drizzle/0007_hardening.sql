ALTER TYPE "public"."card_design_status" ADD VALUE 'failed';--> statement-breakpoint
CREATE TABLE "local_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_designs" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_designs" ADD COLUMN "failure_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_refunds" ADD CONSTRAINT "local_refunds_intent_id_local_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."local_payment_intents"("id") ON DELETE cascade ON UPDATE no action;