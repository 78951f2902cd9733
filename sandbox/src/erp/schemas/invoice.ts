import type {
  ErpDocument,
  ErpInvoiceDetailRequest,
  ErpInvoiceDetailResponse,
  ErpSearchRequest,
  ErpSearchResponse,
} from 'shared/server';
import { Type, type Static } from 'typebox';
import { ErpStatusSchema, type Expect, type Same } from '../../lib/schemas';
import { AddressBlockSchema, AddressDataSchema, Flag } from './common';

/** MM-DD-YYYY (MM/DD/YYYY is tolerated); an empty string means no bound. */
const RequestDate = Type.String({ pattern: '^(\\d{2}[-/]\\d{2}[-/]\\d{4})?$' });

export const DocumentSchema = Type.Object({
  billing_document_number: Type.String(),
  document_number_finance: Type.String(),
  line_item_in_the_relevant_invoice: Type.String(),
  finance_document_type: Type.String(),
  clearing_document_number_finance: Type.String(),
  reference_number: Type.String(),
  fiscal_year_of_the_relevant_invoice: Type.String(),
  finance_document_only: Flag,
  billing_document_type: Type.String(),
  item_is_a_payment: Flag,
  read_only_flag: Flag,
  pdf_document_available: Flag,
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
  open_amount: Type.Number(),
  zzcustom: Type.Object({
    soldtoad: Type.Optional(AddressBlockSchema),
    payerad: Type.Optional(AddressBlockSchema),
    nodetail: Type.Optional(Flag),
  }),
});

export const FilterSchema = Type.Object({ filter_type: Type.String(), value: Type.String() });

/** Spec §3 'Search request'; the sandbox lets the optional parts be left out. */
export const SearchRequestSchema = Type.Object({
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
    status: Type.Union([Type.Literal('01'), Type.Literal('02'), Type.Literal('03')]),
    date_from: Type.Optional(RequestDate),
    date_to: Type.Optional(RequestDate),
    due_date_from: Type.Optional(RequestDate),
    due_date_to: Type.Optional(RequestDate),
    currency_key: Type.Optional(Type.String()),
    filter: Type.Optional(Type.Array(FilterSchema)),
  }),
});
export type SearchRequestBody = Static<typeof SearchRequestSchema>;

export const SearchResponseSchema = Type.Object({
  status: ErpStatusSchema,
  document_list: Type.Array(DocumentSchema),
});

export const DetailRequestSchema = Type.Object({
  document_detail: Type.Object({
    billing_document_number: Type.String({ minLength: 1 }),
    document_type: Type.Literal('01'),
  }),
});

export const DetailResponseSchema = Type.Object({
  status: ErpStatusSchema,
  detail: Type.Optional(
    Type.Object({
      header_data: Type.Object({
        billing_document_number: Type.String(),
        billing_document_type: Type.String(),
        document_date: Type.String(),
        total_amount: Type.Number(),
        currency_key: Type.String(),
      }),
      partner_data: Type.Array(
        Type.Object({
          partner_function: Type.Union([Type.Literal('WE'), Type.Literal('RG')]),
          address_data: AddressDataSchema,
        }),
      ),
      item_data: Type.Array(
        Type.Object({
          item_number: Type.String(),
          billed_quantity: Type.Number(),
          material_number: Type.String(),
          description: Type.String(),
          total_amount: Type.Number(),
        }),
      ),
    }),
  ),
});

export const PdfRequestSchema = Type.Object({
  billing_document_numbers: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: 500 }),
});

// The schemas above must describe the shared contracts exactly (the request one may be looser).
export type DocumentContract = Expect<Same<Static<typeof DocumentSchema>, ErpDocument>>;
export type SearchResponseContract = Expect<Same<Static<typeof SearchResponseSchema>, ErpSearchResponse>>;
export type DetailContract = Expect<Same<Static<typeof DetailResponseSchema>, ErpInvoiceDetailResponse>>;
export type DetailRequestContract = Expect<Same<Static<typeof DetailRequestSchema>, ErpInvoiceDetailRequest>>;
export type SearchRequestContract = Expect<ErpSearchRequest extends SearchRequestBody ? true : false>;
