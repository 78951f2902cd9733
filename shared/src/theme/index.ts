export * from './brands';
export * from './create-brand-theme';
