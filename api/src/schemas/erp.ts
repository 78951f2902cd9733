import { Type } from 'typebox';

export const ErpStatusSchema = Type.Object({
  message_type: Type.String(),
  message_line_string: Type.String(),
  message_number: Type.Optional(Type.String()),
});

export const ErpStatusResponseSchema = Type.Object({
  statusCode: Type.Integer(),
  statusMessage: Type.String(),
  data: Type.Object({ status: ErpStatusSchema }),
});

export const CustomizingBodySchema = Type.Union([
  Type.Object({ company_code: Type.Optional(Type.String({ maxLength: 10 })) }),
  Type.Null(),
  Type.Undefined(),
]);

/**
 * The ERP's payment configuration, passed through. Named fields are listed so the contract
 * is visible; nested shapes stay open because the ERP owns them.
 */
export const CustomizingResponseSchema = Type.Object(
  {
    status: Type.Optional(ErpStatusSchema),
    payment_reason_codes: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }))),
    payment_types: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }))),
    generel_data: Type.Optional(Type.Object({}, { additionalProperties: true })),
    style: Type.Optional(Type.Object({}, { additionalProperties: true })),
    invoice_table: Type.Optional(Type.Object({}, { additionalProperties: true })),
    CcvideoUrl: Type.Optional(Type.String()),
    CcpdfUrl: Type.Optional(Type.String()),
    EcvideoUrl: Type.Optional(Type.String()),
    EcpdfUrl: Type.Optional(Type.String()),
    allowed_payment_methods: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: true },
);
