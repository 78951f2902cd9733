export * from './fake-adapter';
export * from './fake-api';
export * from './render-at';
export * from './sign-in';
