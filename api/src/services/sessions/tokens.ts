import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export interface AccessClaims {
  /** user id, as a string as JWT wants it */
  sub: string;
  /** session id */
  sid: string;
}

export interface TokenService {
  signAccessToken(userId: number, sessionId: string): string;
  /** Throws when the token is malformed, badly signed or expired. */
  verifyAccessToken(token: string): AccessClaims;
  /** Like verifyAccessToken but accepts an expired token (logout of an idle session). */
  decodeVerifiedIgnoringExpiry(token: string): AccessClaims;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  // A token's signature and expiry are checked once, then remembered until it expires (an LRU of
  // the last 1,000): a page sends the same token with every call, and the HMAC was a visible share
  // of each request (docs/architecture/api.md#short-caches). Whether its session still stands is
  // checked on every request.
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  const verifyIgnoringExpiry = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true });
  const claims = (payload: Record<string, unknown>): AccessClaims => {
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('token lacks sub or sid');
    return { sub: payload.sub, sid: payload.sid };
  };
  return {
    signAccessToken: (userId, sessionId) => sign({ sub: String(userId), sid: sessionId }),
    verifyAccessToken: (token) => claims(verify(token) as Record<string, unknown>),
    decodeVerifiedIgnoringExpiry: (token) => claims(verifyIgnoringExpiry(token) as Record<string, unknown>),
  };
}

/** A refresh token: 256 random bits. Only its SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A fresh secret for sandbox mode, kept in app_secrets so restarts keep sessions valid. */
export const newJwtSecret = (): string => randomBytes(48).toString('base64url');
