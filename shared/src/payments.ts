/**
 * The rules only the payment pages run (card and routing numbers, pay amounts, deposits, saved
 * methods, field limits): one Module Federation singleton ('shared/payments') that checkout,
 * deposits and the payment methods load, so the invoice list, where most users land, does not
 * (docs/architecture/frontend.md#javascript-budgets). The API server reads the same rules
 * through 'shared/server'.
 */
export * from './domain/rules/card-numbers';
export * from './domain/rules/echeck-numbers';
export * from './domain/rules/deposit';
export * from './domain/rules/pay-amount';
export * from './domain/rules/payment-methods';
export * from './domain/rules/field-limits';
export * from './domain/rules/paid-on-behalf';
// The Pay click's checks, the CVV's and the reason codes' (docs/product/checkout-and-payments.md#pay-click-checks).
export * from './domain/rules/pay-click-checks';
export * from './domain/rules/cvv';
export * from './domain/rules/reason-codes';
// A selected invoice as a line of the payment request: the page and the API server build it alike.
export * from './domain/rules/payment-line';
// What an ERP status means (docs/architecture/erp-status.md): the status page counts only confirmed lines.
export * from './domain/rules/erp-outcome';
// Which of the ERP's instruction links may be shown (docs/security/configuration-values.md).
export * from './domain/rules/urls';
// The receipt's basis, read off the request: the status page shows what the mail says.
export * from './domain/receipts/receipt-basis';
// The payment history's statuses, labels and page sizes (docs/product/payment-history.md).
export * from './domain/constants/payment-history';
// A scheduled payment's date (docs/product/scheduled-payments.md).
export * from './domain/rules/schedule-date';
// AutoPay's options and texts (docs/product/autopay.md).
export * from './domain/rules/autopay';
