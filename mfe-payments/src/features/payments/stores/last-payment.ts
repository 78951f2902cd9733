import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LastPayment } from '../types/last-payment';

interface LastPaymentState {
  last: LastPayment | null;
  record: (last: LastPayment) => void;
  markSelectionCompleted: (id: string) => void;
}

/**
 * The last payment or deposit answer of this tab. Kept in sessionStorage, so a reload of the
 * status page still shows what happened to the customer's money.
 */
export const useLastPaymentStore = create<LastPaymentState>()(
  persist(
    (set) => ({
      last: null,
      record: (last) => set({ last }),
      markSelectionCompleted: (id) =>
        set((s) => (s.last?.id === id ? { last: { ...s.last, selectionCompleted: true } } : s)),
    }),
    { name: 'mfe-payments-last-payment', storage: createJSONStorage(() => sessionStorage) },
  ),
);
