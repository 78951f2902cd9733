-- 050: the payment history (docs/product/payment-history.md) lists the ledger's charges by the
-- account they paid, for every user who may see that account, not only by who paid. Each charge
-- keeps its account and the sold-tos of its documents, written when the ERP is asked
-- (markErpCalled), so the list filters by the same account rules as the invoices (exclusions
-- included) without reading every row's JSON.

-- The payer (or sold-to) paid for, without leading zeros, as account access compares numbers.
ALTER TABLE payment_attempts ADD COLUMN account text;
-- The sold-tos of the documents paid, without leading zeros; '{}' for a deposit; NULL for a
-- charge recorded before this migration (then only a user without exclusions sees it).
ALTER TABLE payment_attempts ADD COLUMN soldtos text[];

UPDATE payment_attempts
   SET account = ltrim(btrim(erp_request->'payer_data'->>'customer_number'), '0')
 WHERE erp_request IS NOT NULL;
UPDATE payment_attempts SET soldtos = '{}' WHERE kind = 'deposit' AND erp_request IS NOT NULL;

-- The list: an account's charges newest first, a page at a time (keyset on created_at, id). Only
-- charges the ERP was asked for are listed, so the index leaves the others out.
CREATE INDEX payment_attempts_history_idx ON payment_attempts (account, created_at DESC, id DESC) WHERE erp_called;
