ALTER TABLE "card_designs" ADD COLUMN "design_choices" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "design_choices" jsonb;