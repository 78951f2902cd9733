export * from './load-error';
