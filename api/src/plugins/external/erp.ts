import type { Readable } from 'node:stream';
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
import { Agent, request as undiciRequest, type Dispatcher } from 'undici';
import { createAnswerMemo } from './erp-answer-memo';

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

/** An ERP answer, checked, with the bytes it came in. */
export interface ErpAnswerWithBytes<E extends ErpEndpoint> {
  answer: ErpAnswerOf<E>;
  bytes: Buffer;
}

export interface ErpCallOptions {
  timeoutMs?: number;
  /**
   * A read asked again and again (an invoice search): when the ERP sends the same bytes as last
   * time for the same request, the answer parsed then is used again, frozen (erp-answer-memo.ts).
   */
  reuseParsed?: boolean;
}

export interface ErpClient {
  /** ERP_URL, as configured. */
  readonly baseUrl: string;
  /**
   * One call of `ERP_ENDPOINTS`: the answer is checked against the endpoint's shared schema, so
   * what comes back is of its type. Throws ErpUnavailableError or ErpRefusedError.
   */
  call<E extends ErpEndpoint>(endpoint: E, body: ErpRequestOf<E>, options?: ErpCallOptions): Promise<ErpAnswerOf<E>>;
  /**
   * Like `call`, and also the answer's bytes as the ERP sent them, so a route that would send the
   * same JSON back can pass them on instead of serialising it again (docs/architecture/api.md#the-erp-client).
   */
  callWithBytes<E extends ErpEndpoint>(endpoint: E, body: ErpRequestOf<E>, options?: ErpCallOptions): Promise<ErpAnswerWithBytes<E>>;
  /** GET /status (the connection check). */
  status(timeoutMs?: number): Promise<ErpStatusResponse>;
  /** POST a JSON body to a PDF endpoint; a 4xx is a refusal, a network failure or 5xx ErpUnavailableError. */
  pdf(endpoint: ErpPdfEndpoint, body: unknown, timeoutMs?: number): Promise<ErpPdfAnswer>;
  /** Closes the pooled connections. */
  close(): Promise<void>;
}

export interface ErpClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  /** Told of every call as it ends: the endpoint's path, seconds taken, how it ended (the metrics, docs/operations/monitoring.md). */
  observe?: (endpoint: string, seconds: number, result: 'ok' | 'refused' | 'unavailable') => void;
}

const errorBodyValidator = Compile(ErpErrorBodySchema);

