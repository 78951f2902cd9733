import type { ErpDocument, ErpSearchRequest } from 'shared/server';
import { readErpDate } from '../src/lib/erp-values';
import { buildSandbox, type SandboxOptions } from '../src/app';

/** A settable clock, so tests are independent of the real date. */
export function testClock(start = new Date(2026, 2, 15, 10, 30)) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

export function buildTestSandbox(options: SandboxOptions = {}) {
  const clock = testClock();
  const app = buildSandbox({ now: clock.now, ...options });
  return { app, clock };
}

export type TestApp = ReturnType<typeof buildTestSandbox>['app'];

export async function postJson<T = unknown>(app: TestApp, url: string, payload: unknown) {
  const res = await app.inject({ method: 'POST', url, payload: payload as object });
  return { res, body: res.json<T>() };
}

type Params = Partial<ErpSearchRequest['search_parameters']>;

/** A search request with the spec's defaults; override what the test is about. */
export function searchRequest(
  customer: string,
  companyCode: string,
  params: Params = {},
  soldto: ErpSearchRequest['soldto_data'] = null,
): ErpSearchRequest {
  return {
    payer_data: { customer_number: customer, company_code: companyCode },
    soldto_data: soldto,
    search_parameters: {
      document_type: '01',
      status: '03',
      date_from: '01-01-1900',
      date_to: '01-01-9999',
      due_date_from: '01-01-1900',
      due_date_to: '01-01-9999',
      currency_key: '',
      filter: [],
      ...params,
    },
  };
}

export interface SearchBody {
  status: { message_type: string; message_line_string: string };
  document_list: ErpDocument[];
}

export async function search(app: TestApp, request: ErpSearchRequest) {
  const { body } = await postJson<SearchBody>(app, '/erp/invoice/search', request);
  return body;
}

export const day = (value: string): Date => {
  const date = readErpDate(value);
  if (!date) throw new Error(`not a date: ${value}`);
  return date;
};
