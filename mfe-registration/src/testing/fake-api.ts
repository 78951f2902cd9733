import type { InternalAxiosRequestConfig } from 'axios';
import { api } from 'shared';
import { fakeAdapter, type FakeReply } from 'shared/testing';

export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
}

type Handler = (body: unknown, config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

/** Answers the remote's calls by 'METHOD /path' and records every request. */
export function fakeApi(routes: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  api.defaults.adapter = fakeAdapter(async (config) => {
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
    const method = (config.method ?? 'get').toUpperCase();
    seen.push({ method, url: config.url ?? '', body, headers: config.headers.toJSON() });
    const handler = routes[`${method} ${config.url ?? ''}`];
    if (!handler) return { status: 500, data: { message: `no fake for ${method} ${config.url}` } };
    return handler(body, config);
  });
  return { seen, calls: (url: string) => seen.filter((s) => s.url === url) };
}

export const ok = (data: unknown, headers: Record<string, string> = {}): FakeReply => ({ status: 200, data, headers });
export const refused = (status: number, message: string, reason?: string, headers: Record<string, string> = {}): FakeReply => ({
  status,
  data: { statusCode: status, error: 'Refused', message, ...(reason ? { reason } : {}) },
  headers,
});
