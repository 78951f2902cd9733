import { Box, Paper, Typography, useTheme } from 'shared/ui/base';
import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, useMediaQuery } from 'shared/ui/more';
import { formatMoney, type ErpInvoiceDetail } from 'shared';
import { DETAIL_LABELS } from '../../../config/detail-labels';

/** On a phone, each item is a card: read top to bottom, never scrolled sideways (docs/product/invoices.md#invoice-detail). */
function InvoiceItemCards({ detail }: { detail: ErpInvoiceDetail }) {
  const currency = detail.header_data.currency_key;
  return (
    <Box component="section" aria-label={DETAIL_LABELS.items} data-testid="item-cards">
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {detail.item_data.map((item) => (
          <Paper component="li" variant="outlined" key={item.item_number} sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
                {item.description}
              </Typography>
              <Typography fontWeight={600} sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(item.total_amount, currency)}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Item {item.item_number} · Quantity {item.billed_quantity} · Material {item.material_number}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1.5, px: 1.5, fontWeight: 700 }}>
        <Typography fontWeight={700}>{DETAIL_LABELS.invoiceTotal}</Typography>
        <Typography fontWeight={700}>{formatMoney(detail.header_data.total_amount, currency)}</Typography>
      </Box>
    </Box>
  );
}

/** docs/product/invoices.md item_data (item, quantity, material, description, total), and the Invoice Total. */
export function InvoiceItemsTable({ detail }: { detail: ErpInvoiceDetail }) {
  const currency = detail.header_data.currency_key;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (phone) return <InvoiceItemCards detail={detail} />;
  return (
    // A phone scrolls the table sideways: the region takes focus, so the keyboard can scroll it too.
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={DETAIL_LABELS.items}>
      <Table size="small" aria-label={DETAIL_LABELS.items} sx={{ minWidth: 560 }}>
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
              {DETAIL_LABELS.invoiceTotal}
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
