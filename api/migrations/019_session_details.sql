-- 019: what a person sees of their sessions on profile → Security (docs/security/sessions.md): the
-- browser that logged in (a short summary of its User-Agent, e.g. 'Chrome 131 on Windows', made at
-- login; never the raw header) and the client address at login, replaced at each token refresh.
-- Sessions opened before this migration show neither.
ALTER TABLE sessions ADD COLUMN browser text;
ALTER TABLE sessions ADD COLUMN client_address text;
-- The list reads a user's live sessions, newest activity first.
CREATE INDEX sessions_user_live_idx ON sessions (user_id, last_activity_at DESC) WHERE revoked_at IS NULL;
