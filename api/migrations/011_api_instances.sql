-- 011: each running API server announces itself here and renews the note every few seconds, so the
-- operators' page (/system) counts the instances that answer on this database
-- (docs/operations/deploying.md#several-api-servers). A stopped server removes its row; a killed
-- one stops renewing it and no longer counts.
CREATE TABLE api_instances (
  id text PRIMARY KEY,
  version text NOT NULL,
  host text NOT NULL,
  pid integer NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_instances_seen_idx ON api_instances (seen_at);
