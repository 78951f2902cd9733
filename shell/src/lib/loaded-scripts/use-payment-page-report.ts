import { useEffect } from 'react';
import type { LoadedScriptsBody } from 'shared';
import { useLocation } from 'shared/router';

type PaymentPage = LoadedScriptsBody['page'];

/** `T` if it names every payment page, `never` (a type error where it is used) if it misses one. */
type EveryPage<T extends readonly PaymentPage[]> = Exclude<PaymentPage, T[number]> extends never ? T : never;

/**
 * The payment pages: every page the report's declaration names (LoadedScriptsBodySchema in
 * shared/src/domain/endpoints/reports.ts, whose list the browser's entry of `shared` does not
 * carry), and no other: the typecheck fails if the two differ. Written here, the list costs the
 * pages behind login a few bytes, not every page an export of `shared`
 * (docs/architecture/frontend.md#javascript-budgets).
 */
const pages = ['/invoices/pay', '/deposits', '/settings/payment-methods'] as const;
const PAYMENT_PAGES: readonly string[] = pages satisfies EveryPage<typeof pages>;

/**
 * The shell's trigger of the report of the scripts a payment page loaded
 * (docs/security/client-reports.md#scripts-a-payment-page-loaded): on each visit of a payment page
 * it loads the reporter, a chunk of its own that no other page loads. Used by the layout behind
 * login, so the pages before login carry none of it.
 */
export function usePaymentPageReport(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // The path is one of PAYMENT_PAGES; a type guard here costs bytes in the minified trigger.
    if (PAYMENT_PAGES.includes(pathname)) void import('./report-loaded-scripts').then((m) => m.report(pathname as PaymentPage));
  }, [pathname]);
}
