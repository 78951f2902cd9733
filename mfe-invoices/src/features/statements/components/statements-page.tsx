import { Page } from '../../../components/page';

/** Spec §2: /statements only shows a heading. */
export function StatementsPage() {
  return <Page title="Statements" />;
}
