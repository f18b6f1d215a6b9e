ALTER TABLE "posts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "original_id" integer;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "original_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_original_id_posts_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_pages" ADD CONSTRAINT "static_pages_original_id_static_pages_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."static_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_translation_key" ON "posts" USING btree ("original_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "static_pages_translation_key" ON "static_pages" USING btree ("original_id","language");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_language_check" CHECK ("posts"."language" in ('en', 'de', 'es', 'id', 'pt', 'ru', 'fr', 'ja', 'zh'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_original_check" CHECK ("posts"."original_id" <> "posts"."id");--> statement-breakpoint
ALTER TABLE "static_pages" ADD CONSTRAINT "static_pages_language_check" CHECK ("static_pages"."language" in ('en', 'de', 'es', 'id', 'pt', 'ru', 'fr', 'ja', 'zh'));--> statement-breakpoint
ALTER TABLE "static_pages" ADD CONSTRAINT "static_pages_original_check" CHECK ("static_pages"."original_id" <> "static_pages"."id");--> statement-breakpoint
-- A translation's original is itself an original (no chains): a row that links an original may not link a
-- translation, nor be the original of others. The services refuse it first with a message naming the field.
CREATE FUNCTION "translation_original_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chained boolean;
BEGIN
  IF NEW.original_id IS NULL THEN
    RETURN NEW;
  END IF;
  EXECUTE format(
    'select exists (select 1 from %1$I where id = $1 and original_id is not null) or exists (select 1 from %1$I where original_id = $2)',
    TG_TABLE_NAME
  ) INTO chained USING NEW.original_id, NEW.id;
  IF chained THEN
    RAISE EXCEPTION 'A translation''s original must itself be an original' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_original_chain_check" BEFORE INSERT OR UPDATE OF "original_id" ON "posts" FOR EACH ROW EXECUTE FUNCTION "translation_original_check"();--> statement-breakpoint
CREATE TRIGGER "static_pages_original_chain_check" BEFORE INSERT OR UPDATE OF "original_id" ON "static_pages" FOR EACH ROW EXECUTE FUNCTION "translation_original_check"();
