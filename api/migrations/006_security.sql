-- 006: attempt limits for logins (and later password-reset, registration and add-account proofs),
-- PDF links bound to the login session that asked for them, and tokens of tokenization sessions
-- bound to the user and payer they were made for. docs/security/ explains each mechanism.

-- One row per (scope, kind, key): kind 'pair' is a subject from one client address, 'client' one
-- address, 'subject' one login (or e-mail, billing id) from anywhere. A fixed window per row.
CREATE TABLE attempt_counters (
  scope text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('pair', 'client', 'subject')),
  key text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  -- pairs only: when this subject last succeeded from this client (exempts it from the subject block)
  last_success_at timestamptz,
  PRIMARY KEY (scope, kind, key)
);
CREATE INDEX attempt_counters_window_idx ON attempt_counters (window_started_at);

-- The per-login counters of 001 are replaced by attempt_counters.
DROP TABLE login_failures;

-- A PDF link opens only in the browser of the session that asked for it: the session's PDF key is
-- a cookie scoped to /api/pdf, set at login; only its SHA-256 is kept here.
ALTER TABLE sessions ADD COLUMN pdf_key_hash text;
-- Links made before this migration have no session and open nothing any more.
ALTER TABLE pdf_grants ADD COLUMN session_id uuid REFERENCES sessions (id) ON DELETE CASCADE;
DELETE FROM pdf_grants;
ALTER TABLE pdf_grants ALTER COLUMN session_id SET NOT NULL;

-- The payment token a tokenization session produced (action 02): usable only by the user who opened
-- the session, acting for the same user, for the same payer, until expires_at unless it was saved
-- (then the ERP lists it among the payer's methods).
CREATE TABLE tokenized_methods (
  token_hash text NOT NULL,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  target_user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  customer_number text NOT NULL,
  company_code text NOT NULL,
  payment_method text NOT NULL CHECK (payment_method IN ('CC', 'EC')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (token_hash, user_id, target_user_id, customer_number)
);
CREATE INDEX tokenized_methods_expires_at_idx ON tokenized_methods (expires_at);
