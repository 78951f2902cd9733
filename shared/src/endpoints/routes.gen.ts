// Generated from the declarations in this folder by `npm run generate -w shared`; do not edit.
import type { ApiEndpoints } from './index';
import type { RouteTable } from './define';

export const API_ROUTES: RouteTable<ApiEndpoints> = {
  customizing: { method: 'POST', path: '/customer/customizing' },
};
