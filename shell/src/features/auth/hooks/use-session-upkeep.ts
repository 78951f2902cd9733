import { useEffect, useRef } from 'react';
import { MESSAGES, broadcastSession, onSessionMessage, refreshSession, useSessionStore, useUiStore } from 'shared';
import { logout } from '../../../lib/logout';

const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;
const BROADCAST_EVERY_MS = 15_000;
const CHECK_EVERY_MS = 5_000;

interface Limits {
  idleTimeoutMinutes: number;
  refreshIntervalMinutes: number;
}

/**
 * docs/product/constants.md and docs/product/session-and-login.md: the token is refreshed on user activity at most once per refresh interval;
 * after the idle timeout without activity, in this tab or any other tab of the session, a toast
 * stays until dismissed and then the user is logged out.
 */
export function useSessionUpkeep({ idleTimeoutMinutes, refreshIntervalMinutes }: Limits, active: boolean): void {
  const lastActivity = useRef(Date.now());
  const lastRefresh = useRef(Date.now());
  const lastBroadcast = useRef(0);
  const timedOut = useRef(false);

  useEffect(() => {
    if (!active) return;
    timedOut.current = false;
    lastActivity.current = Date.now();
    lastRefresh.current = Date.now();
    const idleMs = idleTimeoutMinutes * 60_000;
    const refreshMs = refreshIntervalMinutes * 60_000;
    // Often enough that another tab hears of this one's activity well before it would time out.
    const broadcastEvery = Math.min(BROADCAST_EVERY_MS, idleMs / 4);

    const onActivity = () => {
      if (timedOut.current) return;
      const now = Date.now();
      lastActivity.current = now;
      if (now - lastBroadcast.current >= broadcastEvery) {
        lastBroadcast.current = now;
        broadcastSession({ type: 'activity', at: now });
      }
      if (now - lastRefresh.current >= refreshMs) {
        lastRefresh.current = now;
        refreshSession().catch(() => undefined);
      }
    };

    const stopListening = onSessionMessage((message) => {
      if (message.type === 'activity') lastActivity.current = Math.max(lastActivity.current, message.at);
      if (message.type === 'rotated') lastRefresh.current = Date.now();
    });

    const timer = setInterval(() => {
      if (timedOut.current || Date.now() - lastActivity.current < idleMs) return;
      timedOut.current = true;
      useUiStore.getState().pushToast({
        message: MESSAGES.sessionTimeout,
        severity: 'warning',
        persistent: true,
        onDismiss: () => void logout(),
      });
    }, Math.min(CHECK_EVERY_MS, idleMs));

    ACTIVITY_EVENTS.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    return () => {
      clearInterval(timer);
      stopListening();
      ACTIVITY_EVENTS.forEach((e) => window.removeEventListener(e, onActivity));
    };
  }, [active, idleTimeoutMinutes, refreshIntervalMinutes]);
}

export const useIsLoggedIn = () => useSessionStore((s) => Boolean(s.token));
