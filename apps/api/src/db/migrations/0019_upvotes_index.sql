DROP INDEX "tutorials_state_upvotes_idx";--> statement-breakpoint
CREATE INDEX "tutorials_upvotes_idx" ON "tutorials" USING btree ("upvotes_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);