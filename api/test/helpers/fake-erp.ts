import Fastify, { type FastifyInstance } from 'fastify';
import type { ErpCustomizingResponse, ErpStatus, PaymentCard } from 'shared/server';
import { fakeCardRoutes } from './fake-erp-cards';
import { baseCustomizing, customerOf, FAKE_CUSTOMERS } from './fake-erp-data';
import { fakeInvoiceRoutes } from './fake-erp-invoices';
import { fakePaymentRoutes } from './fake-erp-payments';

export { FAKE_CUSTOMERS } from './fake-erp-data';

export interface FakeErp {
  url: string;
  /** When down, every request has its connection cut (a network failure for the client). */
  setDown(down: boolean): void;
  calls: { method: string; url: string; body: unknown }[];
  /** How many requests reached a path (e.g. '/erp/invoice/payments'). */
  callsTo(path: string): number;
  /** Answer every search with this status (and, for W, the documents; for E, none). */
  searchStatus: ErpStatus | null;
  /** Per company code: replaces parts of the payment configuration. */
  customizing: Record<string, Partial<ErpCustomizingResponse>>;
  /** How long payments and deposits take. */
  paymentDelayMs: number;
  /** Cut the connection of payments and deposits only (the ERP fails mid-payment). */
  failPayments: boolean;
  /** Answer every /customer/payment_cards with this status. */
  cardsStatus: ErpStatus | null;
  /** Per customer number: the saved methods /customer/payer lists (default: one Visa). */
  savedCards: Record<string, unknown[]>;
  /** Reset the knobs above (not the calls). */
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT_CARD: PaymentCard = { payment_card_type: 'VISA', payment_card_token: 'tok_visa_1111', payment_card_name: 'Test', default: 'X' };

const ok = (message_line_string = ''): ErpStatus => ({ message_type: 'S', message_line_string });

/** A small ERP stand-in on a random port, speaking the paths the API server calls. */
export async function startFakeErp(): Promise<FakeErp> {
  let down = false;
  const calls: FakeErp['calls'] = [];
  const app: FastifyInstance = Fastify({ logger: false });
  const state: FakeErp = {
    url: '',
    calls,
    callsTo: (path) => calls.filter((c) => c.url === path).length,
    searchStatus: null,
    customizing: {},
    paymentDelayMs: 0,
    failPayments: false,
    cardsStatus: null,
    savedCards: {},
    setDown: (value) => {
      down = value;
    },
    reset() {
      state.searchStatus = null;
      state.customizing = {};
      state.paymentDelayMs = 0;
      state.failPayments = false;
      state.cardsStatus = null;
      state.savedCards = {};
      down = false;
    },
    close: () => app.close(),
  };
  app.addHook('onRequest', async (request, reply) => {
    if (down) {
      reply.hijack();
      request.raw.socket.destroy();
    }
  });
  app.addHook('preHandler', async (request) => {
    calls.push({ method: request.method, url: request.url, body: request.body });
  });
  app.get('/erp/status', async () => ({
    statusCode: 200,
    statusMessage: 'OK',
    data: { status: { message_type: 'S', message_line_string: 'Fake ERP is up' } },
  }));
  app.post<{ Body: { customer_numbers: string[] } }>('/erp/customer/lookup', async (request) => {
    const wanted = new Set(request.body.customer_numbers.map((n) => n.replace(/^0+/, '')));
    return { status: ok(), customers: FAKE_CUSTOMERS.filter((c) => wanted.has(c.customer_number)) };
  });
  app.post<{ Body: { company_code: string } }>('/erp/customer/customizing', async (request) => {
    const code = request.body.company_code;
    return { status: ok(), ...baseCustomizing(code), ...(state.customizing[code] ?? {}) };
  });
  app.put<{ Body: string[] }>('/erp/customer/soldto-details-list', async (request) => {
    const names: Record<string, string> = {};
    for (const number of request.body) {
      const customer = customerOf(number);
      if (customer) names[number] = customer.name;
    }
    return names;
  });
  app.post<{ Body: { customer_number: string; company_code: string } }>('/erp/customer/payer', async (request) => {
    const customer = customerOf(request.body.customer_number);
    if (!customer) return { status: { message_type: 'E', message_line_string: `Customer ${request.body.customer_number} not found` } };
    const soldTos = customer.kind === 'payer' ? (customer.soldto_list ?? []).map((n) => customerOf(n)!) : [customer];
    return {
      status: ok(`Customer ${customer.customer_number} found`),
      detail: {
        address_data: { name: customer.name, street: 'Main St 1', city: 'Boston', region: 'MA', postal_code_city: '02101', country: 'US' },
        company_data: [{ company_code: customer.company_code }],
        payment_cards: state.savedCards[customer.customer_number] ?? [DEFAULT_CARD],
        soldto_list: soldTos.map((s) => ({ customer_number: s.customer_number, name: s.name, company_code: s.company_code })),
      },
    };
  });
  await app.register(fakeInvoiceRoutes, { state });
  await app.register(fakePaymentRoutes, { state });
  await app.register(fakeCardRoutes, { state });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  state.url = `http://127.0.0.1:${port}/erp`;
  return state;
}
