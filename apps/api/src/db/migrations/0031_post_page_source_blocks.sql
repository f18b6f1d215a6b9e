ALTER TABLE "posts" ADD COLUMN "source_blocks" jsonb;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "source_blocks" jsonb;
