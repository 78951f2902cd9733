import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  ERP_ENDPOINTS,
  type ErpAnswerOf,
  type ErpCustomizingResponse,
  type ErpEndpoint,
  type ErpRequestOf,
  type ErpStatus,
  type PayerResponse,
  type PaymentCard,
  type PaymentResponse,
} from 'shared/server';
import { fakeCardRoutes } from './fake-erp-cards';
import { baseCustomizing, customerOf, FAKE_CUSTOMERS } from './fake-erp-data';
import { fakeInvoiceRoutes } from './fake-erp-invoices';
import { fakePaymentRoutes } from './fake-erp-payments';

export { FAKE_CUSTOMERS } from './fake-erp-data';

/** An answer a test puts in place of the fake's own: any body (also one out of shape), any status code. */
export interface FakeAnswer {
  statusCode?: number;
  body: unknown;
}

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
  /** Charge, then hold the answer this long (the ERP hangs after charging). */
  hangAfterChargeMs: number;
  /** Answers by portal reference: the fake charges a reference once; a lookup closes an uncharged one. */
  charges: Map<string, PaymentResponse>;
  closedReferences: Set<string>;
  /** Answer every /customer/payment_cards with this status. */
  cardsStatus: ErpStatus | null;
  /** Per customer number: the saved methods /customer/payer lists (default: one Visa); any type an ERP may hold. */
  savedCards: Record<string, unknown[]>;
  /** Billing numbers (without leading zeros) the search answers as paid in full and cleared since. */
  clearedDocuments: Set<string>;
  /** Per path (e.g. '/erp/invoice/search'): answer this instead of the fake's own answer. */
  answers: Record<string, FakeAnswer>;
  /** Reset the knobs above (not the calls). */
  reset(): void;
  close(): Promise<void>;
}

type Handler<E extends ErpEndpoint> = (
  body: ErpRequestOf<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<ErpAnswerOf<E> | FastifyReply>;

/**
 * A fake ERP route at the endpoint's path under /erp. Its answer must be of the endpoint's shared
 * type, so the fake speaks what the sandbox serves and the API server checks.
 */
export function fakeRoute<E extends ErpEndpoint>(app: FastifyInstance, endpoint: E, handler: NoInfer<Handler<E>>): void {
  app.route({
    method: endpoint.method,
    url: `/erp${endpoint.path}`,
    handler: (request, reply) => handler(request.body as ErpRequestOf<E>, request, reply),
  });
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
    hangAfterChargeMs: 0,
    charges: new Map(),
    closedReferences: new Set(),
    cardsStatus: null,
    savedCards: {},
    clearedDocuments: new Set(),
    answers: {},
    setDown: (value) => {
      down = value;
    },
    reset() {
      state.searchStatus = null;
      state.customizing = {};
      state.paymentDelayMs = 0;
      state.failPayments = false;
      state.hangAfterChargeMs = 0;
      state.cardsStatus = null;
      state.savedCards = {};
      state.clearedDocuments = new Set();
      state.answers = {};
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
  app.addHook('preHandler', async (request, reply) => {
    calls.push({ method: request.method, url: request.url, body: request.body });
    const answer = state.answers[request.url];
    if (answer) await reply.code(answer.statusCode ?? 200).send(answer.body);
  });
  fakeRoute(app, ERP_ENDPOINTS.status, async () => ({
    statusCode: 200,
    statusMessage: 'OK',
    data: { status: { message_type: 'S', message_line_string: 'Fake ERP is up' } },
  }));
  fakeRoute(app, ERP_ENDPOINTS.customerLookup, async (body) => {
    const wanted = new Set(body.customer_numbers.map((n) => n.replace(/^0+/, '')));
    return { status: ok(), customers: FAKE_CUSTOMERS.filter((c) => wanted.has(c.customer_number)) };
  });
  fakeRoute(app, ERP_ENDPOINTS.orgUnits, async () => {
    const active = ['1000', '1100', '2000', '0020', 'JP01'];
    return {
      status: ok(),
      company_codes: [
        ...active.map((code) => ({ company_code: code, name: `Fake company ${code}`, active: 'X' as const })),
        { company_code: '3000', name: 'Fake retired company', active: '' as const },
      ],
      sales_organizations: [
        ...active.map((code) => ({ sales_organization: code, company_code: code, name: `Fake sales ${code}`, active: 'X' as const })),
        { sales_organization: '1050', company_code: '1000', name: 'Fake closed sales', active: '' as const },
      ],
    };
  });
  fakeRoute(app, ERP_ENDPOINTS.customizing, async (body) => {
    const code = body.company_code;
    return { status: ok(), ...baseCustomizing(code), ...(state.customizing[code] ?? {}) };
  });
  fakeRoute(app, ERP_ENDPOINTS.soldToDetails, async (body) => {
    const names: Record<string, string> = {};
    for (const number of body) {
      const customer = customerOf(number);
      if (customer) names[number] = customer.name;
    }
    return names;
  });
  fakeRoute(app, ERP_ENDPOINTS.payer, async (body) => {
    const customer = customerOf(body.customer_number);
    if (!customer) return { status: { message_type: 'E', message_line_string: `Customer ${body.customer_number} not found` } };
    const soldTos = customer.kind === 'payer' ? (customer.soldto_list ?? []).map((n) => customerOf(n)!) : [customer];
    return {
      status: ok(`Customer ${customer.customer_number} found`),
      detail: {
        address_data: { name: customer.name, street: 'Main St 1', city: 'Boston', region: 'MA', postal_code_city: '02101', country: 'US' },
        company_data: [{ company_code: customer.company_code }],
        // What a test lists stands for any method an ERP may hold, types the portal does not take included.
        payment_cards: (state.savedCards[customer.customer_number] as PayerResponse['detail']['payment_cards'] | undefined) ?? [DEFAULT_CARD],
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
