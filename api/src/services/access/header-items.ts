import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TYPES, MESSAGES, stripLeadingZeros, type Account, type ErpCustomer, type HeaderItem } from 'shared/server';
import type { AccountRow } from '../../repositories/accounts-repository';
import type { ErpClient } from '../../plugins/external/erp';
import { lookupCustomers } from '../erp/customer-lookup';
import { erpCall } from '../erp/erp-call';
import type { Acting } from './acting-user';

/**
 * POST /api/customer/getuserpayers: the HeaderItems of the (impersonated) user's accounts. A user
 * still waiting for e-mail confirmation sees no accounts yet; the page sends them to
 * /auto-register/waiting-confirmation anyway, so an empty list spares them an error toast.
 */
export async function userPayers(app: FastifyInstance, { user: target }: Acting): Promise<HeaderItem[]> {
  if (target.status !== 'active') return [];
  const [accounts, exclusions] = await Promise.all([
    app.accountsRepository.listByUser(target.user_id),
    app.exclusionsRepository.listByUser(target.user_id),
  ]);
  return erpCall(MESSAGES.payersError, () => buildHeaderItems(app.erp, accounts, exclusions));
}

/**
 * Builds the HeaderItems of docs/product/users-and-admin.md: one per linked account, with names from the ERP. A
 * Payer/PayerAll account lists the sold-tos it pays for as DropDownItems, less the user's
 * exclusions; a SoldTo account has none. Throws ErpUnavailableError when the ERP is down.
 */
export async function buildHeaderItems(
  erp: ErpClient,
  accounts: AccountRow[],
  exclusions: string[],
): Promise<HeaderItem[]> {
  if (accounts.length === 0) return [];
  const excluded = new Set(exclusions.map(stripLeadingZeros));
  const byNumber = await lookup(erp, accounts.map((a) => a.primary_acct));

  const isPayer = (account: AccountRow) => account.account_type_id !== ACCOUNT_TYPES.SoldTo;
  const soldToNumbers = new Map<number, string[]>();
  for (const account of accounts.filter(isPayer)) {
    const customer = byNumber.get(stripLeadingZeros(account.primary_acct));
    const visible = (customer?.soldto_list ?? []).map(stripLeadingZeros).filter((n) => !excluded.has(n));
    soldToNumbers.set(account.account_id, visible);
  }
  const missing = [...new Set([...soldToNumbers.values()].flat())].filter((n) => !byNumber.has(n));
  for (const [number, customer] of await lookup(erp, missing)) byNumber.set(number, customer);

  return accounts.map((account) => {
    const customer = byNumber.get(stripLeadingZeros(account.primary_acct));
    const header: Account = {
      AccountId: account.account_id,
      PrimaryAcct: account.primary_acct,
      Name: customer?.name ?? account.name,
      ...nameTwo(customer?.name_2 ?? account.name_2),
      // The linked account's own sales area is what the user was given; the ERP fills gaps.
      CompanyCode: account.company_code || customer?.company_code || '',
      SalesOrganization: account.sales_organization || customer?.sales_area.sales_organization || '',
      DistributionChannel: account.distribution_channel || customer?.sales_area.distribution_channel || '',
      Division: account.division || customer?.sales_area.division || '',
      AccountTypeId: account.account_type_id,
    };
    if (!isPayer(account)) return { ...header, TransactionalAccounts: [account.primary_acct], DropDownItems: [] };
    const numbers = soldToNumbers.get(account.account_id) ?? [];
    return {
      ...header,
      TransactionalAccounts: numbers,
      DropDownItems: numbers.map((number) => soldToItem(account, number, byNumber.get(number))),
    };
  });
}

function soldToItem(parent: AccountRow, number: string, customer: ErpCustomer | undefined): Account {
  return {
    // A sold-to has no linked-account row of its own; it belongs to its payer's row.
    AccountId: parent.account_id,
    PrimaryAcct: number,
    Name: customer?.name ?? number,
    ...nameTwo(customer?.name_2),
    CompanyCode: customer?.company_code ?? parent.company_code,
    SalesOrganization: customer?.sales_area.sales_organization ?? parent.sales_organization,
    DistributionChannel: customer?.sales_area.distribution_channel ?? parent.distribution_channel,
    Division: customer?.sales_area.division ?? parent.division,
    AccountTypeId: ACCOUNT_TYPES.SoldTo,
  };
}

const nameTwo = (value: string | undefined): { name_2?: string } => (value ? { name_2: value } : {});

async function lookup(erp: ErpClient, numbers: string[]): Promise<Map<string, ErpCustomer>> {
  const map = new Map<string, ErpCustomer>();
  for (const customer of await lookupCustomers(erp, numbers)) map.set(stripLeadingZeros(customer.customer_number), customer);
  return map;
}
