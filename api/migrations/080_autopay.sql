-- 080: AutoPay (docs/product/autopay.md, issue 25 §3). An enrolment is one customer's agreement to
-- have one account's open invoices paid with one saved method; the acceptance is kept with its
-- text and version. At most one live enrolment per account, so two users of one account can
-- never both have its invoices charged.
CREATE TABLE autopay_enrolments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The customer who accepted the agreement; the runs act as them.
  user_id integer NOT NULL,
  -- The account paid for (payer_data.customer_number, without leading zeros).
  account text NOT NULL,
  company_code text NOT NULL,
  -- The saved method, as the ERP lists it: the token is what a payment sends (never a card number).
  payment_card_token text NOT NULL,
  payment_card_type text NOT NULL,
  method_name text NOT NULL,
  timing text NOT NULL CHECK (timing IN ('due', 'before')),
  days_before integer NOT NULL DEFAULT 0 CHECK (days_before BETWEEN 0 AND 30),
  maximum_cents bigint CHECK (maximum_cents > 0),
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'paused', 'stopped')),
  agreement_version text NOT NULL,
  agreement_text text NOT NULL,
  accepted_at timestamptz NOT NULL,
  -- The company day it was accepted: an invoice whose AutoPay day came before it is not paid by AutoPay.
  enrolled_on date NOT NULL,
  stopped_by integer,
  stopped_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX autopay_enrolments_live_account ON autopay_enrolments (account, company_code) WHERE state <> 'stopped';

-- What AutoPay did on one day for one enrolment: the advance notice ('notice', sent once) and the
-- run ('charge', charged once under the ledger key 'autopay-<enrolment>-<day>'). The run's
-- documents and body are kept before the ERP is asked, so a retry after a crash charges the same
-- body under the same key and the ledger replays instead of charging again.
CREATE TABLE autopay_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  enrolment_id bigint NOT NULL REFERENCES autopay_enrolments (id),
  run_date date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('notice', 'charge')),
  state text NOT NULL CHECK (state IN ('noticed', 'running', 'charged', 'failed', 'unknown', 'over_maximum', 'skipped')),
  documents text[] NOT NULL DEFAULT '{}',
  total_cents bigint NOT NULL DEFAULT 0,
  currency text NOT NULL DEFAULT '',
  charge_body jsonb,
  payment_attempt_id bigint REFERENCES payment_attempts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (enrolment_id, run_date, kind)
);
