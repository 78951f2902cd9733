import type { FastifyInstance } from 'fastify';
import { stripLeadingZeros, type ErpCustomer } from 'shared/server';
import type { NewAccount } from '../repositories/accounts-repository';
import { lookupCustomers } from '../services/erp/customer-lookup';
import { hashPassword } from '../services/sessions/passwords';
import { DEMO_PASSWORD, DEMO_TOTP_SECRETS, DEMO_USERS, FALLBACK_ACCOUNTS } from './demo-users';
import { seedRegistrationRequests } from './registration-requests';

export interface SeedOptions {
  /** How long to keep asking the ERP for account master data at start (it may start later). */
  erpWaitMs: number;
}

export interface SeedResult {
  usersCreated: number;
  accountsCreated: number;
  erpAnswered: boolean;
}

/**
 * Seeds the demo users of docs/demo-data.md. Idempotent: existing users and accounts are left
 * as they are, so a demo that changed something keeps its changes across restarts.
 */
export async function seedDemoData(app: FastifyInstance, opts: SeedOptions): Promise<SeedResult> {
  const { usersRepository, accountsRepository, exclusionsRepository, db } = app;
  const missingUsers: string[] = [];
  for (const demo of DEMO_USERS) {
    if (!(await usersRepository.findByLogin(demo.login))) missingUsers.push(demo.login);
  }
  // One hash for all demo users: argon2 is slow on purpose, and they share the password.
  const passwordHash = missingUsers.length > 0 ? await hashPassword(DEMO_PASSWORD) : null;

  const numbers = [...new Set(DEMO_USERS.flatMap((u) => u.accounts.map((a) => a.number)))];
  const customers = missingUsers.length > 0 ? await lookupWithRetry(app, numbers, opts.erpWaitMs) : null;

  let usersCreated = 0;
  let accountsCreated = 0;
  await db.transaction(async (tx) => {
    for (const demo of DEMO_USERS) {
      if (!missingUsers.includes(demo.login)) continue;
      const { userId, created } = await usersRepository.insertIfMissing(
        {
          login: demo.login,
          firstName: demo.firstName,
          lastName: demo.lastName,
          company: demo.company,
          email: demo.login,
          passwordHash,
          status: demo.status,
          primaryAccountTypeId: demo.primaryAccountTypeId,
          userRole: demo.role,
          permissions: demo.permissions,
        },
        tx,
      );
      if (!created) continue;
      usersCreated += 1;
      for (const { number, type } of demo.accounts) {
        const account = accountFor(number, customers?.get(number));
        if (await accountsRepository.insertIfMissing({ ...account, user_id: userId, account_type_id: type }, tx)) {
          accountsCreated += 1;
        }
      }
      for (const excluded of demo.exclusions ?? []) await exclusionsRepository.add(userId, excluded, tx);
    }
  });
  // Also for demo staff of a database seeded before the second factor: they keep a TOTP they set up themselves.
  for (const [login, secret] of Object.entries(DEMO_TOTP_SECRETS)) {
    const staff = await usersRepository.findByLogin(login);
    if (staff) await app.secondFactorRepository.seedTotp(staff.user_id, secret);
  }
  await seedRegistrationRequests(app);
  return { usersCreated, accountsCreated, erpAnswered: customers !== null };
}

function accountFor(number: string, customer: ErpCustomer | undefined): Omit<NewAccount, 'user_id' | 'account_type_id'> {
  if (customer) {
    return {
      primary_acct: number,
      name: customer.name,
      name_2: customer.name_2 ?? '',
      company_code: customer.company_code,
      sales_organization: customer.sales_area.sales_organization,
      distribution_channel: customer.sales_area.distribution_channel,
      division: customer.sales_area.division,
    };
  }
  const fallback = FALLBACK_ACCOUNTS[number] ?? { name: number, companyCode: '1000' };
  return {
    primary_acct: number,
    name: fallback.name,
    name_2: fallback.name_2 ?? '',
    company_code: fallback.companyCode,
    sales_organization: fallback.companyCode,
    distribution_channel: '10',
    division: '00',
  };
}

/** Asks the ERP for the demo accounts, retrying until erpWaitMs has passed; null if it never answers. */
async function lookupWithRetry(
  app: FastifyInstance,
  numbers: string[],
  waitMs: number,
): Promise<Map<string, ErpCustomer> | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const customers = await lookupCustomers(app.erp, numbers);
      return new Map(customers.map((c) => [stripLeadingZeros(c.customer_number), c]));
    } catch (error) {
      if (Date.now() >= deadline) {
        app.log.warn({ err: error }, 'ERP did not answer while seeding; demo accounts use the fallback table');
        return null;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(500, Math.max(0, deadline - Date.now()))));
    }
  }
}
