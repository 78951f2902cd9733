import type { ApiEndpoints, BodyOf } from 'shared/server';

// The payment bodies are declared in shared (shared/src/endpoints/payment-schemas.ts); these names
// stay for the payment pipeline's services until they take the declarations' types themselves.
export type PaymentBody = BodyOf<ApiEndpoints['payment']>;
export type DepositBody = BodyOf<ApiEndpoints['deposit']>;
export type PaymentDetailBody = PaymentBody['payment_detail'];
