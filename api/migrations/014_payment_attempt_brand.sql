-- 014: the brand (theme id) of the host a payment or deposit was made on, so its receipt mail is
-- sent in that brand also when the charge is settled later by reconciliation
-- (docs/product/checkout-and-payments.md#receipts). Older attempts have none: theme 1.
ALTER TABLE payment_attempts ADD COLUMN brand_id integer;

-- Receipt templates moved from {{name}} to the {Placeholder} form every mail template uses, and the
-- default receipt now says when, who, how and what is left to pay. A configuration still holding
-- the old default text gets the new default; one an administrator wrote is kept as written and
-- read in the new form by the API server (upgradeReceiptTemplate).
UPDATE system_configuration
SET data = jsonb_set(
      data,
      '{ReceiptEmailBody}',
      to_jsonb(E'Dear {FirstName},\n\nthank you for your {Kind}. Please keep this receipt for your records.\n\nDate: {Date}\nPayer: {Payer}\nAccount: {Account}\nMethod: {Method}\n\n{Rows}\n\nTotal: {Total}\nRemaining balance: {RemainingBalance}\n\n{CompanyName}'::text)
    ),
    updated_at = now()
WHERE data->>'ReceiptEmailBody' = E'Dear {{firstName}},\n\nthank you for your {{kind}}. These items were processed on {{date}}:\n\n{{rows}}\n\nTotal: {{total}}\n\n{{company}}';

UPDATE system_configuration
SET data = jsonb_set(data, '{ReceiptEmailRow}', to_jsonb('{Document}: {Amount} (authorization {Authorization})'::text)),
    updated_at = now()
WHERE data->>'ReceiptEmailRow' = '{{document}}: {{amount}} (authorization {{authorization}})';
