import { Type } from 'typebox';

/** The format name of a request date (MM-DD-YYYY or ''); the API server registers its check (api/src/security/request-formats.ts). */
export const REQUEST_DATE_FORMAT = 'request-date';

/** A date field of a request: checked for a real MM-DD-YYYY date before the ERP is asked (400). */
export const RequestDateSchema = Type.String({ format: REQUEST_DATE_FORMAT, maxLength: 10 });

/** The body of every error answer (ApiErrorBody). */
export const ApiErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  reason: Type.Optional(Type.String()),
  uniqueId: Type.Optional(Type.String()),
  /** The same text as `message`, on the users pages' refusals (ApiError.withMessageField). */
  Message: Type.Optional(Type.String()),
});

/** Error answers a route can give, for its response schema. */
export function errorResponses<const C extends readonly number[]>(...codes: C) {
  return Object.fromEntries([...codes, 500].map((code) => [code, ApiErrorSchema])) as Record<
    C[number] | 500,
    typeof ApiErrorSchema
  >;
}

export const MessageSchema = Type.Object({ message: Type.String() });

/** The documented "empty body": no body at all, `{}` or null. */
export const EmptyBodySchema = Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null(), Type.Undefined()]);

/**
 * `?userid=` of the calls that act for an impersonated user, as the page sends it (the API client
 * adds it). Routes do not read it: the server decides whom a request acts for
 * (docs/security/impersonation.md).
 */
export const ImpersonationQuerySchema = Type.Object({
  userid: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
