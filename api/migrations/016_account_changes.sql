-- 016: account changes (docs/security/account-changes.md) and permissions that follow roles
-- (docs/security/roles-and-permissions.md).

-- A change of e-mail address waits for a link mailed to the new address; the token's data holds it.
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_kind_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_kind_check
  CHECK (kind IN ('invite', 'password_reset', 'email_confirmation', 'self_registration', 'email_change'));

-- Rows saved before the server checked roles may hold a permission their role may not (a customer
-- with CanImpersonate). They lose it here, and the audit log names each user and what was removed.
-- The pairs are shared's ROLE_ALLOWED_PERMISSIONS as this migration was written (its complement).
WITH disallowed (role, permission) AS (
  VALUES
    ('user', 'CanEditSystemConfig'),
    ('user', 'CanViewUsers'),
    ('user', 'CanManageUsers'),
    ('user', 'CanImpersonate'),
    ('user', 'CanManageRegistrationRequests'),
    ('manager', 'CanEditSystemConfig'),
    ('internal', 'CanEditSystemConfig')
),
beyond AS (
  SELECT u.user_id, array_agg(d.permission ORDER BY d.permission) AS removed
    FROM users u
    JOIN disallowed d ON d.role = u.user_role AND d.permission = ANY (u.permissions)
   GROUP BY u.user_id
),
fitted AS (
  UPDATE users u
     SET permissions = ARRAY(SELECT p FROM unnest(u.permissions) WITH ORDINALITY AS t (p, i) WHERE p <> ALL (b.removed) ORDER BY i)
    FROM beyond b
   WHERE b.user_id = u.user_id
  RETURNING u.user_id, u.user_role, b.removed
)
INSERT INTO audit_log (user_id, action, detail)
SELECT NULL, 'permissions_fitted_to_role', jsonb_build_object('userId', user_id, 'role', user_role, 'removed', to_jsonb(removed))
  FROM fitted;
