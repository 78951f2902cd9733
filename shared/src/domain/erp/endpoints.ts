import { Type, type Static, type TSchema } from 'typebox';
import { ErpStatusResponseSchema } from './common';
import {
  ErpCustomizingRequestSchema,
  ErpCustomizingResponseSchema,
  ErpLookupRequestSchema,
  ErpLookupResponseSchema,
  ErpPayerRequestSchema,
  ErpPayerResponseSchema,
  ErpSoldToDetailsRequestSchema,
  ErpSoldToDetailsResponseSchema,
} from './customer';
import {
  ErpInvoiceDetailRequestSchema,
  ErpInvoiceDetailResponseSchema,
  ErpPdfRequestSchema,
  ErpSearchRequestSchema,
  ErpSearchResponseSchema,
} from './invoice';
import { ErpOrgUnitsResponseSchema } from './organization';
import {
  ErpChargeLookupRequestSchema,
  ErpChargeLookupResponseSchema,
  ErpDeletedSchema,
  ErpFaultsRequestSchema,
  ErpDepositRequestSchema,
  ErpPaymentCardsRequestSchema,
  ErpPaymentCardsResponseSchema,
  ErpPaymentLogSchema,
  ErpPaymentRequestSchema,
  ErpPaymentResponseSchema,
  ErpResetResponseSchema,
} from './payments';

/** One ERP call: its method, its path under the ERP's base URL, and the schemas of both sides. */
export interface ErpEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The request body; GET and DELETE have none. */
  body?: TSchema;
  /** The answer of a 200. */
  response: TSchema;
}

/** An endpoint answering a PDF (200) or an ERP error body (4xx). */
export interface ErpPdfEndpoint {
  method: 'POST';
  path: string;
  body: TSchema;
}

/** A PDF body; the schema documents it (binary bodies bypass serialization). */
export const ErpPdfSchema = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' });

/**
 * Every ERP call the portal makes, with the schemas the sandbox serves and the API server checks
 * each answer against. Paths are relative to the ERP's base URL (ERP_URL, the sandbox's /erp).
 */
export const ERP_ENDPOINTS = {
  status: { method: 'GET', path: '/status', response: ErpStatusResponseSchema },
  customerLookup: { method: 'POST', path: '/customer/lookup', body: ErpLookupRequestSchema, response: ErpLookupResponseSchema },
  payer: { method: 'POST', path: '/customer/payer', body: ErpPayerRequestSchema, response: ErpPayerResponseSchema },
  soldToDetails: {
    method: 'PUT',
    path: '/customer/soldto-details-list',
    body: ErpSoldToDetailsRequestSchema,
    response: ErpSoldToDetailsResponseSchema,
  },
  customizing: {
    method: 'POST',
    path: '/customer/customizing',
    body: ErpCustomizingRequestSchema,
    response: ErpCustomizingResponseSchema,
  },
  orgUnits: { method: 'GET', path: '/customizing/org-units', response: ErpOrgUnitsResponseSchema },
  invoiceSearch: { method: 'POST', path: '/invoice/search', body: ErpSearchRequestSchema, response: ErpSearchResponseSchema },
  invoiceDetail: {
    method: 'POST',
    path: '/invoice/detail',
    body: ErpInvoiceDetailRequestSchema,
    response: ErpInvoiceDetailResponseSchema,
  },
  payments: { method: 'POST', path: '/invoice/payments', body: ErpPaymentRequestSchema, response: ErpPaymentResponseSchema },
  deposit: { method: 'POST', path: '/customer/makedeposit', body: ErpDepositRequestSchema, response: ErpPaymentResponseSchema },
  paymentCards: {
    method: 'POST',
    path: '/customer/payment_cards',
    body: ErpPaymentCardsRequestSchema,
    response: ErpPaymentCardsResponseSchema,
  },
  chargeLookup: {
    method: 'POST',
    path: '/payments/lookup',
    body: ErpChargeLookupRequestSchema,
    response: ErpChargeLookupResponseSchema,
  },
  /** Sandbox only: what the ERP charged, faults to inject, and a way back to the seeded data (tests). */
  paymentLog: { method: 'GET', path: '/payments/log', response: ErpPaymentLogSchema },
  clearPaymentLog: { method: 'DELETE', path: '/payments/log', response: ErpDeletedSchema },
  reset: { method: 'POST', path: '/__reset', response: ErpResetResponseSchema },
  faults: { method: 'POST', path: '/__faults', body: ErpFaultsRequestSchema, response: ErpResetResponseSchema },
} as const satisfies Record<string, ErpEndpoint>;

export const ERP_PDF_ENDPOINTS = {
  invoicePdf: { method: 'POST', path: '/invoice/pdf', body: ErpPdfRequestSchema },
  statementPdf: { method: 'POST', path: '/invoice/statement-pdf', body: ErpSearchRequestSchema },
} as const satisfies Record<string, ErpPdfEndpoint>;

/** What a call to the endpoint sends. */
export type ErpRequestOf<E extends { body?: TSchema }> = E['body'] extends TSchema ? Static<E['body']> : undefined;
/** What a 200 of the endpoint carries. */
export type ErpAnswerOf<E extends ErpEndpoint> = Static<E['response']>;
