export * from './fake-adapter';
