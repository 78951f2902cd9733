import type { Static } from 'typebox';
import type {
  ErpAddressBlockSchema,
  ErpAddressDataSchema,
  ErpCompanyCodeSchema,
  ErpCustomerSchema,
  ErpCustomizingResponseSchema,
  ErpCustomizingSchema,
  ErpDocumentSchema,
  ErpErrorBodySchema,
  ErpInvoiceDetailRequestSchema,
  ErpInvoiceDetailResponseSchema,
  ErpInvoiceDetailSchema,
  ErpInvoiceItemSchema,
  ErpLookupResponseSchema,
  ErpOrgUnitsResponseSchema,
  ErpPartnerSchema,
  ErpPayerRequestSchema,
  ErpPaymentCardSchema,
  ErpPaymentLogEntrySchema,
  ErpPaymentReasonCodeSchema,
  ErpPaymentTypeSchema,
  ErpRefusedStatusSchema,
  ErpSalesOrganizationSchema,
  ErpSearchFilterSchema,
  ErpSearchResponseSchema,
  ErpSoldToEntrySchema,
  ErpStatusResponseSchema,
  ErpStatusSchema,
} from '../../erp';
import type { PayerResponseSchema, SoldToDetailsBodySchema, SoldToDetailsResponseSchema } from '../invoice-schemas';

// The ERP's types come from its runtime schemas in ../erp (type-only imports: the browser bundles
// no schema). The portal's own calls' types come from their declarations (../endpoints).

/** The ERP's status block on every answer. */
export type ErpStatus = Static<typeof ErpStatusSchema>;
/** The body of an ERP 4xx/5xx. */
export type ErpErrorBody = Static<typeof ErpErrorBodySchema>;
/** A status saying the ERP refused (E). */
export type ErpRefusedStatus = Static<typeof ErpRefusedStatusSchema>;

/** 'ERP status' (GET /api/erp-status). */
export type ErpStatusResponse = Static<typeof ErpStatusResponseSchema>;

export type AddressData = Static<typeof ErpAddressDataSchema>;

/** Payment card / check. */
export type PaymentCard = Static<typeof ErpPaymentCardSchema>;

export type SoldToEntry = Static<typeof ErpSoldToEntrySchema>;

/** POST /api/customer/payer (the ERP's /customer/payer takes the same). */
export type PayerRequest = Static<typeof ErpPayerRequestSchema>;
/** The portal's answer: the ERP's, with only the saved methods the portal takes. */
export type PayerResponse = Static<typeof PayerResponseSchema>;

/** PUT /api/customer/soldto-details-list: a list of numbers gives number -> name. */
export type SoldToDetailsRequest = Static<typeof SoldToDetailsBodySchema>;
export type SoldToDetailsResponse = Static<typeof SoldToDetailsResponseSchema>;

/** Master data of one customer number, as the ERP knows it. */
export type ErpCustomer = Static<typeof ErpCustomerSchema>;

/** zzcustom address block (sold-to or payer), as the ERP sends it on a document. */
export type ErpAddressBlock = Static<typeof ErpAddressBlockSchema>;

/** 'Invoice / document': one line of a search answer. Dates are MM-DD-YYYY. */
export type ErpDocument = Static<typeof ErpDocumentSchema>;

/** 'Search request'. filter_type '01' is an invoice number, '90' marks a PayerAll search. */
export type ErpSearchFilter = Static<typeof ErpSearchFilterSchema>;
/** The search the portal sends: every part filled in (the ERP would take less). */
export type { ErpSearchRequest } from '../../erp/invoice';
export type ErpSearchResponse = Static<typeof ErpSearchResponseSchema>;

/** 'Invoice detail response'. */
export type ErpInvoiceDetailRequest = Static<typeof ErpInvoiceDetailRequestSchema>;
export type ErpInvoiceItem = Static<typeof ErpInvoiceItemSchema>;
export type ErpPartner = Static<typeof ErpPartnerSchema>;
export type ErpInvoiceDetail = Static<typeof ErpInvoiceDetailSchema>;
/** `detail` is left out when status is E. */
export type ErpInvoiceDetailResponse = Static<typeof ErpInvoiceDetailResponseSchema>;

/** 'Payment configuration' of one company code (POST /erp/customer/customizing). */
export type ErpPaymentReasonCode = Static<typeof ErpPaymentReasonCodeSchema>;
export type ErpPaymentType = Static<typeof ErpPaymentTypeSchema>;
export type ErpCustomizingResponse = Static<typeof ErpCustomizingSchema>;
/** POST /erp/customer/customizing: the configuration, or status E alone (unknown company code). */
export type ErpCustomizingAnswer = Static<typeof ErpCustomizingResponseSchema>;

/** POST /erp/customer/lookup */
export type ErpCustomerLookupResponse = Static<typeof ErpLookupResponseSchema>;

/** Tokenizer (sandbox /tokenizer): the API server opens a session, the browser posts card data. */
export interface TokenizerSessionRequest {
  merchant_guid?: string;
  payment_method: 'CC' | 'EC';
}
export interface TokenizerSessionResponse {
  access_token: string;
  merchant_guid: string;
  /** Where the browser posts the card or account data, with `Authorization: Bearer <access_token>`. */
  tokenizer_url: string;
  expires_in: number;
}
export interface TokenizerResultResponse {
  result: 'approved' | 'declined';
  paymentcard?: PaymentCard;
  message?: string;
}

/** Sandbox ERP introspection (GET /erp/payments/log): one charge the ERP processed. */
export type ErpPaymentLogEntry = Static<typeof ErpPaymentLogEntrySchema>;

/** GET /erp/customizing/org-units: company codes and sales organizations with their active flag. */
export type ErpOrgUnitsResponse = Static<typeof ErpOrgUnitsResponseSchema>;
export type ErpCompanyCode = Static<typeof ErpCompanyCodeSchema>;
export type ErpSalesOrganization = Static<typeof ErpSalesOrganizationSchema>;
