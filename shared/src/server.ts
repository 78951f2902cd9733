/**
 * The part of `shared` that the API server and the sandbox use: no React, no
 * browser store, no HTTP client. Browser apps import the root entry instead,
 * which Module Federation shares as one singleton.
 */
export * from './domain/constants';
export * from './domain/constants/link-lifetimes';
export * from './domain/constants/security-headers';
export * from './domain/constants/second-factor';
export * from './domain/constants/dead-links';
export * from './domain/constants/mail-templates';
export * from './registration-forms';
export * from './domain/endpoints/types';
export * from './domain/schemas';
export * from './domain/schemas/admin';
export * from './domain/rules';
export * from './domain/format';
export * from './domain/receipts';
// The brands' names and colours (no MUI): the receipt mail is sent in the brand of the host.
export * from './domain/branding/brands';
// The ERP's wire format as runtime schemas (TypeBox): servers only, so no browser bundle carries them.
export * from './domain/erp';
// Every /api endpoint's declaration (docs/architecture/endpoints.md): the routes take their schemas from it.
export * from './domain/endpoints';
export * from './domain/endpoints/route-table';
// The staff and self-registration calls' schemas and the server's types of them.
export * from './domain/endpoints/admin-schemas';
export * from './domain/endpoints/account/session';
export * from './domain/endpoints/account/second-factor';
export * from './domain/endpoints/account/portal';
export * from './domain/endpoints/payment-history-schemas';
export * from './domain/endpoints/scheduled-payment-schemas';
export * from './domain/endpoints/autopay-schemas';
export * from './domain/constants/payment-history';
// Mail templates are rendered by the API server only.
export * from './domain/mail/render-template';
export * from './domain/mail/account-change-mails';
export * from './domain/mail/registration-rejection-mail';
export * from './domain/mail/card-expiry-mail';
export * from './domain/constants/account-changes';
export * from './domain/mail/link-expiry';
// The users administration (kept out of the browser root entry, see users.ts).
export * from './users';
