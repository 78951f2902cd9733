/**
 * The part of `shared` that the API server and the sandbox use: no React, no
 * browser store, no HTTP client. Browser apps import the root entry instead,
 * which Module Federation shares as one singleton.
 */
export * from './constants';
export * from './constants/link-lifetimes';
export * from './registration-forms';
export * from './contracts';
export * from './schemas';
export * from './rules';
export * from './format';
// The ERP's wire format as runtime schemas (TypeBox): servers only, so no browser bundle carries them.
export * from './erp';
// Mail templates are rendered by the API server only.
export * from './mail/render-template';
