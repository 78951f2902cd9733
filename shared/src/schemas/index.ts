export * from './login';
export * from './change-password';
export * from './invoice-search';
export * from './card';
export * from './echeck';
export * from './deposit';
