CREATE TABLE "user_counts" (
	"user_id" integer NOT NULL,
	"language" text NOT NULL,
	"tutorials" integer DEFAULT 0 NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"accepted_answers" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"upvotes_received" integer DEFAULT 0 NOT NULL,
	"contributions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_counts_user_id_language_pk" PRIMARY KEY("user_id","language")
);
--> statement-breakpoint
ALTER TABLE "user_counts" ADD CONSTRAINT "user_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A member's counts move by deltas (commutative, so concurrent writes add up) from statement-level triggers on
-- tutorials, questions and comments: every writer (services, admin, moderation, the seed and the generator) keeps
-- them right, with one upsert per statement however many rows it writes. They follow the public definitions:
-- tutorials published or deprecated; questions published; answers published on a published question (its
-- language); accepted answers of published questions (their language); comments published, any thread; upvotes of
-- those tutorials, questions and published comments; contributions as the member's public list shows them.
-- A comment counts under its thread's language, so a thread's state or language change moves its comments' counts.
CREATE TYPE reef_user_count_delta AS (user_id integer, language text, tutorials integer, questions integer,
  answers integer, accepted_answers integer, comments integer, upvotes_received integer, contributions integer);
--> statement-breakpoint
CREATE FUNCTION reef_add_user_counts(deltas reef_user_count_delta[]) RETURNS void LANGUAGE sql AS $$
  -- Rows of members being deleted (their counts go with them) are skipped; ordered to lock rows in one order.
  INSERT INTO user_counts AS uc (user_id, language, tutorials, questions, answers, accepted_answers, comments,
                                 upvotes_received, contributions)
  SELECT d.user_id, d.language, sum(d.tutorials)::int, sum(d.questions)::int, sum(d.answers)::int,
         sum(d.accepted_answers)::int, sum(d.comments)::int, sum(d.upvotes_received)::int, sum(d.contributions)::int
    FROM unnest(deltas) d JOIN users u ON u.id = d.user_id
    GROUP BY d.user_id, d.language
    HAVING sum(d.tutorials) <> 0 OR sum(d.questions) <> 0 OR sum(d.answers) <> 0 OR sum(d.accepted_answers) <> 0
        OR sum(d.comments) <> 0 OR sum(d.upvotes_received) <> 0 OR sum(d.contributions) <> 0
    ORDER BY d.user_id, d.language
  ON CONFLICT (user_id, language) DO UPDATE SET
    tutorials = uc.tutorials + excluded.tutorials, questions = uc.questions + excluded.questions,
    answers = uc.answers + excluded.answers, accepted_answers = uc.accepted_answers + excluded.accepted_answers,
    comments = uc.comments + excluded.comments, upvotes_received = uc.upvotes_received + excluded.upvotes_received,
    contributions = uc.contributions + excluded.contributions
$$;
--> statement-breakpoint
-- What one tutorial row counts for its author.
CREATE FUNCTION reef_tutorial_counts(r tutorials, s integer) RETURNS reef_user_count_delta LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(r.author_id, r.language, s * v, 0, 0, 0, 0, s * v * r.upvotes_count, s * v)::reef_user_count_delta
    FROM (SELECT (r.state IN ('published', 'deprecated'))::int AS v) x
$$;
--> statement-breakpoint
-- What one question row counts for its author.
CREATE FUNCTION reef_question_counts(r questions, s integer) RETURNS reef_user_count_delta LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(r.author_id, r.language, 0, s * v, 0, 0, 0, s * v * r.upvotes_count, s * v)::reef_user_count_delta
    FROM (SELECT (r.state = 'published')::int AS v) x
$$;
--> statement-breakpoint
-- What the comments of one thread count for their authors because of the thread (its language, whether it is
-- listed, and for a question whether its answers count).
CREATE FUNCTION reef_thread_counts(thread_type text, thread_key integer, thread_state text, thread_language text,
  s integer) RETURNS SETOF reef_user_count_delta LANGUAGE sql STABLE AS $$
  SELECT ROW(c.author_id, thread_language, 0, 0,
             s * (c.type = 'answer' AND thread_type = 'question' AND thread_state = 'published')::int, 0, 0, 0,
             s * (CASE thread_type WHEN 'tutorial' THEN thread_state IN ('published', 'deprecated', 'unlisted')
                                   ELSE thread_state IN ('published', 'unlisted') END)::int)::reef_user_count_delta
    FROM comments c
    WHERE c.root_type = thread_type AND c.root_id = thread_key AND c.state = 'published'
      AND c.type IN ('answer', 'comment') AND c.author_id IS NOT NULL
