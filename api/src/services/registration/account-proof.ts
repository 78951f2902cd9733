import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_TYPES,
  DOCUMENT_TYPE,
  ERP_ENDPOINTS,
  MESSAGES,
  PARTNER_FUNCTION,
  stripLeadingZeros,
  toCents,
  type AddAccountForm,
  type ErpCustomer,
  type ErpDocument,
  type ErpInvoiceDetail,
} from 'shared/server';
import { ApiError } from '../../errors';
import { lookupCustomers } from '../erp/customer-lookup';
import { erpCall } from '../erp/erp-call';
import { findProvingInvoice } from '../invoices/invoice-proof';
import type { StoredAccount } from './registration-session';

const strip = (value: string | undefined | null) => stripLeadingZeros(String(value ?? '').trim());

export const accountNotFound = () => new ApiError(404, MESSAGES.accountNotFound, 'not_found');

export interface Proof {
  invoice: ErpDocument;
  detail: ErpInvoiceDetail | null;
  account: StoredAccount;
}

/**
 * The proof of docs/product/registration.md#adding-accounts, checked at the ERP: the billing ID is
 * a customer the ERP knows, and one of its invoices has this number and exactly this amount (in
 * cents, by shared's money rules). Every failure is the same 404, so a caller learns nothing about
 * which part was wrong. The billing partner's address is partner RG of the invoice's detail.
 */
export async function proveAccount(app: FastifyInstance, form: AddAccountForm): Promise<Proof> {
  const number = strip(form.accountNumber);
  const invoiceNumber = strip(form.invoiceNumber);
  const cents = toCents(form.invoiceAmount);
  return erpCall(MESSAGES.systemError, async () => {
    const customer = (await lookupCustomers(app.erp, [number])).find((c) => strip(c.customer_number) === number);
    if (!customer || number === '' || invoiceNumber === '') throw accountNotFound();
    const invoice = await findProvingInvoice(app, customer, invoiceNumber, cents);
    if (!invoice) throw accountNotFound();
    const detailAnswer = await app.erp.call(ERP_ENDPOINTS.invoiceDetail, {
      document_detail: { billing_document_number: invoice.billing_document_number, document_type: DOCUMENT_TYPE },
    });
    const detail = detailAnswer.status.message_type !== 'E' && detailAnswer.detail ? detailAnswer.detail : null;
    const billing = detail?.partner_data.find((p) => p.partner_function === PARTNER_FUNCTION.recipient)?.address_data ?? null;
    return { invoice, detail, account: storedAccount(number, customer, billing) };
  });
}

function storedAccount(number: string, customer: ErpCustomer, address: StoredAccount['address']): StoredAccount {
  return {
    accountNumber: number,
    name: customer.name,
    name_2: customer.name_2 ?? '',
    // docs/product/registration.md#creating-the-user: the ERP's kind decides the link's type.
    accountTypeId: customer.kind === 'payer' ? ACCOUNT_TYPES.Payer : ACCOUNT_TYPES.SoldTo,
    companyCode: customer.company_code,
    salesOrganization: customer.sales_area.sales_organization,
    distributionChannel: customer.sales_area.distribution_channel,
    division: customer.sales_area.division,
    address,
  };
}
