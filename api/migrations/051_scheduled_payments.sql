-- 051: scheduled payments (docs/product/scheduled-payments.md, issue 25 §2). A row per payment a
-- customer asked to be made on a day. The body is what paying now would send, without any CVV
-- (never stored, docs/security/payment-tokens.md); the token is a saved method of the payer. The
-- run charges it through the payment ledger under the key 'schedule-<id>', so a retry replays the
-- ledger's outcome instead of charging again.
CREATE TABLE scheduled_payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Who asked (staff when impersonating) and for whom: the run acts as they did.
  user_id integer NOT NULL,
  target_user_id integer NOT NULL,
  -- The payer paid for, without leading zeros, and the documents' sold-tos, as the history filters.
  account text NOT NULL,
  company_code text NOT NULL,
  soldtos text[] NOT NULL,
  brand_id integer,
  body jsonb NOT NULL,
  scheduled_date date NOT NULL,
  state text NOT NULL DEFAULT 'scheduled'
    CHECK (state IN ('scheduled', 'running', 'charged', 'failed', 'unknown', 'cancelled', 'skipped')),
  -- The billing numbers the run skipped (paid or cleared since).
  skipped text[] NOT NULL DEFAULT '{}',
  -- What the run charges, decided once (documents skipped left out): a retry after a crash
  -- charges this same body under the same key, so the ledger replays instead of charging again.
  charge_body jsonb,
  payment_attempt_id bigint REFERENCES payment_attempts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX scheduled_payments_account_idx ON scheduled_payments (account, scheduled_date);
