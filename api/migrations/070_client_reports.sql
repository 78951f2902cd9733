-- 070: what browsers report of the code they run (docs/security/client-reports.md): remote load
-- failures, render errors caught by an area, integrity refusals and CSP violations. One row counts
-- one kind of event for one remote, release and detail within one hour, so a flood of reports
-- adds to a count instead of adding rows; no row names a person or an address.
CREATE TABLE client_reports (
  kind text NOT NULL,
  remote text NOT NULL DEFAULT '',
  release text NOT NULL DEFAULT '',
  detail text NOT NULL DEFAULT '',
  hour timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 1,
  first_at timestamptz NOT NULL DEFAULT now(),
  last_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, remote, release, detail, hour)
);
CREATE INDEX client_reports_hour_idx ON client_reports (hour);
