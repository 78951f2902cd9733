import type { FastifyInstance } from 'fastify';
import { MESSAGES, parseCents, type ErpCustomer } from 'shared/server';
import { ApiError } from '../../errors';
import { erpCall } from '../erp/erp-call';
import { findProvingInvoice } from '../invoices/invoice-proof';

export interface InvoiceProof {
  InvoiceNumber: string;
  InvoiceAmount: string;
}

/**
 * True when one of the account's invoices has this number and exactly this amount: the proof of
 * self-registration (docs/product/registration.md), also asked of a customer who links an account
 * to their own profile.
 */
export async function invoiceProves(app: FastifyInstance, customer: ErpCustomer, proof: InvoiceProof): Promise<boolean> {
  const amount = parseCents(proof.InvoiceAmount);
  if (!amount.ok) return false;
  const invoice = await erpCall(MESSAGES.invoicesError, () => findProvingInvoice(app, customer, proof.InvoiceNumber, amount.cents));
  return invoice !== null;
}

/** 404 'We could not find an account from the given details.', as self-registration answers. */
export const accountNotFound = (): ApiError => new ApiError(404, MESSAGES.accountNotFound, 'account_not_found');
