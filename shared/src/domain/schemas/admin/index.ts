/**
 * The form rules of the configuration page. The browser loads
 * them with `loadAdminForms()` when a page needs them, so /login never downloads them; the API
 * server imports them from 'shared/server' (docs/architecture/frontend.md#javascript-budgets).
 */
export * from './configuration-messages';
export * from './system-configuration';
