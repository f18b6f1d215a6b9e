ALTER TABLE "comments" ADD COLUMN "thread_id" integer;--> statement-breakpoint
CREATE INDEX "comments_thread_idx" ON "comments" USING btree ("thread_id","created_at");