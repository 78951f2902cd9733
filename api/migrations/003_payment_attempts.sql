-- 003: the payment ledger (docs/decisions.md#payments-never-run-twice). One row per Idempotency-Key of a user, written
-- before the ERP is called and finished with the answer given, so a repeat with the same
-- key gets the first answer and never reaches the ERP again.

CREATE TABLE payment_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  idempotency_key text NOT NULL,
  -- the caller (a staff user while impersonating); target_user_id is whose accounts pay.
  -- No foreign keys: the ledger is a financial record and outlives a deleted user.
  user_id integer NOT NULL,
  target_user_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('payment', 'deposit')),
  -- SHA-256 of the canonical JSON of kind, target user and body
  request_hash text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'succeeded', 'failed')),
  -- the answer given (PaymentResponse or ApiErrorBody) and its HTTP status
  response jsonb,
  http_status integer,
  -- true once the ERP was asked to pay: such an attempt is never repeated
  erp_called boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX payment_attempts_state_idx ON payment_attempts (state) WHERE state = 'pending';
