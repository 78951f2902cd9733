import { Type } from 'typebox';
import { ACCOUNT_TYPES } from '../constants/domain';
import { ErpAddressDataSchema, ErpPaymentCardSchema, ErpStatusSchema } from '../erp/common';
import { ErpSoldToEntrySchema } from '../erp/customer';
import { ErpDocumentSchema, ErpInvoiceDetailResponseSchema } from '../erp/invoice';
import { RequestDateSchema } from './common';

/**
 * The schemas of the billing customer's account and invoice calls (shared/src/domain/endpoints/billing.ts).
 * Answers the ERP gave are answered in the ERP's own shapes (shared/src/domain/erp), which the API server
 * checks every ERP answer against.
 */

const Number20 = Type.String({ maxLength: 20 });

const accountFields = {
  AccountId: Type.Integer(),
  PrimaryAcct: Type.String(),
  Name: Type.String(),
  /** Used for Japanese company codes (starting with JP). */
  name_2: Type.Optional(Type.String()),
  CompanyCode: Type.String(),
  SalesOrganization: Type.String(),
  DistributionChannel: Type.String(),
  Division: Type.String(),
  AccountTypeId: Type.Union([Type.Literal(ACCOUNT_TYPES.SoldTo), Type.Literal(ACCOUNT_TYPES.Payer), Type.Literal(ACCOUNT_TYPES.PayerAll)]),
  TransactionalAccounts: Type.Optional(Type.Array(Type.String())),
};

/** docs/product/users-and-admin.md Account. Primary accounts arrive as HeaderItems, secondary ones as DropDownItems. */
export const AccountSchema = Type.Object(accountFields);
export const HeaderItemSchema = Type.Object({ ...accountFields, DropDownItems: Type.Array(AccountSchema) });
/** POST /api/customer/getuserpayers */
export const UserPayersResponseSchema = Type.Object({ HeaderItems: Type.Array(HeaderItemSchema) });

/** docs/product/invoices.md ('Search request') (POST /api/Invoice, search-pdf-request, bulk-pdf-request). */
const searchProperties = {
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
    date_from: Type.Optional(RequestDateSchema),
    date_to: Type.Optional(RequestDateSchema),
    due_date_from: Type.Optional(RequestDateSchema),
    due_date_to: Type.Optional(RequestDateSchema),
    currency_key: Type.Optional(Type.String({ maxLength: 10 })),
    filter: Type.Optional(
      Type.Array(Type.Object({ filter_type: Type.String({ maxLength: 10 }), value: Type.String({ maxLength: 100 }) }), {
        maxItems: 50,
      }),
    ),
  }),
};
export const InvoiceSearchBodySchema = Type.Object(searchProperties);

/**
 * docs/product/invoices.md ('Invoice / document'): the ERP's documents. They stay open objects, so
 * a field the ERP adds passes whether the answer is serialised or sent as the ERP's own bytes
 * (api/src/services/invoices/invoice-search.ts).
 */
const DocumentSchema = Type.Object(
  {
    ...ErpDocumentSchema.properties,
    zzcustom: Type.Object(ErpDocumentSchema.properties.zzcustom.properties, { additionalProperties: true }),
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
export const InvoiceDetailResponseSchema = ErpInvoiceDetailResponseSchema;

/** POST /api/Invoice/bulk-pdf-request: the search plus the documents (billing numbers or invoice keys). */
export const BulkPdfBodySchema = Type.Object({
  ...searchProperties,
  GridViewDocIds: Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 5000 }),
});

/**
 * Every PDF call answers a short-lived URL that the page opens in a new tab (docs/product/invoices.md). A new tab
 * carries no bearer header, so the URL itself is the one-time permission.
 */
export const PdfUrlResponseSchema = Type.Object({ url: Type.String() });

export const PdfTokenParamsSchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
/** The PDF itself (binary bodies bypass serialization). */
export const PdfSchema = Type.Unsafe<Blob>({ type: 'string', format: 'binary', description: 'application/pdf' });

/** PUT /api/customer/soldto-details-list: numbers → number (as sent) → name. */
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
/** The ERP's payer, with only the saved methods the portal takes. */
export const PayerResponseSchema = Type.Object({
  status: ErpStatusSchema,
  detail: Type.Object({
    address_data: ErpAddressDataSchema,
    company_data: Type.Array(Type.Object({ company_code: Type.String() })),
    payment_cards: Type.Array(ErpPaymentCardSchema),
    soldto_list: Type.Array(ErpSoldToEntrySchema),
  }),
});
