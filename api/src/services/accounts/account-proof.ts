import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_TYPES,
  DOCUMENT_TYPE,
  ERP_ENDPOINTS,
  erpOutcome,
  invoiceLookupRequest,
  MESSAGES,
  PARTNER_FUNCTION,
  provingInvoice,
  stripLeadingZeros,
  type AccountProofInput,
  type ErpCustomer,
  type ErpDocument,
  type ErpInvoiceDetail,
  type ProvenAccount,
} from 'shared/server';
import { ApiError } from '../../errors';
import { lookupCustomers } from '../erp/customer-lookup';
import { erpCall } from '../erp/erp-call';

/**
 * The account proof of docs/product/registration.md#adding-accounts, asked by self-registration
 * (proveAccount) and of a customer who links an account to their own profile (invoiceProves). The
 * rule itself (which invoice proves, the amount read in integer cents against the invoice's total)
 * is shared's provingInvoice; this file asks the ERP for the invoices it is applied to.
 */

const strip = (value: string | undefined | null) => stripLeadingZeros(String(value ?? '').trim());

/** 404 'We could not find an account from the given details.': every failed proof answers the same. */
export const accountNotFound = (): ApiError => new ApiError(404, MESSAGES.accountNotFound, 'account_not_found');

/** An account proven in a registration session, with what its link needs later (kept server-side only). */
export interface StoredAccount extends ProvenAccount {
  name_2: string;
  salesOrganization: string;
  distributionChannel: string;
  division: string;
}

/**
 * The invoice of the customer that proves it, or null: the customer's invoices with this number
 * (shared's look-up by number; a payer's over its sold-tos), then the proof rule. The caller wraps
 * the ERP call (erpCall) with its message.
 */
async function findProvingInvoice(app: FastifyInstance, customer: ErpCustomer, invoiceNumber: string, invoiceAmount: AccountProofInput['invoiceAmount']) {
  const account = strip(customer.customer_number);
  const number = strip(invoiceNumber);
  if (account === '' || number === '') return null;
  const answer = await app.erp.call(
    ERP_ENDPOINTS.invoiceSearch,
    invoiceLookupRequest(
      { customer_number: account, company_code: customer.company_code },
      customer.kind === 'payer' ? (customer.soldto_list ?? []) : null,
      [number],
    ),
  );
  if (erpOutcome(answer.status) === 'refused') return null;
  return provingInvoice(answer.document_list, { account, invoiceNumber: number, invoiceAmount });
}

/** A customer linking an account to their profile: true when one of its invoices proves it. */
export async function invoiceProves(app: FastifyInstance, customer: ErpCustomer, proof: { InvoiceNumber: string; InvoiceAmount: string }): Promise<boolean> {
  const invoice = await erpCall(MESSAGES.invoicesError, () => findProvingInvoice(app, customer, proof.InvoiceNumber, proof.InvoiceAmount));
  return invoice !== null;
}

export interface Proof {
  invoice: ErpDocument;
  detail: ErpInvoiceDetail | null;
  account: StoredAccount;
}

/**
 * Self-registration's proof, checked at the ERP: the billing ID is a customer the ERP knows, and
 * one of its invoices proves it. Every failure is the same 404, so a caller learns nothing about
 * which part was wrong. The billing partner's address is partner RG of the invoice's detail.
 */
export async function proveAccount(app: FastifyInstance, form: { accountNumber: string; invoiceNumber: string; invoiceAmount: AccountProofInput['invoiceAmount'] }): Promise<Proof> {
  const number = strip(form.accountNumber);
  return erpCall(MESSAGES.systemError, async () => {
    const customer = number === '' ? undefined : (await lookupCustomers(app.erp, [number])).find((c) => strip(c.customer_number) === number);
    const invoice = customer ? await findProvingInvoice(app, customer, form.invoiceNumber, form.invoiceAmount) : null;
    if (!customer || !invoice) throw accountNotFound();
    const detailAnswer = await app.erp.call(ERP_ENDPOINTS.invoiceDetail, {
      document_detail: { billing_document_number: invoice.billing_document_number, document_type: DOCUMENT_TYPE },
    });
    const detail = erpOutcome(detailAnswer.status) !== 'refused' && detailAnswer.detail ? detailAnswer.detail : null;
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
