import { useMemo } from 'react';
import { useSessionStore, type AddressData, type HeaderItem, type PaymentCard } from 'shared';
import { toMethodOptions } from '../../../lib/payment-method';
import type { PaymentMethodOption } from '../../../types/payment-method';
import { usePayer } from './use-payer';
import { useSessionMethodsStore } from '../stores/session-methods';

export interface PaymentMethodsState {
  /** Saved methods, then the session's unsaved ones: what 'Pay With' offers. */
  methods: PaymentMethodOption[];
  saved: PaymentCard[];
  address: AddressData | null;
  loading: boolean;
  error: boolean;
  /** Loads the saved methods again: after a change on file, or a Retry after a failure. */
  reload: () => void;
}

const NONE: PaymentCard[] = [];

/** The unsaved (session) cards and eChecks of one payer account (docs/product/payment-methods.md), for the user signed in. */
export function useSessionMethods(account: HeaderItem | null): PaymentCard[] {
  const userId = useSessionStore((s) => s.user?.UserId ?? null);
  const list = useSessionMethodsStore((s) =>
    account && userId !== null && s.owner === userId ? s.byAccount[account.PrimaryAcct] : undefined,
  );
  return list ?? NONE;
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
    reload: payer.retry,
  };
}
