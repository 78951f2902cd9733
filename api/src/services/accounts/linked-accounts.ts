import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCOUNT_TYPES,
  accountProofSchema,
  linkedAccountSchema,
  MESSAGES,
  stripLeadingZeros,
  type Account,
  type AccountTypeId,
  type ErpCustomer,
  type LinkedAccountRequest,
} from 'shared/server';
import { API_TEXTS, ApiError, forbidden } from '../../errors';
import type { AccountRow, NewAccount } from '../../repositories/accounts-repository';
import type { UserRow } from '../../repositories/users-repository';
import { activeOrgUnits } from '../config/erp-configuration';
import { erpCall } from '../erp/erp-call';
import { lookupCustomers } from '../erp/customer-lookup';
import { validateForm } from '../forms/validate-form';
import { accountNotFound, invoiceProves } from './account-proof';
import { linkedAccountAccess } from './linked-account-access';

const strip = (value: string) => stripLeadingZeros(value.trim());

/** A linked account as the calls answer it (docs/product/users-and-admin.md Account). */
export function toAccount(row: AccountRow): Account {
  return {
    AccountId: row.account_id,
    PrimaryAcct: row.primary_acct,
    Name: row.name,
    name_2: row.name_2,
    CompanyCode: row.company_code,
    SalesOrganization: row.sales_organization,
    DistributionChannel: row.distribution_channel,
    Division: row.division,
    AccountTypeId: row.account_type_id,
  };
}

/** A payer account serves a Payer or a PayerAll user as that user's type; a sold-to is a sold-to. */
function accountTypeOf(customer: ErpCustomer, target: UserRow): AccountTypeId {
  if (customer.kind === 'soldto') return ACCOUNT_TYPES.SoldTo;
  return target.primary_account_type_id === ACCOUNT_TYPES.PayerAll ? ACCOUNT_TYPES.PayerAll : ACCOUNT_TYPES.Payer;
}

export async function listLinkedAccounts(app: FastifyInstance, caller: UserRow, targetId: number): Promise<Account[]> {
  const { target } = await linkedAccountAccess(app, caller, targetId, 'read');
  return (await app.accountsRepository.listByUser(target.user_id)).map(toAccount);
}

/**
 * Links an account to a user (`existing` absent) or rewrites one of theirs. In this order, each a
 * refusal before anything is written: who may (403), the form's shared rules (400), the proof a
 * customer owes for a number new to them (403 without it, counted by the attempt limiter), the same
 * number twice (409), a company code or sales organization the ERP does not list as active (422),
 * an account the ERP does not know in that company code, or an invoice that does not prove it (404).
 */
export async function saveLinkedAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: UserRow,
  targetId: number,
  body: LinkedAccountRequest,
  existingId?: number,
): Promise<Account> {
  const { target, proofRequired } = await linkedAccountAccess(app, caller, targetId, 'change');
  const existing = existingId === undefined ? null : await app.accountsRepository.findOfUser(target.user_id, existingId);
  if (existingId !== undefined && !existing) throw new ApiError(404, API_TEXTS.unknownAccount, 'unknown_account');

  const { form, message } = await validateForm(linkedAccountSchema, body, ['PrimaryAcct', 'CompanyCode', 'SalesOrganization']);
  if (!form) throw new ApiError(400, message, 'invalid_account');
  const number = strip(form.PrimaryAcct);
  // Editing the company code or sales area of a number already linked proves nothing new.
  const needsProof = proofRequired && (!existing || strip(existing.primary_acct) !== number);
  let proof: { InvoiceNumber: string; InvoiceAmount: string } | null = null;
  if (needsProof) {
    if (!body.InvoiceNumber?.trim() && !body.InvoiceAmount?.trim()) throw forbidden(API_TEXTS.accountProofRequired, 'proof_required');
    const checked = await validateForm(accountProofSchema, body, ['InvoiceNumber', 'InvoiceAmount']);
    if (!checked.form) throw new ApiError(400, checked.message, 'invalid_proof');
    proof = checked.form;
  }

  const linked = await app.accountsRepository.listByUser(target.user_id);
  if (linked.some((a) => a.account_id !== existing?.account_id && strip(a.primary_acct) === number)) {
    throw new ApiError(409, MESSAGES.accountDuplicate, 'duplicate');
  }

  const units = await activeOrgUnits(app);
  if (!units.CompanyCodes.some((c) => c.CompanyCode === form.CompanyCode)) {
    throw new ApiError(422, API_TEXTS.inactiveCompanyCode, 'inactive_company_code');
  }
  if (!units.SalesOrganizations.some((s) => s.SalesOrganization === form.SalesOrganization && s.CompanyCode === form.CompanyCode)) {
    throw new ApiError(422, API_TEXTS.inactiveSalesOrganization, 'inactive_sales_organization');
  }
  // Counted before the account and its invoices are looked up, so guessing costs one statement once blocked.
  const attempt = proof ? await app.attemptLimiter.reserve('add-account', number, request.ip) : null;
  const [customer] = await erpCall(MESSAGES.payerDetailsError, () => lookupCustomers(app.erp, [number]));
  if (!customer || customer.company_code !== form.CompanyCode) throw accountNotFound();
  if (proof) {
    if (!(await invoiceProves(app, customer, proof))) throw accountNotFound();
    await attempt!.succeeded();
  }

  const account: NewAccount = {
    user_id: target.user_id,
    primary_acct: number,
    account_type_id: accountTypeOf(customer, target),
    name: customer.name,
    name_2: customer.name_2 ?? '',
    company_code: form.CompanyCode,
    sales_organization: form.SalesOrganization,
    distribution_channel: customer.sales_area.distribution_channel,
    division: customer.sales_area.division,
  };
  const saved = await app.db.transaction(async (tx) => {
    const row = existing ? await app.accountsRepository.update(existing.account_id, account, tx) : await app.accountsRepository.insert(account, tx);
    if (!row) throw new ApiError(404, API_TEXTS.unknownAccount, 'unknown_account');
    await app.auditLog.record(
      caller.user_id,
      existing ? 'linked_account_changed' : 'linked_account_added',
      { targetUserId: target.user_id, accountId: row.account_id, account: number, proven: Boolean(proof) },
      tx,
    );
    return row;
  });
  return toAccount(saved);
}

export async function deleteLinkedAccount(app: FastifyInstance, caller: UserRow, targetId: number, accountId: number): Promise<void> {
  const { target } = await linkedAccountAccess(app, caller, targetId, 'change');
  await app.db.transaction(async (tx) => {
    const existing = await app.accountsRepository.findOfUser(target.user_id, accountId, tx);
    if (!existing || !(await app.accountsRepository.delete(target.user_id, accountId, tx))) {
      throw new ApiError(404, API_TEXTS.unknownAccount, 'unknown_account');
    }
    await app.auditLog.record(caller.user_id, 'linked_account_removed', { targetUserId: target.user_id, accountId, account: existing.primary_acct }, tx);
  });
}
