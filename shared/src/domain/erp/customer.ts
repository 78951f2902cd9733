import { Type } from 'typebox';
import {
  ErpAddressDataSchema,
  ErpCardTypeSchema,
  ErpCustomerNumberSchema,
  ErpFlagSchema,
  erpRefusable,
  ErpSalesAreaSchema,
  ErpSavedMethodSchema,
  ErpStatusSchema,
} from './common';

/** Master data of one customer number, as the ERP knows it. */
export const ErpCustomerSchema = Type.Object({
  customer_number: Type.String(),
  name: Type.String(),
  name_2: Type.Optional(Type.String()),
  company_code: Type.String(),
  sales_area: ErpSalesAreaSchema,
  /** 'soldto' or 'payer'; a payer carries the sold-tos it pays for. */
  kind: Type.Union([Type.Literal('soldto'), Type.Literal('payer')]),
  soldto_list: Type.Optional(Type.Array(Type.String())),
});

/** POST /erp/customer/lookup */
export const ErpLookupRequestSchema = Type.Object({
  customer_numbers: Type.Array(Type.String(), { maxItems: 1000 }),
});
export const ErpLookupResponseSchema = Type.Object({
  status: ErpStatusSchema,
  customers: Type.Array(ErpCustomerSchema),
});

/** POST /erp/customer/payer (and the portal's /api/customer/payer) */
export const ErpPayerRequestSchema = Type.Object({
  customer_number: ErpCustomerNumberSchema,
  company_code: Type.String(),
  action: Type.String(),
  sales_area_data: Type.Optional(ErpSalesAreaSchema),
});

export const ErpSoldToEntrySchema = Type.Object({
  customer_number: Type.String(),
  name: Type.String(),
  name_2: Type.Optional(Type.String()),
  company_code: Type.String(),
});

export const ErpPayerDetailSchema = Type.Object({
  address_data: ErpAddressDataSchema,
  company_data: Type.Array(Type.Object({ company_code: Type.String() })),
  payment_cards: Type.Array(ErpSavedMethodSchema),
  soldto_list: Type.Array(ErpSoldToEntrySchema),
});

/** `detail` is left out when status is E. */
export const ErpPayerResponseSchema = erpRefusable({ detail: ErpPayerDetailSchema });

/** PUT /erp/customer/soldto-details-list: numbers → number (as sent) → name, unknown numbers left out. */
export const ErpSoldToDetailsRequestSchema = Type.Array(Type.String(), { maxItems: 1000 });
export const ErpSoldToDetailsResponseSchema = Type.Record(Type.String(), Type.String());

/** POST /erp/customer/customizing: the payment configuration of one company code. */
export const ErpCustomizingRequestSchema = Type.Object({ company_code: Type.String({ minLength: 1 }) });

const PaymentTypeCode = Type.Union([Type.Literal('O'), Type.Literal('D')]);

export const ErpPaymentReasonCodeSchema = Type.Object({
  reason_code: Type.String(),
  description: Type.String(),
  company_code: Type.String(),
  /** O overpayment/open item, D deposit */
  payment_type: PaymentTypeCode,
  comments_required: ErpFlagSchema,
});

export const ErpPaymentTypeSchema = Type.Object({
  payment_type: PaymentTypeCode,
  active: ErpFlagSchema,
  overpayment_allowed: ErpFlagSchema,
  reason_not_required: ErpFlagSchema,
});

const customizingProperties = {
  payment_reason_codes: Type.Array(ErpPaymentReasonCodeSchema),
  payment_types: Type.Array(ErpPaymentTypeSchema),
  generel_data: Type.Object({
    partial_payments_allowed: Type.Union([Type.Literal('X'), Type.Literal('R'), Type.Literal('')]),
    cvv_use_control: Type.Union([Type.Literal('1'), Type.Literal('0')]),
  }),
  style: Type.Object({ login_use_background_image: ErpFlagSchema }),
  invoice_table: Type.Object({ columns: Type.Array(Type.String()) }),
  CcvideoUrl: Type.String(),
  CcpdfUrl: Type.String(),
  EcvideoUrl: Type.String(),
  EcpdfUrl: Type.String(),
  allowed_payment_methods: Type.Array(ErpCardTypeSchema),
};

/**
 * The configuration of a known company code, or `{ status }` with status E alone (unknown company
 * code). Fields the ERP adds are kept: the portal passes the configuration on.
 */
export const ErpCustomizingResponseSchema = erpRefusable(customizingProperties, { additionalProperties: true });
/** The configuration of a known company code. */
export const ErpCustomizingSchema = ErpCustomizingResponseSchema.anyOf[0];
