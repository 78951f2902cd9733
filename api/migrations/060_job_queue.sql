-- The job queue (docs/architecture/jobs.md): every piece of timed work of the API servers.
-- Times are written by the queue from its clock, never by now(), so a fake clock moves them in tests
-- and `npm run jobs -- run-due --at` moves them in sandbox mode.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  -- A job's identity for its effect: one row per (name, unique_key), ever; a second enqueue is a no-op.
  unique_key text,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'running', 'done', 'failed')),
  run_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  -- The lease: which process runs it, until when. Past locked_until another process may take it over.
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE UNIQUE INDEX jobs_unique_key ON jobs (name, unique_key) WHERE unique_key IS NOT NULL;
CREATE INDEX jobs_due ON jobs (run_at, id) WHERE state IN ('waiting', 'running');
CREATE INDEX jobs_finished ON jobs (finished_at) WHERE state = 'done';

-- Repeating work: the queue turns each due occurrence into one job (unique by its time).
CREATE TABLE job_schedules (
  name text PRIMARY KEY,
  -- '@every 30s' or '@daily 06:00' (in the company's time zone).
  spec text NOT NULL,
  next_run_at timestamptz NOT NULL,
  last_run_at timestamptz
);

-- Card-expiry reminders sent (issue 25 §4): one per card, expiry date and user, ever.
CREATE TABLE card_expiry_reminders (
  card_hash text NOT NULL,
  valid_to text NOT NULL,
  user_id integer NOT NULL,
  customer_number text NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (card_hash, valid_to, user_id)
);
