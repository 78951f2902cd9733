export * from './login';
export * from './change-password';
export * from './payment-rules';
export * from './invoice-search';
export * from './card';
export * from './echeck';
