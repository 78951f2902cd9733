-- 005: tokenizer sessions (docs/product/payment-methods.md tokenization, docs/decisions.md#shape-of-the-system). For one card or eCheck entry the
-- API server opens a session at the tokenizer (action 01); the browser posts the numbers straight
-- to the tokenizer, and the API server later reads the token (action 02). Only the SHA-256 of the
-- tokenizer's access token is kept, with the user who asked and the payer it is for, so the
-- outcome is answered to that user only, and only until expires_at (10 minutes).

CREATE TABLE tokenization_sessions (
  token_hash text PRIMARY KEY,
  -- the caller; target_user_id is the user acted for (the same unless impersonating)
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  target_user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  customer_number text NOT NULL,
  company_code text NOT NULL,
  payment_method text NOT NULL CHECK (payment_method IN ('CC', 'EC')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  read_count integer NOT NULL DEFAULT 0,
  last_read_at timestamptz
);
CREATE INDEX tokenization_sessions_expires_at_idx ON tokenization_sessions (expires_at);
