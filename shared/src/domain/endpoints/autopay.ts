import { ImpersonationQuerySchema } from './common';
import { defineEndpoint } from './define';
import { AutopayBodySchema, AutopayEnrolmentSchema, AutopayOverviewSchema, AutopayParamsSchema, AutopayStateBodySchema } from './autopay-schemas';

/** The errors of an AutoPay call: it reads the user's accounts and saved methods from the ERP. */
const ERRORS = [400, 401, 403, 404, 409, 422, 502] as const;

/**
 * AutoPay (docs/product/autopay.md). Reading is open to every active account (staff acting for a
 * customer see the customer's); enrolling and changing need CanMakePayment and refuse staff acting
 * for a customer, checked by the service since the agreement is the signed-in customer's own.
 */
export const autopayEndpoints = {
  /** The agreement, the notice days and the enrolments of the accounts the acting user may see. */
  autopay: defineEndpoint({
    method: 'GET',
    path: '/autopay',
    query: ImpersonationQuerySchema,
    response: AutopayOverviewSchema,
    errors: [401, 403, 502],
    access: 'active',
  }),
  /** Enrols one account with one saved method, or changes its enrolment; the agreement accepted again. */
  enrolAutopay: defineEndpoint({
    method: 'PUT',
    path: '/autopay',
    query: ImpersonationQuerySchema,
    body: AutopayBodySchema,
    response: AutopayEnrolmentSchema,
    errors: ERRORS,
    access: 'active',
  }),
  /** Pauses or resumes an enrolment. */
  setAutopayState: defineEndpoint({
    method: 'PATCH',
    path: '/autopay/:enrolmentId',
    params: AutopayParamsSchema,
    query: ImpersonationQuerySchema,
    body: AutopayStateBodySchema,
    response: AutopayEnrolmentSchema,
    errors: ERRORS,
    access: 'active',
  }),
  /** Stops an enrolment; a new one needs the agreement accepted again. */
  stopAutopay: defineEndpoint({
    method: 'DELETE',
    path: '/autopay/:enrolmentId',
    params: AutopayParamsSchema,
    query: ImpersonationQuerySchema,
    response: AutopayEnrolmentSchema,
    errors: ERRORS,
    access: 'active',
  }),
};
