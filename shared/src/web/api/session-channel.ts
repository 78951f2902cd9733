import type { TokenPair } from '../../domain/endpoints/account/session';

/**
 * Tabs of one session talk over a BroadcastChannel: a tab that rotates the refresh token hands the
 * new pair to the others (so they do not present a spent token and get the session revoked), and
 * activity in any tab keeps the others from timing out (docs/product/session-and-login.md: two tabs do not log each other
 * out while either is in use).
 */
export type SessionMessage =
  | { type: 'rotated'; previousRefreshToken: string; pair: TokenPair }
  | { type: 'activity'; at: number }
  | { type: 'logout'; refreshToken: string | null };

const CHANNEL = 'portal-session';
let channel: BroadcastChannel | null = null;
const listeners = new Set<(m: SessionMessage) => void>();

function ensureChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  // Node (tests, server-side tools) would otherwise stay alive for the channel's sake.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  channel.onmessage = (event: MessageEvent<SessionMessage>) => {
    listeners.forEach((listener) => listener(event.data));
  };
  return channel;
}

export function broadcastSession(message: SessionMessage): void {
  ensureChannel()?.postMessage(message);
}

export function onSessionMessage(listener: (m: SessionMessage) => void): () => void {
  ensureChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
