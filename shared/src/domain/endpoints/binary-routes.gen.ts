// Generated from the declarations in this folder by `npm run generate -w shared`; do not edit.
import type { ApiRoute } from './index';

export const BINARY_ROUTES: readonly ApiRoute[] = ['GET /payments/history/:paymentId/pdf', 'GET /payments/history/export', 'GET /pdf/:token', 'GET /users/export'];
