/**
 * The business rules of the portal, each in one small file, used alike by the pages, the API
 * server and the sandbox ERP. Pure functions: no React, no store, no I/O.
 */
export * from './invoice-key';
export * from './documents';
export * from './over-under';
export * from './payment-config';
export * from './payment-methods';
export * from './reason-codes';
export * from './cvv';
export * from './amount-limits';
export * from './pay-amount';
export * from './pay-click';
export * from './pay-click-checks';
export * from './deposit';
export * from './field-limits';
export * from './login';
export * from './card-numbers';
export * from './echeck-numbers';
export * from './invoice-search-options';
export * from './identifiers';
export * from './identifier-problems';
export * from './urls';
export * from './who-may-pay';
export * from './paid-on-behalf';
export * from './portal-link';
export * from './erp-outcome';
export * from './invoice-lookup';
export * from './account-proof';
export * from './payment-line';
export * from './schedule-date';
export * from './autopay';
