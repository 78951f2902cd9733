import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TYPES, USER_REFUSALS, stripLeadingZeros } from 'shared/server';
import { lookupCustomers } from '../erp/customer-lookup';

/**
 * The sold-tos a user's exclusion list may name (docs/product/users-and-admin.md#exclusion-list):
 * those the ERP lists under the user's linked Payer/PayerAll accounts, as account access reads them
 * (services/access/account-access.ts). Numbers without leading zeros. Throws ErpUnavailableError
 * when the ERP does not answer, so nothing is saved unchecked.
 */
export async function excludableSoldTos(app: FastifyInstance, userId: number): Promise<Set<string>> {
  const accounts = await app.accountsRepository.listByUser(userId);
  const payerNumbers = accounts.filter((a) => a.account_type_id !== ACCOUNT_TYPES.SoldTo).map((a) => a.primary_acct);
  const customers = await lookupCustomers(app.erp, payerNumbers);
  return new Set(customers.flatMap((c) => c.soldto_list ?? []).map((n) => stripLeadingZeros(n.trim())));
}

/**
 * The refusal for the first entry that is not one of the user's own sold-tos, or null. Entries the
 * list already held are kept without a check: a payer's sold-tos can move in the ERP, and removing
 * the stale one is the administrator's choice, not a save's side effect.
 */
export async function foreignExclusion(
  app: FastifyInstance,
  userId: number,
  accounts: readonly string[],
  before: readonly string[],
): Promise<string | null> {
  const held = new Set(before.map((n) => stripLeadingZeros(n.trim())));
  const added = accounts.filter((n) => !held.has(stripLeadingZeros(n.trim())));
  if (added.length === 0) return null;
  const own = await excludableSoldTos(app, userId);
  const foreign = added.find((n) => !own.has(stripLeadingZeros(n.trim())));
  return foreign === undefined ? null : USER_REFUSALS.exclusionNotOwn(foreign);
}
