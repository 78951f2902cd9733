import { Page } from 'shared';

/** docs/product/invoices.md: /statements only shows a heading. */
export function StatementsPage() {
  return <Page title="Statements" />;
}
