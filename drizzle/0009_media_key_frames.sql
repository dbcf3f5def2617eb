ALTER TABLE "media_uploads" ADD COLUMN "frame_key" text;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD COLUMN "preview_key" text;