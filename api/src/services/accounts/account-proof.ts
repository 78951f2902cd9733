import type { FastifyInstance } from 'fastify';
import {
  DOCUMENT_TYPE,
  ERP_ENDPOINTS,
  erpCents,
  MESSAGES,
  parseCents,
  stripLeadingZeros,
  type ErpCustomer,
} from 'shared/server';
import { ApiError } from '../../errors';
import { erpCall } from '../erp/erp-call';
import { WIDE_DATE_FROM, WIDE_DATE_TO } from '../invoices/invoice-search';

const strip = (value: string) => stripLeadingZeros(value.trim());
const INVOICE_NUMBER_FILTER = '01';

export interface InvoiceProof {
  InvoiceNumber: string;
  InvoiceAmount: string;
}

/**
 * True when the ERP holds an invoice of this number, billed to this account (as sold-to or payer),
 * whose total is exactly this amount: both sides compared in integer cents, never as floats. The
 * proof of self-registration (docs/product/registration.md), also asked of a customer who links an
 * account to their own profile.
 */
export async function invoiceProves(app: FastifyInstance, customer: ErpCustomer, proof: InvoiceProof): Promise<boolean> {
  const amount = parseCents(proof.InvoiceAmount);
  if (!amount.ok) return false;
  const account = strip(customer.customer_number);
  const number = strip(proof.InvoiceNumber);
  const answer = await erpCall(MESSAGES.invoicesError, () =>
    app.erp.call(ERP_ENDPOINTS.invoiceSearch, {
      payer_data: { customer_number: customer.customer_number, company_code: customer.company_code },
      soldto_data: null,
      search_parameters: {
        document_type: DOCUMENT_TYPE,
        status: '03',
        date_from: WIDE_DATE_FROM,
        date_to: WIDE_DATE_TO,
        filter: [{ filter_type: INVOICE_NUMBER_FILTER, value: number }],
      },
    }),
  );
  if (answer.status.message_type === 'E') return false;
  return answer.document_list.some(
    (d) =>
      strip(d.billing_document_number) === number &&
      (strip(d.soldto_number) === account || strip(d.payer_number) === account) &&
      erpCents(d.total_amount) === amount.cents,
  );
}

/** 404 'We could not find an account from the given details.', as self-registration answers. */
export const accountNotFound = (): ApiError => new ApiError(404, MESSAGES.accountNotFound, 'account_not_found');
