import { Paper } from 'shared/ui/base';
import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from 'shared/ui/more';
import { formatMoney, type ErpInvoiceDetail } from 'shared';
import { LABELS } from '../../../config/labels';

/** docs/product/invoices.md item_data (item, quantity, material, description, total), and the Invoice Total. */
export function InvoiceItemsTable({ detail }: { detail: ErpInvoiceDetail }) {
  const currency = detail.header_data.currency_key;
  return (
    // A phone scrolls the table sideways: the region takes focus, so the keyboard can scroll it too.
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={LABELS.items}>
      <Table size="small" aria-label={LABELS.items} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell>Material</TableCell>
            <TableCell>Description</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {detail.item_data.map((item) => (
            <TableRow key={item.item_number}>
              <TableCell>{item.item_number}</TableCell>
              <TableCell align="right">{item.billed_quantity}</TableCell>
              <TableCell>{item.material_number}</TableCell>
              <TableCell>{item.description}</TableCell>
              <TableCell align="right">{formatMoney(item.total_amount, currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={4} align="right" component="th" scope="row" sx={{ fontWeight: 700, fontSize: '1rem' }}>
              {LABELS.invoiceTotal}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, fontSize: '1rem' }}>
              {formatMoney(detail.header_data.total_amount, currency)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
