/**
 * The browser entry of `shared`, loaded once as a Module Federation singleton by the shell and
 * every remote. Import from 'shared' only, never from a deep path: a deep path would be bundled
 * again by the importing app and get a store of its own.
 */
export * from './constants';
export * from './contracts';
export * from './schemas';
export * from './rules';
export * from './format';
// Receipts are built by the API server (shared/server); pages only read their types, so /login loads none of it.
export type { ReceiptBasis, ReceiptDocument, ReceiptLine } from './receipts';
export * from './stores';
export * from './api';
export * from './theme';
export * from './standalone/mount-standalone';
export * from './components';
