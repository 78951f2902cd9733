import { parseRequestDate } from 'shared/server';
import { Type } from 'typebox';
import { Format } from 'typebox/format';

/** A real calendar date as the ERP takes it, MM-DD-YYYY ('' means none). */
export const REQUEST_DATE_FORMAT = 'request-date';
Format.Set(REQUEST_DATE_FORMAT, (value) => value === '' || (/^\d{2}-\d{2}-\d{4}$/.test(value) && parseRequestDate(value) !== null));

/** A date field of a request: checked for a real MM-DD-YYYY date before the ERP is asked (400). */
export const RequestDateSchema = Type.String({ format: REQUEST_DATE_FORMAT, maxLength: 10 });

/** shared's ApiErrorBody as a response schema. */
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
export const EmptyBodySchema = Type.Union([
  Type.Object({}, { additionalProperties: true }),
  Type.Null(),
  Type.Undefined(),
]);

/**
 * `?userid=` of the calls that act for an impersonated user, as the page sends it. Routes do not read
 * it: the auth plugin decides whom a request acts for (docs/security/impersonation.md).
 */
export const ImpersonationQuerySchema = Type.Object({
  userid: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
