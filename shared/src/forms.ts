/**
 * The yup schemas of the portal's forms (card, eCheck, deposit, statement search, password,
 * linked account), with the specification's messages: one Module Federation singleton
 * ('shared/forms') that only pages with those forms load, so the invoice list does not download
 * yup (docs/architecture/frontend.md#javascript-budgets). Their helpers without yup are in
 * the root entry (src/rules); the API server reads the same schemas through 'shared/server'.
 */
export * from './schemas/login';
export * from './schemas/change-password';
export * from './schemas/invoice-search';
export * from './schemas/card';
export * from './schemas/echeck';
export * from './schemas/deposit';
export * from './schemas/linked-account';
