import { Type, type Static } from 'typebox';
import { ErpAddressBlockSchema, ErpAddressDataSchema, ErpFlagSchema, erpRefusable, ErpStatusSchema } from './common';

/** MM-DD-YYYY (MM/DD/YYYY is tolerated); an empty string means no bound. */
const RequestDate = Type.String({ pattern: '^(\\d{2}[-/]\\d{2}[-/]\\d{4})?$' });

/** 'Invoice / document': one line of a search answer. Dates are MM-DD-YYYY. */
export const ErpDocumentSchema = Type.Object({
  billing_document_number: Type.String(),
  document_number_finance: Type.String(),
  line_item_in_the_relevant_invoice: Type.String(),
  finance_document_type: Type.String(),
  clearing_document_number_finance: Type.String(),
  reference_number: Type.String(),
  fiscal_year_of_the_relevant_invoice: Type.String(),
  finance_document_only: ErpFlagSchema,
  billing_document_type: Type.String(),
  item_is_a_payment: ErpFlagSchema,
  read_only_flag: ErpFlagSchema,
  pdf_document_available: ErpFlagSchema,
  soldto_number: Type.String(),
  payer_number: Type.String(),
  posting_date: Type.String(),
  document_date: Type.String(),
  due_date: Type.String(),
  clearing_date: Type.String(),
  days_in_arrears: Type.Integer(),
  currency_key: Type.String(),
  total_amount: Type.Number(),
  paid_amount: Type.Number(),
  /** Negative means a credit. */
  open_amount: Type.Number(),
  zzcustom: Type.Object({
    soldtoad: Type.Optional(ErpAddressBlockSchema),
    payerad: Type.Optional(ErpAddressBlockSchema),
    nodetail: Type.Optional(ErpFlagSchema),
  }),
});

/** filter_type '01' is an invoice number, '90' marks a PayerAll search. */
export const ErpSearchFilterSchema = Type.Object({ filter_type: Type.String(), value: Type.String() });

/**
 * POST /erp/invoice/search and /erp/invoice/statement-pdf: the 'Search request'. The portal sends
 * every part (`ErpSearchRequest`); the ERP lets the optional ones be left out.
 */
export const ErpSearchRequestSchema = Type.Object({
  payer_data: Type.Object({ customer_number: Type.String({ minLength: 1 }), company_code: Type.String() }),
  soldto_data: Type.Optional(
    Type.Union([
      Type.Object({
        customer_number: Type.Optional(Type.String()),
        accounts: Type.Optional(Type.Array(Type.String())),
      }),
      Type.Null(),
    ]),
  ),
  search_parameters: Type.Object({
    document_type: Type.Literal('01'),
    /** 03 all, 01 due, 02 complete */
    status: Type.Union([Type.Literal('01'), Type.Literal('02'), Type.Literal('03')]),
    date_from: Type.Optional(RequestDate),
    date_to: Type.Optional(RequestDate),
    due_date_from: Type.Optional(RequestDate),
    due_date_to: Type.Optional(RequestDate),
    currency_key: Type.Optional(Type.String()),
    filter: Type.Optional(Type.Array(ErpSearchFilterSchema)),
  }),
});

export const ErpSearchResponseSchema = Type.Object({
  status: ErpStatusSchema,
  document_list: Type.Array(ErpDocumentSchema),
});

/** POST /erp/invoice/detail */
export const ErpInvoiceDetailRequestSchema = Type.Object({
  document_detail: Type.Object({
    billing_document_number: Type.String({ minLength: 1 }),
    document_type: Type.Literal('01'),
  }),
});

export const ErpInvoiceItemSchema = Type.Object({
  item_number: Type.String(),
  billed_quantity: Type.Number(),
  material_number: Type.String(),
  description: Type.String(),
  total_amount: Type.Number(),
});

export const ErpPartnerSchema = Type.Object({
  partner_function: Type.Union([Type.Literal('WE'), Type.Literal('RG')]),
  address_data: ErpAddressDataSchema,
});

export const ErpInvoiceDetailSchema = Type.Object({
  header_data: Type.Object({
    billing_document_number: Type.String(),
    billing_document_type: Type.String(),
    document_date: Type.String(),
    total_amount: Type.Number(),
    currency_key: Type.String(),
  }),
  partner_data: Type.Array(ErpPartnerSchema),
  item_data: Type.Array(ErpInvoiceItemSchema),
});

/** `detail` is left out when status is E. */
export const ErpInvoiceDetailResponseSchema = erpRefusable({ detail: ErpInvoiceDetailSchema });

/** POST /erp/invoice/pdf: one PDF of these invoices (a PDF, or a 404 error body). */
export const ErpPdfRequestSchema = Type.Object({
  billing_document_numbers: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: 500 }),
});

type SearchRequest = Static<typeof ErpSearchRequestSchema>;
/** The search the portal sends: every part of the ERP's 'Search request' filled in. */
export interface ErpSearchRequest {
  payer_data: SearchRequest['payer_data'];
  soldto_data: Required<NonNullable<SearchRequest['soldto_data']>> | null;
  search_parameters: Required<SearchRequest['search_parameters']>;
}
