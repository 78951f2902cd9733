export interface NavItem {
  label: string;
  to: string;
  external?: boolean;
}

/** docs/product/navigation-and-layout.md top bar: Invoices, Statement, Deposits (only with deposits), Payments (docs/product/payment-history.md), Help (the help PDF). */
export function navItems(hasDeposits: boolean, helpPdfUrl: string): NavItem[] {
  return [
    { label: 'Invoices', to: '/invoices' },
    { label: 'Statement', to: '/invoices/invoicesearch' },
    ...(hasDeposits ? [{ label: 'Deposits', to: '/deposits' }] : []),
    { label: 'Payments', to: '/payments' },
    { label: 'Help', to: helpPdfUrl, external: true },
  ];
}
