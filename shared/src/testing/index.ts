export * from './fake-adapter';
export * from './render-at';
