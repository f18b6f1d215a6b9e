CREATE INDEX "tutorials_author_listed_idx" ON "tutorials" USING btree ("author_id",(coalesce("published_at", "created_at")) desc,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tutorials_author_state_idx" ON "tutorials" USING btree ("author_id","state","language","upvotes_count");--> statement-breakpoint
CREATE INDEX "tutorials_state_upvotes_idx" ON "tutorials" USING btree ("state","upvotes_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questions_state_activity_idx" ON "questions" USING btree ("state","last_activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questions_state_votes_idx" ON "questions" USING btree ("state","upvotes_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questions_unanswered_idx" ON "questions" USING btree ("state","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "questions"."answers_count" = 0;--> statement-breakpoint
CREATE INDEX "questions_author_state_idx" ON "questions" USING btree ("author_id","state","language","upvotes_count");--> statement-breakpoint
CREATE INDEX "questions_accepted_answer_idx" ON "questions" USING btree ("accepted_answer_id") WHERE "questions"."accepted_answer_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_author_state_idx" ON "comments" USING btree ("author_id","state","type","root_type","root_id","upvotes_count");