import { useMemo } from 'react';
import type { AddressData, HeaderItem, PaymentCard } from 'shared';
import { toMethodOptions } from '../../../lib/payment-method';
import type { PaymentMethodOption } from '../../../types/payment-method';
import { usePayer } from '../api/get-payer';

export interface PaymentMethodsState {
  /** Saved methods, then the session's unsaved ones: what 'Pay With' offers. */
  methods: PaymentMethodOption[];
  saved: PaymentCard[];
  address: AddressData | null;
  loading: boolean;
  error: boolean;
  reload: () => void;
}

/**
 * Issue 6 seam: unsaved (session) cards and eChecks are held per payer account (spec §4). Until
 * the methods manager exists there are none; it will replace this with its session store.
 */
function useSessionMethods(_account: HeaderItem | null): PaymentCard[] {
  return useMemo(() => [], []);
}

/** The methods a payment may use, for the selected account: saved (ERP) plus session. */
export function usePaymentMethods(account: HeaderItem | null): PaymentMethodsState {
  const payer = usePayer(account);
  const session = useSessionMethods(account);
  const saved = useMemo(() => payer.data?.detail?.payment_cards ?? [], [payer.data]);
  const methods = useMemo(() => toMethodOptions(saved, session), [saved, session]);
  return {
    methods,
    saved,
    address: payer.data?.detail?.address_data ?? null,
    loading: payer.loading,
    error: Boolean(payer.error),
    reload: payer.reload,
  };
}
