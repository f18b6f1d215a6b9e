ALTER TABLE "tutorial_tags" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tutorial_tags" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "question_tags" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "question_tags" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Each link carries its item's public list sort key and whether the item is publicly listed, so a tag's public
-- list reads one page from the links' index whatever the tag's size (one generic plan for every tag): tutorials
-- sort by coalesce(published_at, created_at) and are listed when published or deprecated; questions sort by
-- created_at and are listed when published. Backfilled in one pass before the indexes are built.
UPDATE "tutorial_tags" l SET "listed_at" = coalesce(t.published_at, t.created_at),
  "listed" = t.state IN ('published', 'deprecated')
  FROM tutorials t WHERE t.id = l.tutorial_id;--> statement-breakpoint
UPDATE "question_tags" l SET "listed_at" = q.created_at, "listed" = q.state = 'published'
  FROM questions q WHERE q.id = l.question_id;--> statement-breakpoint
CREATE INDEX "tutorial_tags_listed_idx" ON "tutorial_tags" USING btree ("tag_id","listed_at" DESC NULLS FIRST,"tutorial_id" DESC NULLS FIRST) WHERE "tutorial_tags"."listed";--> statement-breakpoint
CREATE INDEX "question_tags_listed_idx" ON "question_tags" USING btree ("tag_id","listed_at" DESC NULLS FIRST,"question_id" DESC NULLS FIRST) WHERE "question_tags"."listed";--> statement-breakpoint
-- New links take their keys from their item, set-based once per statement; only links whose keys differ are
-- written (a writer that supplies them, as the data generator does, costs one join). Their items are locked
-- (FOR SHARE) so that a concurrent change of the item waits for the links, or the links see the change.
CREATE FUNCTION reef_tutorial_links_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH k AS (
    SELECT n.tutorial_id, n.tag_id, coalesce(t.published_at, t.created_at) AS listed_at,
           t.state IN ('published', 'deprecated') AS listed
      FROM new_links n JOIN tutorials t ON t.id = n.tutorial_id
      WHERE (n.listed_at, n.listed) IS DISTINCT FROM
            (coalesce(t.published_at, t.created_at), t.state IN ('published', 'deprecated'))
      FOR SHARE OF t)
  UPDATE tutorial_tags l SET listed_at = k.listed_at, listed = k.listed
    FROM k WHERE l.tutorial_id = k.tutorial_id AND l.tag_id = k.tag_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tutorial_tags_insert_keys AFTER INSERT ON tutorial_tags REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION reef_tutorial_links_keys();
--> statement-breakpoint
-- A change of an item's state or dates moves its links' keys (one statement however many items it changes).
CREATE FUNCTION reef_tutorials_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tutorial_tags l SET listed_at = coalesce(n.published_at, n.created_at),
         listed = n.state IN ('published', 'deprecated')
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE l.tutorial_id = n.id
      AND (o.published_at, o.created_at, o.state) IS DISTINCT FROM (n.published_at, n.created_at, n.state)
      AND (l.listed_at, l.listed) IS DISTINCT FROM
          (coalesce(n.published_at, n.created_at), n.state IN ('published', 'deprecated'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tutorials_update_list_keys AFTER UPDATE ON tutorials REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reef_tutorials_list_keys();
--> statement-breakpoint
CREATE FUNCTION reef_question_links_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH k AS (
    SELECT n.question_id, n.tag_id, q.created_at AS listed_at, q.state = 'published' AS listed
      FROM new_links n JOIN questions q ON q.id = n.question_id
      WHERE (n.listed_at, n.listed) IS DISTINCT FROM (q.created_at, q.state = 'published')
      FOR SHARE OF q)
  UPDATE question_tags l SET listed_at = k.listed_at, listed = k.listed
    FROM k WHERE l.question_id = k.question_id AND l.tag_id = k.tag_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER question_tags_insert_keys AFTER INSERT ON question_tags REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION reef_question_links_keys();
--> statement-breakpoint
CREATE FUNCTION reef_questions_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE question_tags l SET listed_at = n.created_at, listed = n.state = 'published'
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE l.question_id = n.id
      AND (o.created_at, o.state) IS DISTINCT FROM (n.created_at, n.state)
      AND (l.listed_at, l.listed) IS DISTINCT FROM (n.created_at, n.state = 'published');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questions_update_list_keys AFTER UPDATE ON questions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reef_questions_list_keys();
