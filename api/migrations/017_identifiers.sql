-- 017: logins and e-mail addresses that look alike are one identity (docs/security/identifiers.md).

-- The SQL twin of shared's normalizeIdentifier() (shared/src/rules/identifiers.ts): NFKC, the
-- look-alike full stops as '.', trimmed, lower-case, NFKC again, and without trailing dots when it
-- is an address. Stored rows are compared through it, so a row written before this migration (in
-- another case, with a trailing dot, in full-width letters) still matches what its user types.
CREATE FUNCTION identifier_key(value text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  k text := normalize(
    lower(btrim(translate(normalize(value, NFKC), U&'\3002\FF0E\FF61', '...'),
                U&' \0009\000A\000B\000C\000D\1680\FEFF\2028\2029')),
    NFKC);
BEGIN
  IF strpos(k, '@') > 0 THEN
    k := rtrim(k, '.');
  END IF;
  RETURN k;
END
$$;

-- Logins and addresses are looked up and compared for uniqueness by their key.
CREATE INDEX users_login_key_idx ON users (identifier_key(login));
CREATE INDEX users_email_key_idx ON users (identifier_key(email));

-- What this migration found among the existing users, for an administrator to settle: rows whose
-- login or address is another user's under the key ('clash'), and rows holding invisible or control
-- characters ('invisible'). Nothing is merged or changed: the server logs the open rows at every
-- start (until the row is changed or deleted), and new rows can no longer clash.
CREATE TABLE identifier_review (
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  field text NOT NULL CHECK (field IN ('login', 'email')),
  value text NOT NULL,
  key text NOT NULL,
  problem text NOT NULL CHECK (problem IN ('clash', 'invisible')),
  found_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, field, problem)
);

WITH ids AS (
  SELECT user_id, 'login' AS field, login AS value, identifier_key(login) AS key FROM users
  UNION ALL
  SELECT user_id, 'email', email, identifier_key(email) FROM users WHERE email <> ''
), clashing AS (
  SELECT key FROM ids GROUP BY key HAVING count(DISTINCT user_id) > 1
)
INSERT INTO identifier_review (user_id, field, value, key, problem)
SELECT ids.user_id, ids.field, ids.value, ids.key, 'clash' FROM ids JOIN clashing USING (key)
UNION ALL
-- Controls, format characters (zero-width, bidi, soft hyphen), fillers, variation selectors,
-- private use and tags: what identifierProblem() calls 'invisible'.
SELECT ids.user_id, ids.field, ids.value, ids.key, 'invisible' FROM ids
 WHERE ids.value ~ '[\u0000-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\uE000-\uF8FF\U000E0000-\U000E0FFF]'
ON CONFLICT DO NOTHING;
