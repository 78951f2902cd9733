-- 001: users and their linked accounts, sessions, configuration, secrets and the audit log.
-- Runs on PGlite and on a PostgreSQL server alike: plain SQL, no extensions.

CREATE TABLE users (
  user_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  login text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  company text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  -- null until the user sets a password (invite not yet accepted)
  password_hash text,
  status text NOT NULL DEFAULT 'active'
    CHECK (status IN ('active', 'deactive', 'locked', 'waiting-confirmation')),
  primary_account_type_id integer NOT NULL DEFAULT 1 CHECK (primary_account_type_id IN (1, 2, 3)),
  user_role text NOT NULL DEFAULT 'user' CHECK (user_role IN ('admin', 'manager', 'internal', 'user')),
  permissions text[] NOT NULL DEFAULT '{}',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_login_date timestamptz,
  num_logins integer NOT NULL DEFAULT 0,
  last_password_change timestamptz
);
-- Logins are e-mail addresses: unique regardless of case.
CREATE UNIQUE INDEX users_login_lower_key ON users (lower(login));

CREATE TABLE accounts (
  account_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  primary_acct text NOT NULL,
  account_type_id integer NOT NULL DEFAULT 1 CHECK (account_type_id IN (1, 2, 3)),
  name text NOT NULL DEFAULT '',
  name_2 text NOT NULL DEFAULT '',
  company_code text NOT NULL DEFAULT '',
  sales_organization text NOT NULL DEFAULT '',
  distribution_channel text NOT NULL DEFAULT '',
  division text NOT NULL DEFAULT ''
);
CREATE INDEX accounts_user_id_idx ON accounts (user_id);

-- Sold-tos a Payer/PayerAll user must not see (docs/product/users-and-admin.md#exclusion-list).
CREATE TABLE exclusions (
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  account_number text NOT NULL,
  PRIMARY KEY (user_id, account_number)
);

-- One row per login; refresh tokens of one session form a family that is revoked together.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoke_reason text
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- Only the SHA-256 of a refresh token is stored; used_at marks a rotated token.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session_id_idx ON refresh_tokens (session_id);

-- Failed logins per login name, so throttling holds across instances and restarts.
CREATE TABLE login_failures (
  login_key text PRIMARY KEY,
  failure_count integer NOT NULL,
  first_failure_at timestamptz NOT NULL
);

-- The system configuration (docs/product/configuration-and-mail.md#system-configuration-fields) as one JSON document in PascalCase.
CREATE TABLE system_configuration (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Secrets the server generates for itself (sandbox JWT secret).
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  user_id integer,
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_user_id_idx ON audit_log (user_id);
