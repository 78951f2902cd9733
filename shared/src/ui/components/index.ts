export * from './load-error';
export * from './page';
