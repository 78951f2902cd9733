import { Type } from 'typebox';

/** shared's ApiErrorBody as a response schema. */
export const ApiErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  reason: Type.Optional(Type.String()),
  uniqueId: Type.Optional(Type.String()),
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

/** `?userid=` of the calls that act for an impersonated user (spec §6 Impersonation). */
export const ImpersonationQuerySchema = Type.Object({
  userid: Type.Optional(Type.Integer({ minimum: 1 })),
});
