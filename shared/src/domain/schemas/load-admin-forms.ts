/** The admin pages' form rules (./admin), as the browser loads them: on demand, in a chunk of their own. */
export type AdminForms = typeof import('./admin');

export const loadAdminForms = (): Promise<AdminForms> => import('./admin');
