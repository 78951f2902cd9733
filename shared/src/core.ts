/**
 * The part of `shared` every page runs on, /login included: constants, formatting, the stores,
 * the themes, the data hook and the page frame. No HTTP client and no form schemas, so /login does
 * not download axios or yup (docs/architecture/frontend.md#javascript-budgets). A Module
 * Federation singleton of its own ('shared/core'); the root entry re-exports it, so
 * `import { useSessionStore } from 'shared'` is the same store.
 */
export * from './constants';
export * from './contracts';
// The account calls' types, derived from their declarations' schemas; types only, so no schema reaches a bundle.
export type * from './endpoints/account/session';
export type * from './endpoints/account/second-factor';
export type * from './endpoints/account/portal';
export * from './rules/invoice-key';
export * from './rules/documents';
export * from './rules/over-under';
export * from './format';
export * from './stores/session-store';
export * from './stores/ui-store';
export * from './theme';
export * from './components';
export * from './api/use-request';
export * from './api/use-action';
export * from './api/session-channel';
export * from './api/impersonation';
export * from './api/generic-toasts';
export * from './rules/login';
export * from './rules/who-may-pay';
