-- 041: which API server claimed a payment attempt (api_instances.id). A repeat of a pending attempt
-- whose server no longer renews its row (killed) is settled with the ERP at once, instead of
-- waiting for the stale time (docs/architecture/payments.md#reconciliation). Older rows have none.
ALTER TABLE payment_attempts ADD COLUMN instance_id text;
