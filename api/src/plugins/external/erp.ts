import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import fp from 'fastify-plugin';
import {
  ERP_ENDPOINTS,
  ErpErrorBodySchema,
  type ErpAnswerOf,
  type ErpEndpoint,
  type ErpPdfEndpoint,
  type ErpRequestOf,
  type ErpStatusResponse,
} from 'shared/server';
import type { TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';

declare module 'fastify' {
  interface FastifyInstance {
    erp: ErpClient;
  }
}

/**
 * The ERP could not be reached or did not answer usefully: no answer, a 5xx, or an answer that is
 * not JSON or not of the shape of the shared ERP schemas. Routes map it to 502.
 */
export class ErpUnavailableError extends Error {
  constructor(
    readonly path: string,
    readonly detail: string,
    readonly httpStatus?: number,
    /** false only when the connection was never made: the ERP cannot have acted on the request. */
    readonly requestSent = true,
  ) {
    super(`ERP ${path}: ${detail}`);
    this.name = 'ErpUnavailableError';
  }

  /** The request may have reached the ERP, and no answer came back: what it did is not known. */
  get outcomeUnknown(): boolean {
    return this.requestSent && this.httpStatus === undefined;
  }
}

/** Connection errors that mean the request never left this server. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** The ERP refused the request with a 4xx; `erpMessage` is its own words (routes answer 422). */
export class ErpRefusedError extends Error {
  constructor(
    readonly path: string,
    readonly httpStatus: number,
    readonly erpMessage: string,
  ) {
    super(`ERP ${path}: HTTP ${httpStatus} ${erpMessage}`);
    this.name = 'ErpRefusedError';
  }
}

/** A PDF the ERP answered, as a stream; or its refusal (404: unknown document or no PDF). */
export type ErpPdfAnswer =
  | { ok: true; body: Readable; contentDisposition: string | null }
  | { ok: false; status: number; message: string };

export interface ErpCallOptions {
  timeoutMs?: number;
}

export interface ErpClient {
  /**
   * One call of `ERP_ENDPOINTS`: the answer is checked against the endpoint's shared schema, so
   * what comes back is of its type. Throws ErpUnavailableError or ErpRefusedError.
   */
  call<E extends ErpEndpoint>(endpoint: E, body: ErpRequestOf<E>, options?: ErpCallOptions): Promise<ErpAnswerOf<E>>;
  /** GET /status (the connection check). */
  status(timeoutMs?: number): Promise<ErpStatusResponse>;
  /** POST a JSON body to a PDF endpoint; a 4xx is a refusal, a network failure or 5xx ErpUnavailableError. */
  pdf(endpoint: ErpPdfEndpoint, body: unknown, timeoutMs?: number): Promise<ErpPdfAnswer>;
}

export interface ErpClientOptions {
  baseUrl: string;
  timeoutMs?: number;
}

const errorBodyValidator = Compile(ErpErrorBodySchema);

/** The single way to the ERP: JSON over HTTP with a timeout, every answer checked. */
export function createErpClient({ baseUrl, timeoutMs = 5000 }: ErpClientOptions): ErpClient {
  // Each answer schema is compiled once, on its first use.
  const validators = new Map<TSchema, Validator>();
  const validatorOf = (schema: TSchema): Validator => {
    let validator = validators.get(schema);
    if (!validator) {
      validator = Compile(schema);
      validators.set(schema, validator);
    }
    return validator;
  };

  async function send(method: string, path: string, body: unknown, accept: string, timeout: number): Promise<Response> {
    try {
      return await fetch(`${baseUrl}${path}`, {
        method,
        headers: body === undefined ? { accept } : { 'content-type': 'application/json', accept },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const name = (error as Error).name;
      const detail = name === 'TimeoutError' ? `no answer within ${timeout} ms` : (cause ?? (error as Error).message);
      throw new ErpUnavailableError(path, detail, undefined, !(cause && NOT_SENT.has(cause)));
    }
  }

  async function call<E extends ErpEndpoint>(endpoint: E, body: ErpRequestOf<E>, options: ErpCallOptions = {}) {
    const { method, path } = endpoint;
    const response = await send(method, path, body, 'application/json', options.timeoutMs ?? timeoutMs);
    const text = await response.text().catch(() => '');
    if (response.status >= 400 && response.status < 500) throw new ErpRefusedError(path, response.status, refusalMessage(text));
    if (!response.ok) throw new ErpUnavailableError(path, `HTTP ${response.status}`, response.status);
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw new ErpUnavailableError(path, 'answer is not JSON', response.status);
    }
    const validator = validatorOf(endpoint.response);
    if (!validator.Check(answer)) {
      const first = validator.Errors(answer)[0];
      const where = first ? `${first.instancePath || '/'} ${first.message}` : 'unknown';
      throw new ErpUnavailableError(path, `answer does not fit the ERP schema (${where})`, response.status);
    }
    return answer as ErpAnswerOf<E>;
  }

  async function pdf(endpoint: ErpPdfEndpoint, body: unknown, timeout = Math.max(timeoutMs, 30_000)): Promise<ErpPdfAnswer> {
    const response = await send(endpoint.method, endpoint.path, body, 'application/pdf', timeout);
    if (response.status >= 400 && response.status < 500) {
      const text = await response.text().catch(() => '');
      return { ok: false, status: response.status, message: refusalMessage(text) };
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      throw new ErpUnavailableError(endpoint.path, `HTTP ${response.status}`, response.status);
    }
    return {
      ok: true,
      body: Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>),
      contentDisposition: response.headers.get('content-disposition'),
    };
  }

  return {
    call,
    pdf,
    status: (timeout) => call(ERP_ENDPOINTS.status, undefined, { timeoutMs: timeout }),
  };
}

/** The ERP's own words from an error body (`status.message_line_string`, else `message`). */
function refusalMessage(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return '';
  }
  if (errorBodyValidator.Check(body)) return body.status.message_line_string || body.message;
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

export const erpPlugin = fp<ErpClientOptions>(
  async (app, opts) => {
    app.decorate('erp', createErpClient(opts));
  },
  { name: 'erp' },
);
