-- Search at a million documents (issue #15).
-- 1. The typo dictionary starts with the words of every existing title and body; the services add those of
--    each row they write (search-vectors.ts). Same word rule as `dictionaryWords` there.
INSERT INTO "search_words" ("word")
SELECT DISTINCT w
FROM (
  SELECT "title" || ' ' || left(coalesce("body_text", ''), 100000) AS t FROM "tutorials"
  UNION ALL SELECT "title" || ' ' || left(coalesce("body_text", ''), 100000) FROM "questions"
  UNION ALL SELECT "title" || ' ' || left(coalesce("body_text", ''), 100000) FROM "tutorial_series"
  UNION ALL SELECT "name" || ' ' || left(coalesce("body_text", ''), 100000) FROM "tools"
) texts, regexp_split_to_table(lower(texts.t), '[^a-z0-9]+') w
WHERE length(w) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- 2. Ranked candidates read from the index: the rum extension (Debian: postgresql-15-rum) keeps term positions
--    in the index and returns matches in rank order, so a broad query reads its best 200 matches instead of
--    ranking every one. Where the extension is not installed (the embedded PGlite, a managed server without
--    it) or this role may not create it, nothing happens and search ranks a bounded set of the newest matches
--    from the GIN indexes; the search service checks for these two indexes by name. To add them later, install
--    the extension and run `npm run db:search-index -w apps/api` (it runs this block again).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    RAISE NOTICE 'search: the rum extension is not installed; search ranks candidates from the GIN indexes';
    RETURN;
  END IF;
  BEGIN
    CREATE EXTENSION IF NOT EXISTS rum;
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'search: this role may not create the rum extension; search ranks candidates from the GIN indexes';
    RETURN;
  END;
  CREATE INDEX IF NOT EXISTS "tutorials_search_rum_idx" ON "tutorials" USING rum ("search_vector" rum_tsvector_ops);
  CREATE INDEX IF NOT EXISTS "questions_search_rum_idx" ON "questions" USING rum ("search_vector" rum_tsvector_ops);
END
$$;
