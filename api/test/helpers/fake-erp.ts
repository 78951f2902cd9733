import Fastify, { type FastifyInstance } from 'fastify';
import type { ErpCustomer } from 'shared/server';

/** Master data the fake ERP knows; names carry a 'Fake' marker to tell them from the seed's fallback. */
export const FAKE_CUSTOMERS: ErpCustomer[] = [
  soldTo('100100', 'Fake Harborview Tower', '1000'),
  soldTo('100200', 'Fake Lakeside Medical', '1100'),
  soldTo('100300', 'Fake Parkway Office', '1000'),
  soldTo('100400', 'Fake Riverside Lofts', '1000'),
  soldTo('100500', 'Fake Copley Retail', '1000'),
  { ...soldTo('200100', 'Fake Meridian Payer', '1000'), kind: 'payer', soldto_list: ['100300', '0000100400', '100500'] },
  soldTo('300100', 'Fake Rheinblick', '0020'),
  { ...soldTo('400100', 'Fake Sakura', 'JP01'), name_2: '株式会社さくら' },
  { ...soldTo('900100', 'Fake Northern Lights', '2000'), kind: 'payer', soldto_list: ['900101'] },
  soldTo('900101', 'Fake Bay Street', '2000'),
];

function soldTo(customer_number: string, name: string, company_code: string): ErpCustomer {
  return {
    customer_number,
    name,
    company_code,
    kind: 'soldto',
    sales_area: { sales_organization: company_code, distribution_channel: '10', division: '00' },
  };
}

export interface FakeErp {
  url: string;
  /** When down, every request has its connection cut (a network failure for the client). */
  setDown(down: boolean): void;
  calls: { method: string; url: string; body: unknown }[];
  close(): Promise<void>;
}

/** A small ERP stand-in on a random port, speaking the paths the API server calls. */
export async function startFakeErp(): Promise<FakeErp> {
  let down = false;
  const calls: FakeErp['calls'] = [];
  const app: FastifyInstance = Fastify({ logger: false });
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
    return {
      status: { message_type: 'S', message_line_string: '' },
      customers: FAKE_CUSTOMERS.filter((c) => wanted.has(c.customer_number)),
    };
  });
  app.post<{ Body: { company_code: string } }>('/erp/customer/customizing', async (request) => ({
    status: { message_type: 'S', message_line_string: '' },
    payment_reason_codes: [{ reason_code: '01', description: 'Short pay', company_code: request.body.company_code, payment_type: 'O', comments_required: '' }],
    payment_types: [{ payment_type: 'O', active: 'X', overpayment_allowed: '', reason_not_required: '' }],
    generel_data: { partial_payments_allowed: 'X', cvv_use_control: '1' },
    style: { login_use_background_image: 'X' },
    invoice_table: { columns: ['status', 'due_date'] },
    CcvideoUrl: 'http://erp/cc-video',
    CcpdfUrl: 'http://erp/cc.pdf',
    EcvideoUrl: 'http://erp/ec-video',
    EcpdfUrl: 'http://erp/ec.pdf',
    allowed_payment_methods: ['VISA', 'MC'],
    company_echo: request.body.company_code,
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/erp`,
    setDown: (value) => {
      down = value;
    },
    calls,
    close: () => app.close(),
  };
}
