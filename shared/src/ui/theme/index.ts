export * from '../../domain/branding/brands';
export * from './create-brand-theme';
