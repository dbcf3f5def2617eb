CREATE TABLE "media_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_user_id" uuid,
	"client_key_hash" text,
	"client_ip_hash" text,
	"size" bigint NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"mime" text,
	"metadata" jsonb,
	"storage_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"lock_token" text,
	"locked_until" timestamp with time zone,
	"lock_wanted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploads_owner_idx" ON "media_uploads" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "media_uploads_client_key_idx" ON "media_uploads" USING btree ("client_key_hash");--> statement-breakpoint
CREATE INDEX "media_uploads_unclaimed_idx" ON "media_uploads" USING btree ("created_at") WHERE "media_uploads"."owner_user_id" is null;