/**
 * The form fields bound to react-hook-form ('shared/form-fields'), used by the forms of the admin
 * and payments remotes. Stateless, so not a federation singleton: each of those remotes bundles
 * its own copy (about 1 KiB), and the other remotes' entries do not grow by a shared module they
 * never load (docs/architecture/frontend.md#javascript-budgets).
 */
export * from './ui/components/controlled-fields';
