import fp from 'fastify-plugin';
import type { ErpCustomer, ErpStatus, ErpStatusResponse } from 'shared/server';

declare module 'fastify' {
  interface FastifyInstance {
    erp: ErpClient;
  }
}

/** The ERP could not be reached or did not answer usefully. Routes map it to 502. */
export class ErpUnavailableError extends Error {
  constructor(
    readonly path: string,
    readonly detail: string,
    readonly httpStatus?: number,
  ) {
    super(`ERP ${path}: ${detail}`);
    this.name = 'ErpUnavailableError';
  }
}

export interface CustomerLookupResponse {
  status?: ErpStatus;
  customers: ErpCustomer[];
}

/** POST /customer/customizing: the payment configuration of one company code (spec §3). */
export type CustomizingResponse = Record<string, unknown>;

export interface ErpClient {
  status(timeoutMs?: number): Promise<ErpStatusResponse>;
  lookupCustomers(customerNumbers: string[]): Promise<CustomerLookupResponse>;
  customizing(companyCode: string): Promise<CustomizingResponse>;
  /** For later routes that pass an ERP call through. */
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, timeoutMs?: number): Promise<T>;
}

export interface ErpClientOptions {
  baseUrl: string;
  timeoutMs?: number;
}

/** The single way to the ERP: JSON over HTTP with a timeout (decisions §1). */
export function createErpClient({ baseUrl, timeoutMs = 5000 }: ErpClientOptions): ErpClient {
  async function request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    timeout = timeoutMs,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const name = (error as Error).name;
      const detail = name === 'TimeoutError' ? `no answer within ${timeout} ms` : (cause ?? (error as Error).message);
      throw new ErpUnavailableError(path, detail);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new ErpUnavailableError(path, `HTTP ${response.status}`, response.status);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ErpUnavailableError(path, 'answer is not JSON', response.status);
    }
  }

  return {
    request,
    async status(timeout) {
      const answer = await request<Partial<ErpStatusResponse> & { status?: ErpStatus }>('GET', '/status', undefined, timeout);
      // Accept both the full ErpStatusResponse and a bare { status } block.
      if (answer.data?.status) {
        return {
          statusCode: answer.statusCode ?? 200,
          statusMessage: answer.statusMessage ?? 'OK',
          data: { status: answer.data.status },
        };
      }
      if (answer.status) return { statusCode: 200, statusMessage: 'OK', data: { status: answer.status } };
      throw new ErpUnavailableError('/status', 'answer has no status');
    },
    async lookupCustomers(customerNumbers) {
      if (customerNumbers.length === 0) return { customers: [] };
      const answer = await request<Partial<CustomerLookupResponse>>('POST', '/customer/lookup', {
        customer_numbers: customerNumbers,
      });
      return { status: answer.status, customers: Array.isArray(answer.customers) ? answer.customers : [] };
    },
    customizing(companyCode) {
      return request<CustomizingResponse>('POST', '/customer/customizing', { company_code: companyCode });
    },
  };
}

export const erpPlugin = fp<ErpClientOptions>(
  async (app, opts) => {
    app.decorate('erp', createErpClient(opts));
  },
  { name: 'erp' },
);
