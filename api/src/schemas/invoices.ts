import { Type, type Static } from 'typebox';
import { RequestDateSchema } from './common';
import { ErpStatusSchema } from './erp';

const Number20 = Type.String({ maxLength: 20 });
const DateField = RequestDateSchema;
const Open = Type.Object({}, { additionalProperties: true });

/** docs/product/invoices.md ('Search request') (POST /api/Invoice, search-pdf-request, bulk-pdf-request). */
export const searchProperties = {
  payer_data: Type.Object({
    customer_number: Type.String({ minLength: 1, maxLength: 20 }),
    company_code: Type.String({ maxLength: 10 }),
  }),
  soldto_data: Type.Optional(
    Type.Union([
      Type.Null(),
      Type.Object({
        customer_number: Type.Optional(Number20),
        accounts: Type.Optional(Type.Array(Number20, { maxItems: 1000 })),
      }),
    ]),
  ),
  search_parameters: Type.Object({
    document_type: Type.Optional(Type.Literal('01')),
    status: Type.Union([Type.Literal('01'), Type.Literal('02'), Type.Literal('03')]),
    date_from: Type.Optional(DateField),
    date_to: Type.Optional(DateField),
    due_date_from: Type.Optional(DateField),
    due_date_to: Type.Optional(DateField),
    currency_key: Type.Optional(Type.String({ maxLength: 10 })),
    filter: Type.Optional(
      Type.Array(Type.Object({ filter_type: Type.String({ maxLength: 10 }), value: Type.String({ maxLength: 100 }) }), {
        maxItems: 50,
      }),
    ),
  }),
};
export const InvoiceSearchBodySchema = Type.Object(searchProperties);
export type InvoiceSearchBody = Static<typeof InvoiceSearchBodySchema>;

/** docs/product/invoices.md ('Invoice / document'): the fields the portal relies on are typed, the rest passes through. */
export const DocumentSchema = Type.Object(
  {
    billing_document_number: Type.String(),
    document_number_finance: Type.String(),
    line_item_in_the_relevant_invoice: Type.String(),
    fiscal_year_of_the_relevant_invoice: Type.String(),
    reference_number: Type.String(),
    read_only_flag: Type.String(),
    pdf_document_available: Type.String(),
    soldto_number: Type.String(),
    payer_number: Type.String(),
    document_date: Type.String(),
    due_date: Type.String(),
    currency_key: Type.String(),
    total_amount: Type.Number(),
    paid_amount: Type.Number(),
    open_amount: Type.Number(),
    zzcustom: Type.Optional(Open),
  },
  { additionalProperties: true },
);

export const InvoiceSearchResponseSchema = Type.Object({
  status: ErpStatusSchema,
  document_list: Type.Array(DocumentSchema),
});

/** POST /api/invoice/detail and POST /api/Invoice/pdf-request */
export const DocumentDetailBodySchema = Type.Object({
  document_detail: Type.Object({
    billing_document_number: Type.String({ minLength: 1, maxLength: 20 }),
    document_type: Type.Optional(Type.Literal('01')),
  }),
});

/** docs/product/invoices.md ('Invoice detail response'); `detail` is left out when the status is E. */
export const InvoiceDetailResponseSchema = Type.Object({
  status: ErpStatusSchema,
  detail: Type.Optional(
    Type.Object(
      {
        header_data: Open,
        partner_data: Type.Array(Open),
        item_data: Type.Array(Open),
      },
      { additionalProperties: true },
    ),
  ),
});

/** POST /api/Invoice/bulk-pdf-request: the search plus the documents (billing numbers or invoice keys). */
export const BulkPdfBodySchema = Type.Object({
  ...searchProperties,
  GridViewDocIds: Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 5000 }),
});

export const PdfUrlResponseSchema = Type.Object({ url: Type.String() });

export const PdfTokenParamsSchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });

/** PUT /api/customer/soldto-details-list */
export const SoldToDetailsBodySchema = Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { maxItems: 1000 });
export const SoldToDetailsResponseSchema = Type.Record(Type.String(), Type.String());

/** POST /api/customer/payer (docs/product/invoices.md) */
export const PayerBodySchema = Type.Object({
  customer_number: Type.String({ minLength: 1, maxLength: 20 }),
  company_code: Type.String({ maxLength: 10 }),
  action: Type.String({ maxLength: 10 }),
  sales_area_data: Type.Optional(
    Type.Union([
      Type.Null(),
      Type.Object({
        sales_organization: Type.String({ maxLength: 10 }),
        distribution_channel: Type.String({ maxLength: 10 }),
        division: Type.String({ maxLength: 10 }),
      }),
    ]),
  ),
});
export const PayerResponseSchema = Type.Object({
  status: ErpStatusSchema,
  detail: Type.Object(
    {
      address_data: Open,
      company_data: Type.Array(Open),
      payment_cards: Type.Array(Open),
      soldto_list: Type.Array(Open),
    },
    { additionalProperties: true },
  ),
});
