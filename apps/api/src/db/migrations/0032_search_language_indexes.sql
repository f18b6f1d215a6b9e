-- Search per language, each language's rows indexed on their own (issue #31, item 5). A search in one language
-- (`language=de`), and each part of a search without one that the languages read differently, reads only that
-- language's rows from the language's own partial index (search/service.ts), instead of walking every row the
-- reading matches in the whole index (a stem Spanish shares with English, a pair of Japanese characters) to keep a
-- few, or intersecting a Chinese or Japanese phrase with an English word's hundreds of thousands of rows. They
-- replace migration 0027's indexes of all the other languages' rows together; the whole indexes stay for a query
-- every language reads alike.
-- A language's newest rows, which a search reads when its matches are many (or to learn whether they are).
CREATE INDEX "tutorials_language_listed_idx" ON "tutorials" USING btree ("language",(coalesce("published_at", "created_at")) desc,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questions_language_created_idx" ON "questions" USING btree ("language","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX IF EXISTS "tutorials_search_other_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "questions_search_other_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tutorials_search_other_rum_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "questions_search_other_rum_idx";--> statement-breakpoint
CREATE INDEX "tutorials_search_en_idx" ON "tutorials" USING gin ("search_vector") WHERE "tutorials"."language" = 'en';--> statement-breakpoint
CREATE INDEX "tutorials_search_de_idx" ON "tutorials" USING gin ("search_vector") WHERE "tutorials"."language" = 'de';--> statement-breakpoint
CREATE INDEX "tutorials_search_es_idx" ON "tutorials" USING gin ("search_vector") WHERE "tutorials"."language" = 'es';--> statement-breakpoint
CREATE INDEX "tutorials_search_id_idx" ON "tutorials" USING gin ("search_vector") WHERE "tutorials"."language" = 'id';--> statement-breakpoint
CREATE INDEX "tutorials_search_pt_idx" ON "tutorials" USING gin ("search_vector") WHERE "tutorials"."language" = 'pt';--> statement-breakpoint
CREATE INDEX "tutorials_search_ru_idx" ON "tutorials" USING gin ("search_vector") WHERE "tutorials"."language" = 'ru';--> statement-breakpoint
CREATE INDEX "tutorials_search_fr_idx" ON "tutorials" USING gin ("search_vector") WHERE "tutorials"."language" = 'fr';--> statement-breakpoint
CREATE INDEX "tutorials_search_ja_idx" ON "tutorials" USING gin ("search_vector") WHERE "tutorials"."language" = 'ja';--> statement-breakpoint
CREATE INDEX "tutorials_search_zh_idx" ON "tutorials" USING gin ("search_vector") WHERE "tutorials"."language" = 'zh';--> statement-breakpoint
CREATE INDEX "questions_search_en_idx" ON "questions" USING gin ("search_vector") WHERE "questions"."language" = 'en';--> statement-breakpoint
CREATE INDEX "questions_search_de_idx" ON "questions" USING gin ("search_vector") WHERE "questions"."language" = 'de';--> statement-breakpoint
CREATE INDEX "questions_search_es_idx" ON "questions" USING gin ("search_vector") WHERE "questions"."language" = 'es';--> statement-breakpoint
CREATE INDEX "questions_search_id_idx" ON "questions" USING gin ("search_vector") WHERE "questions"."language" = 'id';--> statement-breakpoint
CREATE INDEX "questions_search_pt_idx" ON "questions" USING gin ("search_vector") WHERE "questions"."language" = 'pt';--> statement-breakpoint
CREATE INDEX "questions_search_ru_idx" ON "questions" USING gin ("search_vector") WHERE "questions"."language" = 'ru';--> statement-breakpoint
CREATE INDEX "questions_search_fr_idx" ON "questions" USING gin ("search_vector") WHERE "questions"."language" = 'fr';--> statement-breakpoint
CREATE INDEX "questions_search_ja_idx" ON "questions" USING gin ("search_vector") WHERE "questions"."language" = 'ja';--> statement-breakpoint
CREATE INDEX "questions_search_zh_idx" ON "questions" USING gin ("search_vector") WHERE "questions"."language" = 'zh';--> statement-breakpoint
-- With the rum extension (migration 0013), the same rows ranked from the index.
DO $do$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum') THEN
    CREATE INDEX IF NOT EXISTS "tutorials_search_en_rum_idx" ON "tutorials" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'en';
    CREATE INDEX IF NOT EXISTS "tutorials_search_de_rum_idx" ON "tutorials" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'de';
    CREATE INDEX IF NOT EXISTS "tutorials_search_es_rum_idx" ON "tutorials" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'es';
    CREATE INDEX IF NOT EXISTS "tutorials_search_id_rum_idx" ON "tutorials" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'id';
    CREATE INDEX IF NOT EXISTS "tutorials_search_pt_rum_idx" ON "tutorials" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'pt';
    CREATE INDEX IF NOT EXISTS "tutorials_search_ru_rum_idx" ON "tutorials" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'ru';
    CREATE INDEX IF NOT EXISTS "tutorials_search_fr_rum_idx" ON "tutorials" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'fr';
    CREATE INDEX IF NOT EXISTS "tutorials_search_ja_rum_idx" ON "tutorials" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'ja';
    CREATE INDEX IF NOT EXISTS "tutorials_search_zh_rum_idx" ON "tutorials" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'zh';
    CREATE INDEX IF NOT EXISTS "questions_search_en_rum_idx" ON "questions" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'en';
    CREATE INDEX IF NOT EXISTS "questions_search_de_rum_idx" ON "questions" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'de';
    CREATE INDEX IF NOT EXISTS "questions_search_es_rum_idx" ON "questions" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'es';
    CREATE INDEX IF NOT EXISTS "questions_search_id_rum_idx" ON "questions" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'id';
    CREATE INDEX IF NOT EXISTS "questions_search_pt_rum_idx" ON "questions" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'pt';
    CREATE INDEX IF NOT EXISTS "questions_search_ru_rum_idx" ON "questions" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'ru';
    CREATE INDEX IF NOT EXISTS "questions_search_fr_rum_idx" ON "questions" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'fr';
    CREATE INDEX IF NOT EXISTS "questions_search_ja_rum_idx" ON "questions" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'ja';
    CREATE INDEX IF NOT EXISTS "questions_search_zh_rum_idx" ON "questions" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" = 'zh';
  END IF;
END
$do$;
