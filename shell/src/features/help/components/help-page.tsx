import { Link, Typography } from 'shared/ui/core';
import { brandById, Page } from 'shared/core';
import { usePortalConfig } from '../../../lib/portal-config';

/** /help: the help PDF and the support contact. */
export function HelpPage() {
  const config = usePortalConfig();
  const brand = brandById(config?.theme);
  const supportEmail = config?.supportEmail ?? brand.contactEmail;
  return (
    <Page title="Help">
      <Typography paragraph>
        The <Link href={config?.helpPdfUrl ?? '/help/portal-help.pdf'} target="_blank" rel="noopener">portal guide (PDF)</Link>{' '}
        explains how to find invoices, pay them and manage payment methods.
      </Typography>
      <Typography>
        Support: <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
      </Typography>
    </Page>
  );
}
