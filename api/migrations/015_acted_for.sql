-- 015: whom staff acted for, as a column of the audit log, so a customer's profile can list when
-- staff impersonated them (docs/security/impersonation.md). The audit log keeps the staff member in
-- user_id and the customer in acted_for: impersonation_started / impersonation_stopped, every
-- request made while impersonating (impersonated_request) and impersonated_payment / _deposit.
ALTER TABLE audit_log ADD COLUMN acted_for integer;

-- Rows written before this migration name the customer in detail.customerId.
UPDATE audit_log
   SET acted_for = (detail->>'customerId')::integer
 WHERE action IN ('impersonation_started', 'impersonation_stopped', 'impersonated_payment', 'impersonated_deposit')
   AND detail->>'customerId' ~ '^[1-9][0-9]{0,8}$';

-- The customer's history reads its starts and stops newest first; the per-request rows (many) are
-- left out of this index, which stays as small as the number of impersonations.
CREATE INDEX audit_log_acted_for_idx ON audit_log (acted_for, at DESC)
  WHERE action IN ('impersonation_started', 'impersonation_stopped');

-- And the payments staff made for them from the ledger (user_id is the staff member there).
CREATE INDEX payment_attempts_acted_for_idx ON payment_attempts (target_user_id, created_at DESC)
  WHERE user_id <> target_user_id;
