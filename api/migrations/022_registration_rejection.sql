-- 022: a registration request can be rejected with a reason (docs/product/users-and-admin.md#registration-requests-list).
-- A rejected request is closed like a completed one (completed_at set), so it leaves the open list and
-- frees the address for a new request; rejected_at and the reason tell the two apart.
ALTER TABLE registration_requests
  ADD COLUMN rejected_at timestamptz,
  ADD COLUMN rejection_reason text,
  ADD COLUMN rejected_by integer REFERENCES users (user_id) ON DELETE SET NULL;
