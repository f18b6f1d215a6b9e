CREATE INDEX "tutorials_listed_idx" ON "tutorials" USING btree ((coalesce("published_at", "created_at")) desc,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tutorials_state_listed_idx" ON "tutorials" USING btree ("state",(coalesce("published_at", "created_at")) desc,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tutorials_updated_idx" ON "tutorials" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tutorials_created_idx" ON "tutorials" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);