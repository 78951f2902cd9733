/**
 * The part of `shared` that the API server and the sandbox use: no React, no
 * browser store, no HTTP client. Browser apps import the root entry instead,
 * which Module Federation shares as one singleton.
 */
export * from './constants';
export * from './constants/link-lifetimes';
export * from './constants/security-headers';
export * from './constants/second-factor';
export * from './constants/dead-links';
export * from './constants/mail-templates';
export * from './registration-forms';
export * from './contracts';
export * from './schemas';
export * from './schemas/admin';
export * from './rules';
export * from './format';
export * from './receipts';
// The brands' names and colours (no MUI): the receipt mail is sent in the brand of the host.
export * from './theme/brands';
// The ERP's wire format as runtime schemas (TypeBox): servers only, so no browser bundle carries them.
export * from './erp';
// Every /api endpoint's declaration (docs/architecture/endpoints.md): the routes take their schemas from it.
export * from './endpoints';
export * from './endpoints/route-table';
// The staff and self-registration calls' schemas and the server's types of them.
export * from './endpoints/admin-schemas';
export * from './endpoints/account/session';
export * from './endpoints/account/second-factor';
export * from './endpoints/account/portal';
// Mail templates are rendered by the API server only.
export * from './mail/render-template';
export * from './mail/account-change-mails';
export * from './mail/registration-rejection-mail';
export * from './constants/account-changes';
export * from './mail/link-expiry';
// The users administration (kept out of the browser root entry, see users.ts).
export * from './users';
