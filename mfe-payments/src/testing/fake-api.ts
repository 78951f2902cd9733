import type { InternalAxiosRequestConfig } from 'axios';
import { api, type PaymentResponse } from 'shared';
import { fakeAdapter, type FakeReply } from 'shared/testing';

export interface SeenRequest {
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
  params: unknown;
}

type Handler = (body: unknown, config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

/** Answers the remote's calls by path and records every request (body, headers, query). */
export function fakeApi(routes: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  api.defaults.adapter = fakeAdapter(async (config) => {
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
    seen.push({ url: config.url ?? '', body, headers: config.headers.toJSON(), params: config.params });
    const handler = routes[config.url ?? ''];
    if (!handler) return { status: 404, data: { message: `no fake for ${config.url}` } };
    return handler(body, config);
  });
  return { seen, calls: (url: string) => seen.filter((s) => s.url === url) };
}

export const ok = (data: unknown): FakeReply => ({ status: 200, data });

export const paymentResponse = (lines: { doc: string; type: 'S' | 'E'; message: string; amount?: number }[]): PaymentResponse => ({
  status: lines.map((l, i) => ({
    index_number: i + 1,
    document_number_finance: l.doc,
    message_type: l.type,
    message_line_string: l.message,
    authorization_reference_code: l.type === 'S' ? `AUTH-${i + 1}` : '',
  })),
  payed: lines
    .filter((l) => l.type === 'S')
    .map((l, i) => ({ authorization_reference_code: `AUTH-${i + 1}`, document_number_finance: l.doc, amount: l.amount })),
});
