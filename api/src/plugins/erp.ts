import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
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

/** A PDF the ERP answered, as a stream; or its refusal (404: unknown document or no PDF). */
export type ErpPdfAnswer =
  | { ok: true; body: Readable; contentDisposition: string | null }
  | { ok: false; status: number; message: string };

export interface ErpClient {
  status(timeoutMs?: number): Promise<ErpStatusResponse>;
  lookupCustomers(customerNumbers: string[]): Promise<CustomerLookupResponse>;
  customizing(companyCode: string): Promise<CustomizingResponse>;
  /** For later routes that pass an ERP call through. */
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, timeoutMs?: number): Promise<T>;
  /** POST a JSON body to a PDF endpoint; a 4xx is a refusal, a network failure or 5xx ErpUnavailableError. */
  pdf(path: string, body: unknown, timeoutMs?: number): Promise<ErpPdfAnswer>;
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

  async function pdf(path: string, body: unknown, timeout = Math.max(timeoutMs, 30_000)): Promise<ErpPdfAnswer> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/pdf' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      throw new ErpUnavailableError(path, (error as Error).name === 'TimeoutError' ? `no answer within ${timeout} ms` : (error as Error).message);
    }
    if (response.status >= 400 && response.status < 500) {
      const text = await response.text().catch(() => '');
      return { ok: false, status: response.status, message: refusalMessage(text) };
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      throw new ErpUnavailableError(path, `HTTP ${response.status}`, response.status);
    }
    return {
      ok: true,
      body: Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>),
      contentDisposition: response.headers.get('content-disposition'),
    };
  }

  return {
    request,
    pdf,
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

/** The ERP's own words from an error body (`status.message_line_string` or `message`). */
function refusalMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; status?: { message_line_string?: unknown } };
    const line = body.status?.message_line_string ?? body.message;
    return typeof line === 'string' ? line : '';
  } catch {
    return '';
  }
}

export const erpPlugin = fp<ErpClientOptions>(
  async (app, opts) => {
    app.decorate('erp', createErpClient(opts));
  },
  { name: 'erp' },
);
