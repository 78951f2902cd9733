-- 071: the tamper check's results (PCI DSS 11.6.1, docs/security/tamper-detection.md): when the
-- payment pages and their scripts were last compared with the inventory and the security headers,
-- what started it, and each difference found. /system shows the latest; older ones stay for review.
CREATE TABLE tamper_checks (
  id bigserial PRIMARY KEY,
  checked_at timestamptz NOT NULL,
  started_by text NOT NULL,
  pages integer NOT NULL,
  scripts integer NOT NULL,
  findings jsonb NOT NULL
);
CREATE INDEX tamper_checks_checked_at_idx ON tamper_checks (checked_at DESC);
