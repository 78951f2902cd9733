import { loadAdminForms, useRequest, type AdminForms, type RequestState } from 'shared';

/**
 * The admin forms' shared rules (schemas and messages), loaded when a page first needs them: they
 * are not part of what /login downloads (docs/architecture/frontend.md#javascript-budgets).
 */
export const useAdminForms = (): RequestState<AdminForms> => useRequest('admin-forms', () => loadAdminForms(), { sameForEveryUser: true });
