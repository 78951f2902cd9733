import { Type, type Static } from 'typebox';

/** The ERP's status block, on every ERP answer and every error body. */
export const ErpStatusSchema = Type.Object({
  message_type: Type.Union([Type.Literal('S'), Type.Literal('W'), Type.Literal('E')]),
  message_line_string: Type.String(),
  message_number: Type.Optional(Type.String()),
});

/**
 * Body of every 4xx/5xx the sandbox sends: Fastify's usual fields plus an ERP
 * status, so an ERP client that only reads `status` still sees an E.
 */
export const ErrorBodySchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  status: ErpStatusSchema,
});
export type ErrorBody = Static<typeof ErrorBodySchema>;

export const errorBody = (statusCode: number, error: string, message: string): ErrorBody => ({
  statusCode,
  error,
  message,
  status: { message_type: 'E', message_line_string: message },
});

/** Response schemas for the error codes every route may answer with. */
export const errorResponses = {
  400: ErrorBodySchema,
  404: ErrorBodySchema,
  500: ErrorBodySchema,
} as const;

/** An HTML page or another text body. */
export const HtmlSchema = Type.String({ description: 'text/html' });

/** Binary bodies (PDF) bypass serialization; the schema documents them. */
export const PdfSchema = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' });

/** Compile-time check that a schema's static type and a shared contract agree in both directions. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Expect<T extends true> = T;
