import { ErpErrorBodySchema, ErpPdfSchema } from 'shared/server';
import { Type, type Static } from 'typebox';

/**
 * Body of every 4xx/5xx the sandbox sends: the ERP's error body (Fastify's usual fields plus an
 * ERP status, so an ERP client that only reads `status` still sees an E), for its other services too.
 */
export const ErrorBodySchema = ErpErrorBodySchema;
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
export const PdfSchema = ErpPdfSchema;

/** Compile-time check that a schema's static type and a shared contract agree in both directions. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Expect<T extends true> = T;
