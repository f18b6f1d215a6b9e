ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "body_text" text;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "search_vector" tsvector;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "body_text" text;--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "static_pages_search_idx" ON "static_pages" USING gin ("search_vector");--> statement-breakpoint
-- Rows written before search covered them are found by title and description at once; `db:search-index`
-- (or `db:rerender`) adds their bodies, which only the application can read as plain text.
UPDATE "posts" SET "search_vector" = setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "description"), 'B');--> statement-breakpoint
UPDATE "static_pages" SET "search_vector" = setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "description"), 'B');
