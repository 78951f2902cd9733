import type { InternalAxiosRequestConfig } from 'axios';
import { api, useSessionStore, type Permission, type UserAccountsResponse } from 'shared';
import { fakeAdapter, type FakeReply } from 'shared/testing';

export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
  params: unknown;
}

type Handler = (body: unknown, config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

/** Answers the remote's calls by 'METHOD url' and records every request. */
export function fakeApi(routes: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  api.defaults.adapter = fakeAdapter(async (config) => {
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
    seen.push({ method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', body, params: config.params });
    const handler = routes[key];
    if (!handler) return { status: 404, data: { message: `no fake for ${key}` } };
    return handler(body, config);
  });
  return { seen, calls: (key: string) => seen.filter((s) => `${s.method} ${s.url}` === key) };
}

export const ok = (data: unknown): FakeReply => ({ status: 200, data });

/** A logged-in staff member or admin with these permissions. */
export function signInAs(role: UserAccountsResponse['UserRole'], permissions: Permission[], userId = 1) {
  useSessionStore.setState({
    token: 'token-1',
    refreshToken: 'refresh-1',
    isLoggedIn: true,
    user: {
      UserId: userId,
      Login: `${role}@portal.test`,
      FirstName: 'Test',
      LastName: role,
      Email: `${role}@portal.test`,
      Company: 'Portal Operations',
      UserRole: role,
      Status: 'active',
      Permissions: permissions,
      PrimaryAccountTypeId: 1,
    },
    payers: [],
    selectedAccount: null,
    impersonatedUserId: null,
  });
}

export const refused = (status: number, message: string): FakeReply => ({ status, data: { statusCode: status, error: 'Refused', message } });
