/**
 * The yup schemas of the portal's forms (card, eCheck, deposit, statement search, password,
 * linked account), with the specification's messages: one Module Federation singleton
 * ('shared/forms') that only pages with those forms load, so the invoice list does not download
 * yup (docs/architecture/frontend.md#javascript-budgets). Their helpers without yup are in
 * the root entry (src/rules); the API server reads the same schemas through 'shared/server'.
 */
export * from './domain/schemas/login';
export * from './domain/schemas/change-password';
export * from './domain/schemas/invoice-search';
export * from './domain/schemas/card';
export * from './domain/schemas/echeck';
export * from './domain/schemas/deposit';
export * from './domain/schemas/linked-account';
