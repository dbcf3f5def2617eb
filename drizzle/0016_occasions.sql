CREATE TYPE "public"."occasion_kind" AS ENUM('birthday', 'anniversary', 'other');--> statement-breakpoint
CREATE TYPE "public"."occasion_repeat" AS ENUM('yearly', 'once');--> statement-breakpoint
CREATE TABLE "recipient_occasions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" "occasion_kind" NOT NULL,
	"name" text,
	"month" integer NOT NULL,
	"day" integer NOT NULL,
	"year" integer,
	"repeats" "occasion_repeat" DEFAULT 'yearly' NOT NULL,
	"remind_days_before" integer DEFAULT 14 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_occasions_month_range" CHECK ("recipient_occasions"."month" between 1 and 12),
	CONSTRAINT "recipient_occasions_day_range" CHECK ("recipient_occasions"."day" between 1 and 31),
	CONSTRAINT "recipient_occasions_remind_range" CHECK ("recipient_occasions"."remind_days_before" between 1 and 60),
	CONSTRAINT "recipient_occasions_other_named" CHECK ("recipient_occasions"."kind" <> 'other' or "recipient_occasions"."name" is not null),
	CONSTRAINT "recipient_occasions_once_has_year" CHECK ("recipient_occasions"."repeats" <> 'once' or "recipient_occasions"."year" is not null)
);
--> statement-breakpoint
CREATE TABLE "occasion_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occasion_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"occurrence_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipient_occasions" ADD CONSTRAINT "recipient_occasions_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasion_reminders" ADD CONSTRAINT "occasion_reminders_occasion_id_recipient_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."recipient_occasions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasion_reminders" ADD CONSTRAINT "occasion_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipient_occasions_recipient_id_idx" ON "recipient_occasions" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "recipient_occasions_month_idx" ON "recipient_occasions" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "occasion_reminders_occurrence_idx" ON "occasion_reminders" USING btree ("occasion_id","occurrence_date");
