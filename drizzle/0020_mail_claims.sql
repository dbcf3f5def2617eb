ALTER TABLE "card_designs" ADD COLUMN "preview_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_designs" ADD COLUMN "failure_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_sent_at" timestamp with time zone;