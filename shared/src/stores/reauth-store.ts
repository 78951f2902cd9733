import { create } from 'zustand';

interface ReauthState {
  /** A call waits for the user to confirm it is them (docs/security/second-factor.md#step-up). */
  open: boolean;
  /**
   * Asks for the second factor: resolves true once the user has re-authenticated, false when they
   * cancel. Calls that meet `reauth_required` together wait for the same answer.
   */
  request: () => Promise<boolean>;
  /** The dialog's answer. */
  settle: (confirmed: boolean) => void;
}

let waiting: { promise: Promise<boolean>; resolve: (confirmed: boolean) => void } | null = null;

/**
 * The re-authentication the API client asks for when a call answers 403 `reauth_required`: the
 * shell's dialog shows while `open`, and the client repeats the call when the user confirmed.
 */
export const useReauthStore = create<ReauthState>()((set) => ({
  open: false,
  request: () => {
    if (!waiting) {
      let resolve!: (confirmed: boolean) => void;
      const promise = new Promise<boolean>((r) => {
        resolve = r;
      });
      waiting = { promise, resolve };
      set({ open: true });
    }
    return waiting.promise;
  },
  settle: (confirmed) => {
    const current = waiting;
    waiting = null;
    set({ open: false });
    current?.resolve(confirmed);
  },
}));