$$;
--> statement-breakpoint
-- What a question's accepted answer counts for the answer's author.
CREATE FUNCTION reef_accepted_counts(accepted_answer_id integer, question_state text, question_language text,
  s integer) RETURNS SETOF reef_user_count_delta LANGUAGE sql STABLE AS $$
  SELECT ROW(c.author_id, question_language, 0, 0, 0, s * (question_state = 'published')::int, 0, 0, 0)::reef_user_count_delta
    FROM comments c WHERE c.id = accepted_answer_id AND c.author_id IS NOT NULL
$$;
--> statement-breakpoint
-- What comments count for their authors: comments and upvotes under '', answers and contributions under their
-- thread's language (as the thread is now), and the questions that accepted them. Set-based over the columns that
-- matter (a statement may write 200 000 comments), not called per row.
CREATE TYPE reef_comment_key AS (id integer, type text, state text, author_id integer, upvotes_count integer,
  root_type text, root_id integer);
--> statement-breakpoint
CREATE FUNCTION reef_comment_counts(rs reef_comment_key[], s integer) RETURNS SETOF reef_user_count_delta
  LANGUAGE sql STABLE AS $$
  SELECT ROW(r.author_id, '', 0, 0, 0, 0, s * (r.type = 'comment' AND r.state = 'published')::int,
             s * (r.state = 'published')::int * r.upvotes_count, 0)::reef_user_count_delta
    FROM unnest(rs) r WHERE r.state = 'published'
  UNION ALL
  SELECT ROW(r.author_id, coalesce(t.language, q.language), 0, 0,
             s * (r.type = 'answer' AND q.state = 'published')::int, 0, 0, 0,
             s * (t.state IN ('published', 'deprecated', 'unlisted') OR q.state IN ('published', 'unlisted'))::int
            )::reef_user_count_delta
    FROM unnest(rs) r
    LEFT JOIN tutorials t ON r.root_type = 'tutorial' AND t.id = r.root_id
    LEFT JOIN questions q ON r.root_type = 'question' AND q.id = r.root_id
    WHERE r.state = 'published' AND r.type IN ('answer', 'comment') AND (t.id IS NOT NULL OR q.id IS NOT NULL)
  UNION ALL
  SELECT ROW(r.author_id, q.language, 0, 0, 0, s * (q.state = 'published')::int, 0, 0, 0)::reef_user_count_delta
    FROM unnest(rs) r JOIN questions q ON q.accepted_answer_id = r.id
