export * from './login';
export * from './identifier';
export * from './login-identifier';
export * from './change-password';
export * from './invoice-search';
export * from './card';
export * from './echeck';
export * from './deposit';
export * from './linked-account';
export * from './load-admin-forms';
// Types only: the rules themselves load on demand (loadAdminForms).
export type { SystemConfigurationForm } from './admin';
