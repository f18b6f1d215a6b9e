ALTER TABLE "tags" ADD COLUMN "tutorials_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "questions_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The counts move by deltas (commutative, so concurrent writes add up) from statement-level triggers: one
-- UPDATE of tags per statement, however many links it writes. A link counts while its item is publicly
-- visible: tutorials published or deprecated, questions published.
CREATE FUNCTION reef_tag_links_tutorials() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE tags g SET tutorials_count = g.tutorials_count + d.n
      FROM (SELECT l.tag_id, count(*)::int AS n FROM new_links l JOIN tutorials t ON t.id = l.tutorial_id
            WHERE t.state IN ('published', 'deprecated') GROUP BY l.tag_id) d
      WHERE g.id = d.tag_id;
  ELSE
    -- A tutorial deleted with its links was counted down before its row went (reef_tutorial_deleted).
    UPDATE tags g SET tutorials_count = g.tutorials_count - d.n
      FROM (SELECT l.tag_id, count(*)::int AS n FROM old_links l JOIN tutorials t ON t.id = l.tutorial_id
            WHERE t.state IN ('published', 'deprecated') GROUP BY l.tag_id) d
      WHERE g.id = d.tag_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tutorial_tags_insert_count AFTER INSERT ON tutorial_tags REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION reef_tag_links_tutorials();
--> statement-breakpoint
CREATE TRIGGER tutorial_tags_delete_count AFTER DELETE ON tutorial_tags REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION reef_tag_links_tutorials();
--> statement-breakpoint
CREATE FUNCTION reef_tutorials_state_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tags g SET tutorials_count = g.tutorials_count + d.delta
    FROM (SELECT l.tag_id, sum(CASE WHEN n.state IN ('published', 'deprecated') THEN 1 ELSE -1 END)::int AS delta
          FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN tutorial_tags l ON l.tutorial_id = n.id
          WHERE (o.state IN ('published', 'deprecated')) <> (n.state IN ('published', 'deprecated'))
          GROUP BY l.tag_id) d
    WHERE g.id = d.tag_id AND d.delta <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tutorials_state_count AFTER UPDATE ON tutorials REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reef_tutorials_state_changed();
--> statement-breakpoint
CREATE FUNCTION reef_tutorial_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state IN ('published', 'deprecated') THEN
    UPDATE tags g SET tutorials_count = g.tutorials_count - 1
      WHERE g.id IN (SELECT l.tag_id FROM tutorial_tags l WHERE l.tutorial_id = OLD.id);
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER tutorials_delete_count BEFORE DELETE ON tutorials FOR EACH ROW EXECUTE FUNCTION reef_tutorial_deleted();
--> statement-breakpoint
CREATE FUNCTION reef_tag_links_questions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE tags g SET questions_count = g.questions_count + d.n
      FROM (SELECT l.tag_id, count(*)::int AS n FROM new_links l JOIN questions q ON q.id = l.question_id
            WHERE q.state = 'published' GROUP BY l.tag_id) d
      WHERE g.id = d.tag_id;
  ELSE
    UPDATE tags g SET questions_count = g.questions_count - d.n
      FROM (SELECT l.tag_id, count(*)::int AS n FROM old_links l JOIN questions q ON q.id = l.question_id
            WHERE q.state = 'published' GROUP BY l.tag_id) d
      WHERE g.id = d.tag_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER question_tags_insert_count AFTER INSERT ON question_tags REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION reef_tag_links_questions();
--> statement-breakpoint
CREATE TRIGGER question_tags_delete_count AFTER DELETE ON question_tags REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION reef_tag_links_questions();
--> statement-breakpoint
CREATE FUNCTION reef_questions_state_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tags g SET questions_count = g.questions_count + d.delta
    FROM (SELECT l.tag_id, sum(CASE WHEN n.state = 'published' THEN 1 ELSE -1 END)::int AS delta
          FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN question_tags l ON l.question_id = n.id
          WHERE (o.state = 'published') <> (n.state = 'published')
          GROUP BY l.tag_id) d
    WHERE g.id = d.tag_id AND d.delta <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questions_state_count AFTER UPDATE ON questions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reef_questions_state_changed();
--> statement-breakpoint
CREATE FUNCTION reef_question_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state = 'published' THEN
    UPDATE tags g SET questions_count = g.questions_count - 1
      WHERE g.id IN (SELECT l.tag_id FROM question_tags l WHERE l.question_id = OLD.id);
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER questions_delete_count BEFORE DELETE ON questions FOR EACH ROW EXECUTE FUNCTION reef_question_deleted();
--> statement-breakpoint
UPDATE tags g SET
  tutorials_count = (SELECT count(*)::int FROM tutorial_tags l JOIN tutorials t ON t.id = l.tutorial_id
                     WHERE l.tag_id = g.id AND t.state IN ('published', 'deprecated')),
  questions_count = (SELECT count(*)::int FROM question_tags l JOIN questions q ON q.id = l.question_id
                     WHERE l.tag_id = g.id AND q.state = 'published');
