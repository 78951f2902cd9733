import { Page } from '../../../components/page';

/** docs/product/invoices.md: /statements only shows a heading. */
export function StatementsPage() {
  return <Page title="Statements" />;
}
