-- 018: a second factor (docs/security/second-factor.md): TOTP secrets, passkeys, single-use recovery
-- codes, the short-lived challenges of a login's second step and of WebAuthn ceremonies, and the
-- time a session last proved the second factor (re-authentication before sensitive changes).

-- One TOTP secret per user. A secret being enrolled has confirmed_at null until a code from it is
-- given; last_time_step is the RFC 6238 time step of the last accepted code, so a code is used once.
CREATE TABLE user_totp (
  user_id integer PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  secret text NOT NULL,
  confirmed_at timestamptz,
  last_time_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Passkeys (WebAuthn credentials). rp_id is the host name the passkey was made for: a passkey is
-- offered and accepted only on that host.
CREATE TABLE user_passkeys (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  rp_id text NOT NULL,
  name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX user_passkeys_user_id_idx ON user_passkeys (user_id);

-- Recovery codes: only the SHA-256 of each (they are 80 random bits); used_at marks a spent one.
CREATE TABLE user_recovery_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX user_recovery_codes_user_id_idx ON user_recovery_codes (user_id);

-- Challenges: the mfaToken of a login waiting for its second step ('login'), and the WebAuthn
-- challenges handed to a browser ('passkey-login', 'passkey-register', 'passkey-reauth'). Only a
-- SHA-256 is stored; each is used once, before expires_at.
CREATE TABLE mfa_challenges (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('login', 'passkey-login', 'passkey-register', 'passkey-reauth')),
  session_id uuid REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX mfa_challenges_expires_at_idx ON mfa_challenges (expires_at);

-- When the session last proved the second factor (its login's second step, an enrolment, a
-- re-authentication): sensitive changes need this to be recent.
ALTER TABLE sessions ADD COLUMN reauthenticated_at timestamptz;
