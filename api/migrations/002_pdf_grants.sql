-- 002: short-lived PDF links. A new browser tab carries no bearer header, so the URL
-- /api/pdf/<token> is the permission: only the SHA-256 of the token is stored, with the user
-- it was made for and what it shows (invoice numbers, or a statement search).

CREATE TABLE pdf_grants (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('invoice', 'statement')),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  fetch_count integer NOT NULL DEFAULT 0,
  last_fetched_at timestamptz
);
CREATE INDEX pdf_grants_expires_at_idx ON pdf_grants (expires_at);
