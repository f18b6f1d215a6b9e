-- Email delivery jobs (services/mail.ts). On a PostgreSQL server the start path installs graphile-worker's
-- schema (db/job-queue.ts) and every email gets one delivery job, added by this function inside the
-- transaction that wrote the email: a write that rolls back leaves neither the email nor its job. The job
-- key names the outbox row, so scheduling the same email again (an administrator's retry) resets its job
-- instead of adding a second one. On the embedded database there is no graphile_worker schema: the
-- in-process runner reads the due rows of mail_outbox itself and this function does nothing.
CREATE FUNCTION mail_outbox_schedule(outbox_id integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF to_regnamespace('graphile_worker') IS NOT NULL THEN
    -- The email's own attempt budget (MAIL_MAX_ATTEMPTS) is counted on the row by the worker; this
    -- ceiling only stops a job whose worker keeps failing before it reaches the row.
    PERFORM graphile_worker.add_job(
      'mail_deliver',
      json_build_object('outbox_id', outbox_id),
      max_attempts := 50,
      job_key := 'mail_outbox:' || outbox_id
    );
  END IF;
END
$$;
