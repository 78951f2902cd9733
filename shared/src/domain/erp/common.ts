import { Type, type TNever, type TObjectOptions, type TOptional, type TProperties } from 'typebox';

/**
 * The ERP's wire format as runtime schemas: the sandbox serves them (request and response of every
 * ERP route) and the API server checks every ERP answer against them. The ERP's types in
 * `contracts/erp.ts` are derived from these, so a field is written once.
 *
 * Objects stay open (the ERP may add fields in a later release): an unknown field is no reason to
 * refuse an answer, a missing or mistyped one is.
 */

/** The ERP's booleans: 'X' for yes, '' for no. */
export const ErpFlagSchema = Type.Union([Type.Literal('X'), Type.Literal('')]);

/** A number as the portal sends it: digits, possibly with leading zeros. */
export const ErpCustomerNumberSchema = Type.String({ minLength: 1, maxLength: 10, pattern: '^\\s*\\d+\\s*$' });

export const ErpMessageTypeSchema = Type.Union([Type.Literal('S'), Type.Literal('W'), Type.Literal('E')]);

/** The ERP's status block, on every ERP answer and every error body. */
export const ErpStatusSchema = Type.Object({
  message_type: ErpMessageTypeSchema,
  message_line_string: Type.String(),
  message_number: Type.Optional(Type.String()),
});

/** A status block saying the ERP refused (E): the answer then carries nothing else. */
export const ErpRefusedStatusSchema = Type.Object({
  message_type: Type.Literal('E'),
  message_line_string: Type.String(),
  message_number: Type.Optional(Type.String()),
});

/**
 * An answer whose body (`props`) is there unless the ERP refused: `{ status, ...props }`, or
 * `{ status }` with status E alone. A status S or W without the body is malformed.
 */
export function erpRefusable<P extends TProperties>(props: P, options?: TObjectOptions) {
  const absent = Object.fromEntries(Object.keys(props).map((key) => [key, Type.Optional(Type.Never())])) as {
    [K in keyof P]: TOptional<TNever>;
  };
  return Type.Union([
    Type.Object({ status: ErpStatusSchema, ...props }, options),
    Type.Object({ status: ErpRefusedStatusSchema, ...absent }),
  ]);
}

/**
 * Body of every 4xx/5xx the ERP sends: the usual fields plus an ERP status, so a client that only
 * reads `status` still sees an E.
 */
export const ErpErrorBodySchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  status: ErpStatusSchema,
});

/** GET /erp/status: the connection check behind the portal's 'SAP Connection Status'. */
export const ErpStatusResponseSchema = Type.Object({
  statusCode: Type.Integer(),
  statusMessage: Type.String(),
  data: Type.Object({ status: ErpStatusSchema }),
});

export const ErpSalesAreaSchema = Type.Object({
  sales_organization: Type.String(),
  distribution_channel: Type.String(),
  division: Type.String(),
});

export const ErpAddressDataSchema = Type.Object({
  name: Type.String(),
  name_2: Type.Optional(Type.String()),
  street: Type.String(),
  city: Type.String(),
  district: Type.Optional(Type.String()),
  region: Type.String(),
  postal_code_city: Type.String(),
  country: Type.String(),
});

/** The zzcustom address block (sold-to or payer), as the ERP sends it on a document. */
export const ErpAddressBlockSchema = Type.Object({
  name: Type.String(),
  street: Type.String(),
  city: Type.String(),
  region: Type.String(),
  country: Type.String(),
});

export const ErpCardTypeSchema = Type.Union([Type.Literal('VISA'), Type.Literal('MC'), Type.Literal('AMEX'), Type.Literal('EC')]);

export const ErpCheckAccountTypeSchema = Type.Union([Type.Literal('C'), Type.Literal('S'), Type.Literal('X'), Type.Literal('')]);

const paymentCardProperties = {
  payment_card_token: Type.String(),
  payment_card_name: Type.String(),
  /** MM-DD-YYYY */
  valid_from: Type.Optional(Type.String()),
  /** MM-DD-YYYY, the end of the expiry month */
  valid_to: Type.Optional(Type.String()),
  electronic_check_account_type: Type.Optional(ErpCheckAccountTypeSchema),
  electronic_check_rdfi_number: Type.Optional(Type.String()),
  default: Type.Optional(ErpFlagSchema),
  is_session: Type.Optional(Type.Boolean()),
};

/** A payment card or eCheck: a token and what describes it, never a number. */
export const ErpPaymentCardSchema = Type.Object({ payment_card_type: ErpCardTypeSchema, ...paymentCardProperties });

/**
 * A saved method as the ERP lists it on a customer: the ERP may hold types the portal does not take
 * (the API server leaves those out), so the type is any text here.
 */
export const ErpSavedMethodSchema = Type.Object({ payment_card_type: Type.String(), ...paymentCardProperties });
