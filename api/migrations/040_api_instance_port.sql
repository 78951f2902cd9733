-- 040: the port each API server listens on, beside its host and pid, so /system tells the instances
-- on one machine apart (docs/operations/deploying.md#the-operators-page). Rows written before have none.
ALTER TABLE api_instances ADD COLUMN port integer;
