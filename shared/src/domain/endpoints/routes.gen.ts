// Generated from the declarations in this folder by `npm run generate -w shared`; do not edit.
import type { ApiRoute } from './index';
import type { RouteExtras } from './define';

export const API_EXTRAS: Partial<Record<ApiRoute, RouteExtras<ApiRoute>>> = {
  'DELETE /sessions/:sessionId': { invalidates: ['GET /sessions'] },
  'DELETE /users/:id/accounts/:AccountId': { invalidates: ['GET /users/:id/accounts', 'GET /users'] },
  'DELETE /users/:userId': { invalidates: ['GET /users'] },
  'DELETE /users/:userId/email-change': { invalidates: ['GET /users', 'GET /users/:userId'] },
  'GET /payments/history/:paymentId/pdf': { binary: true },
  'GET /payments/history/export': { binary: true },
  'GET /pdf/:token': { binary: true },
  'GET /users/export': { binary: true },
  'POST /customer/makedeposit': { invalidates: ['POST /Invoice', 'POST /invoice/detail', 'POST /customer/payer', 'GET /payment-methods', 'GET /payments/history'] },
  'POST /customer/payment_cards': { invalidates: ['POST /customer/payer', 'GET /payment-methods'] },
  'POST /invoice/payments': { invalidates: ['POST /Invoice', 'POST /invoice/detail', 'POST /customer/payer', 'GET /payment-methods', 'GET /payments/history'] },
  'POST /register/:id/completed': { invalidates: ['GET /register'] },
  'POST /register/:id/reject': { invalidates: ['GET /register'] },
  'POST /sessions/end-others': { invalidates: ['GET /sessions'] },
  'POST /system/jobs/:id/retry': { invalidates: ['GET /system/jobs'] },
  'POST /users': { invalidates: ['GET /users'] },
  'POST /users/:id/accounts': { invalidates: ['GET /users/:id/accounts', 'GET /users'] },
  'POST /users/:userId/invite': { invalidates: ['GET /users/:userId'] },
  'PUT /configuration': { invalidates: ['GET /configuration'] },
  'PUT /users/:id/accounts/:AccountId': { invalidates: ['GET /users/:id/accounts', 'GET /users'] },
  'PUT /users/:userId': { invalidates: ['GET /users', 'GET /users/:userId'] },
};
