-- Search per language (issue #31, item 5). Each document's vector is built with its own language's text-search
-- configuration (PostgreSQL's stemmers where it has one, 'simple' otherwise), and Chinese and Japanese text, which
-- has no spaces and no stemmer, is indexed as overlapping character pairs. The search service builds its queries
-- with the same functions, so a query and the documents it should find always agree (search-vectors.ts).
--
-- 1. The configuration of a language (spec: content-and-presentation §Enumerations). Written from the
--    configurations this server has: a server without one of them falls back to 'simple' (no stemming) for it.
DO $do$
DECLARE
  wanted text[][] := array[['en','english'],['de','german'],['es','spanish'],['id','indonesian'],['pt','portuguese'],
    ['ru','russian'],['fr','french']];
  branches text := '';
BEGIN
  FOR i IN 1 .. array_length(wanted, 1) LOOP
    IF EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = wanted[i][2]) THEN
      branches := branches || format(' WHEN %L THEN %L::regconfig', wanted[i][1], wanted[i][2]);
    END IF;
  END LOOP;
  EXECUTE format($f$CREATE OR REPLACE FUNCTION reef_search_config(language text) RETURNS regconfig
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $body$SELECT CASE language %s ELSE 'simple'::regconfig END$body$$f$,
    branches);
END
$do$;
--> statement-breakpoint
-- 2. Chinese and Japanese runs (Han, kana, the prolonged sound mark, iteration marks) as the text of a document's
--    vector: each run as its overlapping character pairs and its last character alone ("データベース" → "デー ータ
--    ベー ース ス"), so every substring of two or more characters is a phrase of pairs and a single character is
--    the prefix of a pair or the run's end. Other text is left as it is.
CREATE OR REPLACE FUNCTION reef_search_text(body text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN body !~ '[\u3005-\u3007\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\U00020000-\U0002ebef]' THEN body
  ELSE (
    SELECT string_agg(CASE WHEN r.m[1] IS NULL THEN r.m[2]
      ELSE ' ' || (SELECT string_agg(substr(r.m[1], i, 2), ' ' ORDER BY i) FROM generate_series(1, char_length(r.m[1])) i) || ' ' END,
      '' ORDER BY r.n)
    FROM regexp_matches(body, '([\u3005-\u3007\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\U00020000-\U0002ebef]+)|([^\u3005-\u3007\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\U00020000-\U0002ebef]+)', 'g') WITH ORDINALITY r(m, n))
  END
$$;
--> statement-breakpoint
-- 3. A query in a language: websearch syntax, each Chinese or Japanese run as the phrase of its character pairs
--    (joined by a control character, which the parser splits on and websearch syntax keeps in one term), a run of
--    one character as the prefix it is of the pairs.
CREATE OR REPLACE FUNCTION reef_search_query(language text, query text) RETURNS tsquery
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  cjk constant text := '[\u3005-\u3007\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\U00020000-\U0002ebef]';
  words text;
  parsed tsquery;
BEGIN
  IF query !~ cjk THEN
    RETURN websearch_to_tsquery(reef_search_config(language), query);
  END IF;
  SELECT string_agg(CASE WHEN r.m[1] IS NULL THEN r.m[2]
      WHEN char_length(r.m[1]) = 1 THEN E'\u0001' || r.m[1] || E'\u0001'
      ELSE E'\u0001' || (SELECT string_agg(substr(r.m[1], i, 2), E'\u0001' ORDER BY i) FROM generate_series(1, char_length(r.m[1]) - 1) i) || E'\u0001' END,
      '' ORDER BY r.n)
    INTO words
    FROM regexp_matches(query, '(' || cjk || '+)|(' || replace(cjk, '[', '[^') || '+)', 'g') WITH ORDINALITY r(m, n);
  parsed := websearch_to_tsquery(reef_search_config(language), words);
  IF numnode(parsed) = 0 THEN
    RETURN parsed;
  END IF;
  RETURN regexp_replace(parsed::text, '''(' || cjk || ')''', '''\1'':*', 'g')::tsquery;
END
$$;
--> statement-breakpoint
-- 4. For highlighting: a text with every Chinese or Japanese character a word of its own (between control
--    characters the application removes again), and a query whose runs are phrases of those characters, so
--    ts_headline chooses the fragments where the match is.
CREATE OR REPLACE FUNCTION reef_search_spaced(body text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN body !~ '[\u3005-\u3007\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\U00020000-\U0002ebef]' THEN body
  ELSE regexp_replace(body, '([\u3005-\u3007\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\U00020000-\U0002ebef])', E'\u0001\\1\u0001', 'g') END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reef_search_headline_query(language text, query text) RETURNS tsquery
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT websearch_to_tsquery(reef_search_config(language), reef_search_spaced(query))
$$;
--> statement-breakpoint
-- 5. The typo dictionary per language: a German query is corrected to German words.
ALTER TABLE "search_words" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_words" DROP CONSTRAINT "search_words_pkey";--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_language_word_pk" PRIMARY KEY("language","word");--> statement-breakpoint
-- 6. The rows not in English, or with Chinese or Japanese text, get their language's vector and dictionary words
--    now (English rows keep the vector they have: it is the same). Same expression as search-vectors.ts.
UPDATE "tutorials" t SET "search_vector" =
  setweight(to_tsvector(reef_search_config(t.language), reef_search_text(t.title)), 'A') ||
  setweight(to_tsvector(reef_search_config(t.language), reef_search_text(t.description || ' ' || coalesce((SELECT string_agg(g.name, ' ' ORDER BY g.name) FROM tutorial_tags tt JOIN tags g ON g.id = tt.tag_id WHERE tt.tutorial_id = t.id), ''))), 'B') ||
  setweight(to_tsvector(reef_search_config(t.language), reef_search_text(left(coalesce(t.body_text, ''), 100000))), 'C')
WHERE t.language <> 'en' OR reef_search_text(t.title || ' ' || t.description || ' ' || left(coalesce(t.body_text, ''), 100000)) <> t.title || ' ' || t.description || ' ' || left(coalesce(t.body_text, ''), 100000);
--> statement-breakpoint
UPDATE "questions" t SET "search_vector" =
  setweight(to_tsvector(reef_search_config(t.language), reef_search_text(t.title)), 'A') ||
  setweight(to_tsvector(reef_search_config(t.language), reef_search_text(coalesce((SELECT string_agg(g.name, ' ' ORDER BY g.name) FROM question_tags qt JOIN tags g ON g.id = qt.tag_id WHERE qt.question_id = t.id), ''))), 'B') ||
  setweight(to_tsvector(reef_search_config(t.language), reef_search_text(left(coalesce(t.body_text, ''), 100000))), 'C')
WHERE t.language <> 'en' OR reef_search_text(t.title || ' ' || left(coalesce(t.body_text, ''), 100000)) <> t.title || ' ' || left(coalesce(t.body_text, ''), 100000);
--> statement-breakpoint
UPDATE "tutorial_series" t SET "search_vector" =
  setweight(to_tsvector(reef_search_config(t.language), reef_search_text(t.title)), 'A') ||
  setweight(to_tsvector(reef_search_config(t.language), reef_search_text(left(coalesce(t.body_text, ''), 100000))), 'C')
WHERE t.language <> 'en' OR reef_search_text(t.title || ' ' || left(coalesce(t.body_text, ''), 100000)) <> t.title || ' ' || left(coalesce(t.body_text, ''), 100000);
--> statement-breakpoint
INSERT INTO "search_words" ("language", "word")
SELECT DISTINCT texts.language, w
FROM (
  SELECT "language", "title" || ' ' || left(coalesce("body_text", ''), 100000) AS t FROM "tutorials" WHERE "language" <> 'en'
  UNION ALL SELECT "language", "title" || ' ' || left(coalesce("body_text", ''), 100000) FROM "questions" WHERE "language" <> 'en'
  UNION ALL SELECT "language", "title" || ' ' || left(coalesce("body_text", ''), 100000) FROM "tutorial_series" WHERE "language" <> 'en'
) texts, regexp_split_to_table(lower(texts.t), '[^[:alnum:]]+') w
WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[\u3005-\u3007\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\U00020000-\U0002ebef]'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- 7. The rows in other languages than English, indexed on their own (a fifth of the rows on a multilingual site): a
--    query that languages read differently searches them with the other languages' readings, so a stem another
--    language shares with English ("instal" in Spanish) never walks the English matches (search/service.ts).
CREATE INDEX "tutorials_search_other_idx" ON "tutorials" USING gin ("search_vector") WHERE "tutorials"."language" <> 'en';--> statement-breakpoint
CREATE INDEX "questions_search_other_idx" ON "questions" USING gin ("search_vector") WHERE "questions"."language" <> 'en';--> statement-breakpoint
-- With the rum extension (migration 0013), the same rows ranked from the index.
DO $do$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum') THEN
    CREATE INDEX IF NOT EXISTS "tutorials_search_other_rum_idx" ON "tutorials" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" <> 'en';
    CREATE INDEX IF NOT EXISTS "questions_search_other_rum_idx" ON "questions" USING rum ("search_vector" rum_tsvector_ops) WHERE "language" <> 'en';
  END IF;
END
$do$;