/** The single way to the ERP: JSON over HTTP with a timeout, every answer checked. */
export function createErpClient({ baseUrl, timeoutMs = 5000, observe }: ErpClientOptions): ErpClient {
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

  // One pool of kept-alive connections for every call: a request does not pay for a TCP handshake,
  // and undici's request API costs far less per call than fetch (docs/architecture/api.md#the-erp-client).
  const agent = new Agent({ keepAliveTimeout: 30_000, connections: 128 });

  const memo = createAnswerMemo();

  async function send(method: string, path: string, json: string | undefined, accept: string, timeout: number): Promise<Dispatcher.ResponseData> {
    try {
      return await undiciRequest(`${baseUrl}${path}`, {
        method: method as Dispatcher.HttpMethod,
        headers: json === undefined ? { accept } : { 'content-type': 'application/json', accept },
        body: json,
        dispatcher: agent,
        headersTimeout: timeout,
        bodyTimeout: timeout,
      });
    } catch (error) {
      const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      const timedOut = code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
      const detail = timedOut ? `no answer within ${timeout} ms` : (code ?? (error as Error).message);
      throw new ErpUnavailableError(path, detail, undefined, !(code && NOT_SENT.has(code)));
    }
  }

  async function bytesOf(response: Dispatcher.ResponseData, path: string, timeout: number): Promise<Buffer> {
    try {
      return Buffer.from(await response.body.arrayBuffer());
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw new ErpUnavailableError(path, code === 'UND_ERR_BODY_TIMEOUT' ? `no answer within ${timeout} ms` : (code ?? 'answer cut off'));
    }
  }

  /** Runs one call, telling `observe` how long it took and how it ended. */
  async function observed<T>(path: string, run: () => Promise<T>): Promise<T> {
    if (!observe) return run();
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    try {
      const answer = await run();
      const refusedPdf = (answer as { ok?: unknown } | null)?.ok === false;
      observe(path, seconds(), refusedPdf ? 'refused' : 'ok');
      return answer;
    } catch (error) {
      observe(path, seconds(), error instanceof ErpRefusedError ? 'refused' : 'unavailable');
      throw error;
    }
  }

  function callWithBytes<E extends ErpEndpoint>(endpoint: E, body: ErpRequestOf<E>, options: ErpCallOptions = {}) {
    return observed(endpoint.path, () => checkedCall(endpoint, body, options));
  }

  async function checkedCall<E extends ErpEndpoint>(endpoint: E, body: ErpRequestOf<E>, options: ErpCallOptions): Promise<ErpAnswerWithBytes<E>> {
    const { method, path } = endpoint;
    const timeout = options.timeoutMs ?? timeoutMs;
    const json = body === undefined ? undefined : JSON.stringify(body);
    const response = await send(method, path, json, 'application/json', timeout);
    const status = response.statusCode;
    const bytes = await bytesOf(response, path, timeout);
    const memoKey = options.reuseParsed && status >= 200 && status < 300 ? `${method} ${path}\n${json ?? ''}` : null;
    const remembered = memoKey === null ? undefined : memo.get(memoKey, bytes);
    if (remembered !== undefined) return { answer: remembered as ErpAnswerOf<E>, bytes };
    const text = bytes.toString('utf8');
    if (status >= 400 && status < 500) throw new ErpRefusedError(path, status, refusalMessage(text));
    if (status < 200 || status >= 300) throw new ErpUnavailableError(path, `HTTP ${status}`, status);
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw new ErpUnavailableError(path, 'answer is not JSON', status);
    }
    const validator = validatorOf(endpoint.response);
    if (!validator.Check(answer)) {
      const first = validator.Errors(answer)[0];
      const where = first ? `${first.instancePath || '/'} ${first.message}` : 'unknown';
      throw new ErpUnavailableError(path, `answer does not fit the ERP schema (${where})`, status);
    }
    if (memoKey !== null) memo.set(memoKey, bytes, answer);
    return { answer: answer as ErpAnswerOf<E>, bytes };
  }

  async function call<E extends ErpEndpoint>(endpoint: E, body: ErpRequestOf<E>, options: ErpCallOptions = {}) {
    return (await callWithBytes(endpoint, body, options)).answer;
  }

  function pdf(endpoint: ErpPdfEndpoint, body: unknown, timeout = Math.max(timeoutMs, 30_000)): Promise<ErpPdfAnswer> {
    return observed(endpoint.path, () => pdfCall(endpoint, body, timeout));
  }

  async function pdfCall(endpoint: ErpPdfEndpoint, body: unknown, timeout: number): Promise<ErpPdfAnswer> {
    const response = await send(endpoint.method, endpoint.path, body === undefined ? undefined : JSON.stringify(body), 'application/pdf', timeout);
    const status = response.statusCode;
    if (status >= 400 && status < 500) {
      const text = await response.body.text().catch(() => '');
      return { ok: false, status, message: refusalMessage(text) };
    }
    if (status < 200 || status >= 300) {
      await response.body.dump().catch(() => undefined);
      throw new ErpUnavailableError(endpoint.path, `HTTP ${status}`, status);
    }
    const disposition = response.headers['content-disposition'];
    return {
      ok: true,
      body: response.body,
      contentDisposition: (Array.isArray(disposition) ? disposition[0] : disposition) ?? null,
    };
  }

  return {
    baseUrl,
    call,
    callWithBytes,
    pdf,
    status: (timeout) => call(ERP_ENDPOINTS.status, undefined, { timeoutMs: timeout }),
    close: () => agent.close(),
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
    const client = createErpClient(opts);
    app.decorate('erp', client);
    app.addHook('onClose', () => client.close());
  },
  { name: 'erp' },
);
