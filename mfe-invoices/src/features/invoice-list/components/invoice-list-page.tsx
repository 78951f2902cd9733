import Typography from '@mui/material/Typography';
import { useSelectedHeaderItem } from 'shared';
import { Page } from '../../../components/page';

export function InvoiceListPage() {
  const account = useSelectedHeaderItem();
  return (
    <Page title="Invoices">
      <Typography data-testid="selected-account">
        {account ? `${account.PrimaryAcct} - ${account.Name}` : 'No account selected'}
      </Typography>
    </Page>
  );
}
