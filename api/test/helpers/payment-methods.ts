import type { FastifyInstance } from 'fastify';
import type { Permission } from 'shared/server';
import { bearer } from './test-app';

/** The four payment-method calls of docs/product/payment-methods.md, as a logged-in demo user makes them. */
export function methodCalls(app: FastifyInstance, tokens: Record<string, string>) {
  const post = (url: string) => (who: string, payload: object, query = '') =>
    app.inject({ method: 'POST', url: `${url}${query}`, headers: bearer(tokens[who]!), payload });
  return {
    accessToken: post('/api/tokenization/access_token'),
    result: post('/api/tokenization/response'),
    cards: post('/api/customer/payment_cards'),
    list: (who: string, query: string) => app.inject({ method: 'GET', url: `/api/payment-methods?${query}`, headers: bearer(tokens[who]!) }),
  };
}

export const accessTokenBody = (customer: string, company: string, method: 'CC' | 'EC' = 'CC') => ({
  action: '01',
  payment_method: method,
  customer_number: customer,
  company_code: company,
});

export const cardsBody = (customer: string, company: string, action: string, entries: object[]) => ({
  payer_data: { customer_number: customer, company_code: company },
  action,
  payment_cards: entries,
});

export const visaEntry = (token: string, extra: Record<string, unknown> = {}) => ({
  name: 'Pat Payer',
  token,
  type: 'VISA',
  valid_from: '',
  valid_to: '09-30-2030',
  default: '',
  ...extra,
});

/**
 * What a finished tokenization (action 02) leaves behind: `token` usable by `login`, acting for
 * `actingFor` (default: themselves), for payer `customer` — as if their browser had tokenized it.
 */
export async function tokenizedFor(app: FastifyInstance, login: string, customer: string, token: string, actingFor = login): Promise<void> {
  const id = async (name: string) => (await app.usersRepository.findByLogin(name))!.user_id;
  await app.tokenizedMethodsRepository.record({
    token,
    userId: await id(login),
    targetUserId: await id(actingFor),
    customerNumber: customer,
    companyCode: '',
    paymentMethod: token.startsWith('tok_ec') ? 'EC' : 'CC',
    ttlSeconds: 3600,
  });
}

/** Permissions are read on every request, so a test can change them for the next call. */
export async function setPermissions(app: FastifyInstance, login: string, permissions: readonly Permission[]): Promise<void> {
  await app.db.query('UPDATE users SET permissions = $1 WHERE login = $2', [[...permissions], login]);
}
