import type { InjectOptions } from 'fastify';
import type { OneTimeTokenKind } from '../../src/repositories/one-time-tokens-repository';

/** What every row of the authorization matrix is made of (authorization-rows.ts): identities, their context, statuses. */
export const IDENTITIES = ['anonymous', 'owner', 'foreign', 'staff', 'impersonating', 'admin'] as const;
export type Identity = (typeof IDENTITIES)[number];

export const LOGINS: Record<Exclude<Identity, 'anonymous'>, string> = {
  owner: 'soldto@portal.test',
  foreign: 'payer@portal.test',
  staff: 'staff@portal.test',
  impersonating: 'staff@portal.test',
  admin: 'admin@portal.test',
};

export interface Ctx {
  who: Identity;
  /** Bearer header and PDF cookie of the identity (none for anonymous). */
  headers: Record<string, string>;
  /** '?userid=<owner>' while impersonating, else ''. */
  imp: string;
  /** A second, throw-away session of the identity (for logout and refresh, which end or rotate it). */
  fresh(): Promise<{ token: string; refreshToken: string } | null>;
  /** Fixtures made once by the owner (a PDF link, a tokenizer session, two charged payments), and the owner's user id, first linked account and user form as saved. */
  owner: {
    pdfUrl: string;
    accessToken: string;
    userId: number;
    accountId: number;
    form: Record<string, unknown>;
    paymentId: string;
    otherPaymentId: string;
    scheduleIds: [string, string, string];
    autopayId: string;
  };
  /** A new linked account of the owner, for a call that deletes one. */
  scratchAccount(): Promise<number>;
  /** A user made for the delete row, a registration request for the request rows, a user whose sessions are ended. */
  fixtures: { deletableUserId: number; requestId: number; sessionsUserId: number; rejectRequestIds: Record<Identity, number> };
  /** A fresh mailed-link token of a throw-away user (a self-registration session holds one proven account). */
  link(kind: OneTimeTokenKind): Promise<string>;
  /** A new customer who has not set a password yet, for the invite row. */
  invitee(): Promise<number>;
}

export type Call = (ctx: Ctx) => InjectOptions | Promise<InjectOptions>;
export type Statuses = Record<Identity, number>;

/** Statuses of a route that needs a login and the owner's account: staff only while impersonating. */
export const OWNED: Statuses = { anonymous: 401, owner: 200, foreign: 403, staff: 403, impersonating: 200, admin: 403 };
export const PUBLIC: Statuses = { anonymous: 200, owner: 200, foreign: 200, staff: 200, impersonating: 200, admin: 200 };
export const LOGGED_IN: Statuses = { anonymous: 401, owner: 200, foreign: 200, staff: 200, impersonating: 200, admin: 200 };
export const NOT_FOUND: Statuses = { anonymous: 404, owner: 404, foreign: 404, staff: 404, impersonating: 404, admin: 404 };
export const ALL_400: Statuses = { anonymous: 400, owner: 400, foreign: 400, staff: 400, impersonating: 400, admin: 400 };
export const ALL_401: Statuses = { anonymous: 401, owner: 401, foreign: 401, staff: 401, impersonating: 401, admin: 401 };
export const ALL_204: Statuses = { anonymous: 204, owner: 204, foreign: 204, staff: 204, impersonating: 204, admin: 204 };
export const ALL_409: Statuses = { anonymous: 409, owner: 409, foreign: 409, staff: 409, impersonating: 409, admin: 409 };
/** A URL with the identity's ?userid= (if any) and more query parameters. */
export const withQuery = (ctx: Ctx, path: string, query: string) => `${path}${ctx.imp ? `${ctx.imp}&` : '?'}${query}`;
export const json = (method: 'POST' | 'PUT', url: string, payload: unknown) => (ctx: Ctx): InjectOptions => ({
  method,
  url,
  headers: ctx.headers,
  payload: payload as object,
});
