-- 007: payments whose outcome is not known are reconciled with the ERP instead of being guessed.
-- docs/architecture/payments.md#reconciliation explains the states and the sweep.

-- 'unknown': the ERP was asked to charge and no answer came (timeout, cut connection). A repeat of
-- the key, or the sweep, asks the ERP by erp_reference and records what it says.
ALTER TABLE payment_attempts DROP CONSTRAINT payment_attempts_state_check;
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_state_check
  CHECK (state IN ('pending', 'succeeded', 'failed', 'unknown'));

-- The reference the ERP charges under (at most once), when the ERP was asked, and what it was sent
-- (without the card's CVV), so a reconciled charge gets its receipt.
ALTER TABLE payment_attempts ADD COLUMN erp_reference text;
ALTER TABLE payment_attempts ADD COLUMN erp_called_at timestamptz;
ALTER TABLE payment_attempts ADD COLUMN erp_request jsonb;

DROP INDEX payment_attempts_state_idx;
CREATE INDEX payment_attempts_open_idx ON payment_attempts (created_at) WHERE state IN ('pending', 'unknown');
