-- 008: registration requests, single-use links (invites, password resets, e-mail confirmations,
-- self-registration sessions) and HTML mail bodies. docs/security/one-time-tokens.md explains the tokens.

CREATE TABLE registration_requests (
  registration_request_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  company text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- set when a user was created from the request; completed requests leave the open list
  completed_at timestamptz,
  completed_user_id integer REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE INDEX registration_requests_open_idx ON registration_requests (created_at) WHERE completed_at IS NULL;
-- At most one open request per address (a repeat sends no new mail).
CREATE UNIQUE INDEX registration_requests_open_email_key ON registration_requests (lower(email)) WHERE completed_at IS NULL;

-- Only the SHA-256 of a token is kept; the raw token exists only in the link that was mailed.
CREATE TABLE one_time_tokens (
  token_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('invite', 'password_reset', 'email_confirmation', 'self_registration')),
  user_id integer REFERENCES users (user_id) ON DELETE CASCADE,
  -- what the token carries besides its user (e.g. the accounts proven in a self-registration session)
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, kind);
CREATE INDEX one_time_tokens_expires_idx ON one_time_tokens (expires_at);

ALTER TABLE mail_outbox ADD COLUMN html_body text;
