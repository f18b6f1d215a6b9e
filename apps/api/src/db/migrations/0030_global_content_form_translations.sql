ALTER TABLE "global_contents" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "global_contents" ADD COLUMN "original_id" integer;--> statement-breakpoint
ALTER TABLE "marketing_forms" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_forms" ADD COLUMN "original_id" integer;--> statement-breakpoint
ALTER TABLE "global_contents" ADD CONSTRAINT "global_contents_original_id_global_contents_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."global_contents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_forms" ADD CONSTRAINT "marketing_forms_original_id_marketing_forms_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."marketing_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "global_contents_translation_key" ON "global_contents" USING btree ("original_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_forms_translation_key" ON "marketing_forms" USING btree ("original_id","language");--> statement-breakpoint
ALTER TABLE "global_contents" ADD CONSTRAINT "global_contents_language_check" CHECK ("global_contents"."language" in ('en', 'de', 'es', 'id', 'pt', 'ru', 'fr', 'ja', 'zh'));--> statement-breakpoint
ALTER TABLE "global_contents" ADD CONSTRAINT "global_contents_original_check" CHECK ("global_contents"."original_id" <> "global_contents"."id");--> statement-breakpoint
ALTER TABLE "marketing_forms" ADD CONSTRAINT "marketing_forms_language_check" CHECK ("marketing_forms"."language" in ('en', 'de', 'es', 'id', 'pt', 'ru', 'fr', 'ja', 'zh'));--> statement-breakpoint
ALTER TABLE "marketing_forms" ADD CONSTRAINT "marketing_forms_original_check" CHECK ("marketing_forms"."original_id" <> "marketing_forms"."id");--> statement-breakpoint
-- No chains (as posts and static pages, migration 0028): a translation's original is itself an original. The
-- services refuse it first with a message naming the field.
CREATE TRIGGER "global_contents_original_chain_check" BEFORE INSERT OR UPDATE OF "original_id" ON "global_contents" FOR EACH ROW EXECUTE FUNCTION "translation_original_check"();--> statement-breakpoint
CREATE TRIGGER "marketing_forms_original_chain_check" BEFORE INSERT OR UPDATE OF "original_id" ON "marketing_forms" FOR EACH ROW EXECUTE FUNCTION "translation_original_check"();
