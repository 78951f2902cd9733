/**
 * The rules of the public registration forms (docs/product/registration.md): one Module Federation
 * singleton ('shared/registration-forms') that only the registration pages load. In the root
 * 'shared' entry every page would download them (docs/architecture/frontend.md#javascript-budgets).
 * The API server reads the same schemas through 'shared/server'.
 */
export * from './domain/schemas/registration';