$$;
--> statement-breakpoint
CREATE FUNCTION reef_tutorials_user_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reef_add_user_counts(ARRAY(SELECT reef_tutorial_counts(n, 1) FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM reef_add_user_counts(ARRAY(
      SELECT reef_tutorial_counts(o, -1) FROM old_rows o
      UNION ALL SELECT d FROM old_rows o, reef_thread_counts('tutorial', o.id, o.state, o.language, -1) d));
  ELSE
    PERFORM reef_add_user_counts(ARRAY(
      SELECT x FROM old_rows o JOIN new_rows n ON n.id = o.id,
        LATERAL (VALUES (reef_tutorial_counts(o, -1)), (reef_tutorial_counts(n, 1))) v(x)
        WHERE (o.author_id, o.state, o.language, o.upvotes_count) IS DISTINCT FROM (n.author_id, n.state, n.language, n.upvotes_count)
      UNION ALL
      SELECT d.f FROM old_rows o JOIN new_rows n ON n.id = o.id,
        LATERAL (SELECT f FROM reef_thread_counts('tutorial', o.id, o.state, o.language, -1) f
                 UNION ALL SELECT f FROM reef_thread_counts('tutorial', n.id, n.state, n.language, 1) f) d
        WHERE (o.state, o.language) IS DISTINCT FROM (n.state, n.language)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tutorials_insert_user_counts AFTER INSERT ON tutorials REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reef_tutorials_user_counts();
--> statement-breakpoint
CREATE TRIGGER tutorials_update_user_counts AFTER UPDATE ON tutorials REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reef_tutorials_user_counts();
--> statement-breakpoint
CREATE TRIGGER tutorials_delete_user_counts AFTER DELETE ON tutorials REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reef_tutorials_user_counts();
--> statement-breakpoint
CREATE FUNCTION reef_questions_user_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reef_add_user_counts(ARRAY(
      SELECT reef_question_counts(n, 1) FROM new_rows n
      UNION ALL SELECT d FROM new_rows n, reef_accepted_counts(n.accepted_answer_id, n.state, n.language, 1) d));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM reef_add_user_counts(ARRAY(
      SELECT reef_question_counts(o, -1) FROM old_rows o
      UNION ALL SELECT d FROM old_rows o, reef_thread_counts('question', o.id, o.state, o.language, -1) d
      UNION ALL SELECT d FROM old_rows o, reef_accepted_counts(o.accepted_answer_id, o.state, o.language, -1) d));
  ELSE
    PERFORM reef_add_user_counts(ARRAY(
      SELECT x FROM old_rows o JOIN new_rows n ON n.id = o.id,
        LATERAL (VALUES (reef_question_counts(o, -1)), (reef_question_counts(n, 1))) v(x)
        WHERE (o.author_id, o.state, o.language, o.upvotes_count) IS DISTINCT FROM (n.author_id, n.state, n.language, n.upvotes_count)
      UNION ALL
      SELECT d.f FROM old_rows o JOIN new_rows n ON n.id = o.id,
        LATERAL (SELECT f FROM reef_thread_counts('question', o.id, o.state, o.language, -1) f
                 UNION ALL SELECT f FROM reef_thread_counts('question', n.id, n.state, n.language, 1) f) d
        WHERE (o.state, o.language) IS DISTINCT FROM (n.state, n.language)
      UNION ALL
      SELECT d.f FROM old_rows o JOIN new_rows n ON n.id = o.id,
        LATERAL (SELECT f FROM reef_accepted_counts(o.accepted_answer_id, o.state, o.language, -1) f
                 UNION ALL SELECT f FROM reef_accepted_counts(n.accepted_answer_id, n.state, n.language, 1) f) d
        WHERE (o.accepted_answer_id, o.state, o.language) IS DISTINCT FROM (n.accepted_answer_id, n.state, n.language)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questions_insert_user_counts AFTER INSERT ON questions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reef_questions_user_counts();
--> statement-breakpoint
CREATE TRIGGER questions_update_user_counts AFTER UPDATE ON questions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reef_questions_user_counts();
--> statement-breakpoint
CREATE TRIGGER questions_delete_user_counts AFTER DELETE ON questions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reef_questions_user_counts();
--> statement-breakpoint
CREATE FUNCTION reef_comments_user_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reef_add_user_counts(ARRAY(SELECT reef_comment_counts(ARRAY(
      SELECT ROW(n.id, n.type, n.state, n.author_id, n.upvotes_count, n.root_type, n.root_id)::reef_comment_key FROM new_rows n WHERE n.author_id IS NOT NULL), 1)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM reef_add_user_counts(ARRAY(SELECT reef_comment_counts(ARRAY(
      SELECT ROW(o.id, o.type, o.state, o.author_id, o.upvotes_count, o.root_type, o.root_id)::reef_comment_key FROM old_rows o WHERE o.author_id IS NOT NULL), -1)));
  ELSE
    -- Only rows whose counted columns changed: a reply counter or an edit moves nothing.
    PERFORM reef_add_user_counts(ARRAY(
      WITH changed AS (
        SELECT ROW(o.id, o.type, o.state, o.author_id, o.upvotes_count, o.root_type, o.root_id)::reef_comment_key AS o, ROW(n.id, n.type, n.state, n.author_id, n.upvotes_count, n.root_type, n.root_id)::reef_comment_key AS n
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (o.author_id, o.state, o.type, o.upvotes_count, o.root_type, o.root_id)
                IS DISTINCT FROM (n.author_id, n.state, n.type, n.upvotes_count, n.root_type, n.root_id))
      SELECT reef_comment_counts(ARRAY(SELECT o FROM changed WHERE (o).author_id IS NOT NULL), -1)
      UNION ALL
      SELECT reef_comment_counts(ARRAY(SELECT n FROM changed WHERE (n).author_id IS NOT NULL), 1)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER comments_insert_user_counts AFTER INSERT ON comments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reef_comments_user_counts();
--> statement-breakpoint
CREATE TRIGGER comments_update_user_counts AFTER UPDATE ON comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reef_comments_user_counts();
--> statement-breakpoint
CREATE TRIGGER comments_delete_user_counts AFTER DELETE ON comments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reef_comments_user_counts();
--> statement-breakpoint
-- The counts of what exists already, by the same definitions (an accepted answer counts once, from the comment).
SELECT reef_add_user_counts(ARRAY(
  SELECT reef_tutorial_counts(t, 1) FROM tutorials t
  UNION ALL SELECT reef_question_counts(q, 1) FROM questions q
  UNION ALL SELECT reef_comment_counts(ARRAY(
    SELECT ROW(c.id, c.type, c.state, c.author_id, c.upvotes_count, c.root_type, c.root_id)::reef_comment_key FROM comments c WHERE c.author_id IS NOT NULL), 1)));
