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
export * from './receipts';
export * from './stores';
export * from './api';
export * from './theme';
export * from './standalone/mount-standalone';
export * from './components';
