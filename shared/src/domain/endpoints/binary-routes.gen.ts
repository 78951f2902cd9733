// Generated from the declarations in this folder by `npm run generate -w shared`; do not edit.

/** Whether a route answers a file (route-table.ts checked this rule against every declaration). */
export const isBinaryRoute = (route: string): boolean => /\/(pdf|export)(\/|$)/.test(route);
