import type { FastifyInstance } from 'fastify';
import { DOCUMENT_TYPE, ERP_ENDPOINTS, erpCents, stripLeadingZeros, type ErpCustomer, type ErpDocument } from 'shared/server';
import { isUsableStatus } from '../erp/erp-call';
import { WIDE_DATE_FROM, WIDE_DATE_TO } from './invoice-search';

const INVOICE_NUMBER_FILTER = '01';
const strip = (value: string | undefined | null) => stripLeadingZeros(String(value ?? '').trim());

/**
 * The invoice that proves a customer account (docs/product/registration.md#adding-accounts): one of
 * its invoices, billed to it as sold-to or payer, with this number and exactly this total, compared
 * in integer cents. Null when there is none. Self-registration and a customer linking an account to
 * their own profile ask the same proof. The caller wraps the ERP call (erpCall) with its message.
 */
export async function findProvingInvoice(
  app: FastifyInstance,
  customer: ErpCustomer,
  invoiceNumber: string,
  cents: number,
): Promise<ErpDocument | null> {
  const account = strip(customer.customer_number);
  const number = strip(invoiceNumber);
  if (account === '' || number === '') return null;
  const answer = await app.erp.call(ERP_ENDPOINTS.invoiceSearch, {
    payer_data: { customer_number: account, company_code: customer.company_code },
    soldto_data: customer.kind === 'payer' ? { customer_number: '', accounts: [...(customer.soldto_list ?? [])] } : null,
    search_parameters: {
      document_type: DOCUMENT_TYPE,
      status: '03',
      date_from: WIDE_DATE_FROM,
      date_to: WIDE_DATE_TO,
      due_date_from: WIDE_DATE_FROM,
      due_date_to: WIDE_DATE_TO,
      currency_key: '',
      filter: [{ filter_type: INVOICE_NUMBER_FILTER, value: number }],
    },
  });
  if (!isUsableStatus(answer.status.message_type)) return null;
  return (
    answer.document_list.find(
      (d) =>
        strip(d.billing_document_number) === number &&
        d.item_is_a_payment !== 'X' &&
        (strip(d.soldto_number) === account || strip(d.payer_number) === account) &&
        erpCents(d.total_amount) === cents,
    ) ?? null
  );
}
