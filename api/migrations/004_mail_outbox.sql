-- 004: outgoing mail (payment receipts). A mail is written in the same transaction as what
-- it reports and sent later by the outbox worker, which retries with a growing delay, so a
-- mail server that is down delays a mail but never loses it, and never fails a payment.

CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  to_address text NOT NULL,
  bcc text NOT NULL DEFAULT '',
  subject text NOT NULL,
  text_body text NOT NULL,
  -- 'pending' until sent; 'failed' only after max attempts (kept for an operator)
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  -- when the worker may try next; a claimed mail is pushed ahead (a lease), so a second
  -- instance does not send it too
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  payment_attempt_id bigint REFERENCES payment_attempts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';
