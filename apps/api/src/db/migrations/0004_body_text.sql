ALTER TABLE "tools" ADD COLUMN "body_text" text;--> statement-breakpoint
ALTER TABLE "tutorial_series" ADD COLUMN "body_text" text;--> statement-breakpoint
ALTER TABLE "tutorials" ADD COLUMN "body_text" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "body_text" text;