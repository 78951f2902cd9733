import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TYPES, stripLeadingZeros, type ErpDocument } from 'shared/server';
import { API_TEXTS, forbidden } from '../../errors';
import type { AccountRow } from '../../repositories/accounts-repository';
import type { UserRow } from '../../repositories/users-repository';
import { lookupCustomers } from '../erp/customer-lookup';
import type { Acting } from './acting-user';

/**
 * What one request may reach (docs/decisions.md#default-permissions-per-role): the accounts linked to the user it acts for (the
 * caller, or the user a staff member with CanImpersonate impersonates), the sold-tos of their
 * Payer/PayerAll accounts from the ERP, less their exclusions. Numbers are kept without leading
 * zeros. Built per request from short caches: a changed link or exclusion applies at once on the
 * instance that changed it and within 2 s on every other (docs/architecture/api.md#short-caches).
 */
export interface AccountAccess {
  caller: UserRow;
  /** The user whose accounts are used: the caller, or the impersonated user. */
  user: UserRow;
  impersonating: boolean;
  accounts: AccountRow[];
  excluded: Set<string>;
  /** Linked payer numbers, each with the sold-tos it may reach through it. */
  payers: Map<string, string[]>;
  /** Every reachable sold-to: linked sold-to accounts and the payers' sold-tos, less exclusions. */
  soldTos: Set<string>;
  /** Company codes of the linked accounts. */
  companyCodes: Set<string>;
}

/**
 * Loads the access of a request for the user it acts for (`actingOf(request)`: the caller, or the
 * customer the session impersonates). Throws ErpUnavailableError when the ERP must be asked for a
 * payer's sold-tos and does not answer.
 */
export async function loadAccountAccess(app: FastifyInstance, { caller, user }: Acting): Promise<AccountAccess> {
  const { accounts, exclusions } = await app.shortCaches.links.get(String(user.user_id), async () => {
    const [accounts, exclusions] = await Promise.all([
      app.accountsRepository.listByUser(user.user_id),
      app.exclusionsRepository.listByUser(user.user_id),
    ]);
    return { accounts, exclusions };
  });
  const excluded = new Set(exclusions.map((n) => stripLeadingZeros(n.trim())));
  const payerNumbers = accounts.filter((a) => a.account_type_id !== ACCOUNT_TYPES.SoldTo).map((a) => a.primary_acct);
  const lookedUp = await app.shortCaches.customers.get(payerNumbers.join(','), () => lookupCustomers(app.erp, payerNumbers));
  const customers = new Map(lookedUp.map((c) => [stripLeadingZeros(c.customer_number), c]));

  const payers = new Map<string, string[]>();
  const soldTos = new Set<string>();
  const reach = (number: string) => {
    if (!excluded.has(number)) soldTos.add(number);
  };
  for (const account of accounts) {
    const number = stripLeadingZeros(account.primary_acct.trim());
    const customer = customers.get(number);
    // A Payer/PayerAll link whose number the ERP knows as a plain sold-to shows that sold-to.
    if (account.account_type_id === ACCOUNT_TYPES.SoldTo || customer?.kind === 'soldto') {
      reach(number);
      continue;
    }
    const under = (customer?.soldto_list ?? []).map((n) => stripLeadingZeros(n.trim())).filter((n) => !excluded.has(n));
    payers.set(number, [...new Set(under)]);
    under.forEach(reach);
  }
  return {
    caller,
    user,
    impersonating: user.user_id !== caller.user_id,
    accounts,
    excluded,
    payers,
    soldTos,
    companyCodes: new Set(accounts.map((a) => a.company_code).filter(Boolean)),
  };
}

/** A payer or sold-to number the request may use (payer_data.customer_number, soldto lists). */
export function canReach(access: AccountAccess, number: string): boolean {
  const n = stripLeadingZeros(number.trim());
  return n !== '' && (access.payers.has(n) || access.soldTos.has(n));
}

/** 403 unless every number is reachable. */
export function assertReachable(access: AccountAccess, numbers: readonly string[]): void {
  for (const number of numbers) {
    if (!canReach(access, number)) throw forbidden(API_TEXTS.foreignAccount);
  }
}

/** 403 unless the company code is one of the linked accounts' (an empty code means the first). */
export function companyFor(access: AccountAccess, companyCode: string | undefined): string {
  const code = (companyCode ?? '').trim() || access.accounts.find((a) => a.company_code)?.company_code || '';
  if (!access.companyCodes.has(code)) throw forbidden(API_TEXTS.foreignCompany);
  return code;
}

/** A document of a reachable sold-to (or of a linked payer itself), never of an excluded one. */
export function documentAllowed(access: AccountAccess, document: Pick<ErpDocument, 'soldto_number'>): boolean {
  const soldTo = stripLeadingZeros(String(document.soldto_number ?? '').trim());
  if (soldTo === '' || access.excluded.has(soldTo)) return false;
  return access.soldTos.has(soldTo) || access.payers.has(soldTo);
}

/** The search roots of the access: each linked payer, and each linked sold-to that no payer covers. */
export function searchRoots(access: AccountAccess): { number: string; companyCode: string }[] {
  const roots: { number: string; companyCode: string }[] = [];
  const seen = new Set<string>();
  for (const account of access.accounts) {
    const number = stripLeadingZeros(account.primary_acct.trim());
    if (seen.has(number) || (!access.payers.has(number) && !access.soldTos.has(number))) continue;
    seen.add(number);
    roots.push({ number, companyCode: account.company_code });
  }
  return roots;
}
