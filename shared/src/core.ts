/**
 * The part of `shared` every page runs on, /login included: constants, formatting, the stores,
 * the themes, the data hook and the page frame. No HTTP client and no form schemas, so /login does
 * not download axios or yup (docs/architecture/frontend.md#javascript-budgets). A Module
 * Federation singleton of its own ('shared/core'); the root entry re-exports it, so
 * `import { useSessionStore } from 'shared'` is the same store.
 */
export * from './domain/constants';
export * from './domain/endpoints/types';
// The account calls' types, derived from their declarations' schemas; types only, so no schema reaches a bundle.
export type * from './domain/endpoints/account/session';
export type * from './domain/endpoints/account/second-factor';
export type * from './domain/endpoints/account/portal';
export type * from './domain/endpoints/payment-history-schemas';
export type * from './domain/endpoints/scheduled-payment-schemas';
export type * from './domain/endpoints/autopay-schemas';
export * from './domain/rules/invoice-key';
export * from './domain/rules/documents';
export * from './domain/rules/over-under';
export * from './domain/format';
export * from './web/stores/session-store';
export * from './web/stores/ui-store';
export * from './ui/theme';
export * from './ui/components';
export * from './web/api/use-request';
export * from './web/api/use-action';
export * from './web/api/session-channel';
export * from './web/api/impersonation';
export * from './web/api/generic-toasts';
export * from './domain/rules/login';
export * from './domain/rules/who-may-pay';
