import { Link as RouterLink, useParams } from 'shared/router';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from 'shared/ui/base';
import { PrintIcon } from 'shared/ui/extra';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared/ui/more';
import { errorMessage, formatCents, Page, toast, useAction, type PaymentReceipt } from 'shared';
import { paidOnBehalfText } from 'shared/payments';
import { PrintStyles } from '../../../components/print-styles';
import { HISTORY_LABELS } from '../../../config/history-labels';
import { formatLocalTime } from '../../../lib/local-time';
import { downloadReceiptPdf, resendReceipt } from '../api/payment-history';
import { usePaymentReceipt } from '../hooks/use-payment-history';
import { HistoryStatus } from './history-status';

function BackToHistory() {
  return (
    <Button component={RouterLink} to="/payments" variant="outlined">
      {HISTORY_LABELS.backToHistory}
    </Button>
  );
}

/** When, who, with what, how much: the status page's details (docs/product/checkout-and-payments.md#receipts). */
function ReceiptFacts({ receipt }: { receipt: PaymentReceipt }) {
  const entry = receipt.Entry;
  const charged = entry.Status === 'charged';
  const rows: Array<[string, string, string]> = [
    ['paid-at', HISTORY_LABELS.paidAt, formatLocalTime(new Date(entry.At))],
    ['payer', HISTORY_LABELS.payer, receipt.PayerName],
    ['account', HISTORY_LABELS.account, entry.Account],
    ['method', HISTORY_LABELS.method, entry.Method],
    ['amount-paid', charged ? HISTORY_LABELS.amountPaid : HISTORY_LABELS.amount, formatCents(charged ? receipt.PaidCents : entry.AmountCents, entry.Currency)],
    ['remaining-balance', HISTORY_LABELS.remainingBalance, charged && receipt.RemainingCents !== null ? formatCents(receipt.RemainingCents, entry.Currency) : ''],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, mb: 2, mt: 0 }}>
      {rows
        .filter(([, , value]) => value !== '')
        .map(([key, label, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" fontWeight="bold">
              {label}:
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} data-testid={`receipt-${key}`}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

function ReceiptLines({ receipt }: { receipt: PaymentReceipt }) {
  if (receipt.Lines.length === 0) return null;
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={HISTORY_LABELS.documents}>
      <Table size="small" aria-label={HISTORY_LABELS.documents}>
        <TableHead>
          <TableRow>
            <TableCell>{HISTORY_LABELS.documents}</TableCell>
            <TableCell>{HISTORY_LABELS.status}</TableCell>
            <TableCell align="right">{HISTORY_LABELS.amount}</TableCell>
            <TableCell align="right">{HISTORY_LABELS.remainingBalance}</TableCell>
            <TableCell>{HISTORY_LABELS.authorization}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {receipt.Lines.map((line, index) => (
            <TableRow key={`${line.Document}-${index}`} data-testid="receipt-line">
              <TableCell>{line.Document}</TableCell>
              <TableCell sx={{ minWidth: 200, color: line.Succeeded ? 'success.main' : 'error.main' }}>{line.Message}</TableCell>
              <TableCell align="right">{line.PaidCents !== null ? formatCents(line.PaidCents, line.Currency) : ''}</TableCell>
              <TableCell align="right">{line.RemainingCents !== null ? formatCents(line.RemainingCents, line.Currency) : ''}</TableCell>
              <TableCell>{line.Authorization}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /payments/:paymentId: one charge's receipt, printable, as a PDF, and mailed again on request. */
export function PaymentReceiptPage() {
  const paymentId = useParams().paymentId ?? '';
  const { data: receipt, error, loading } = usePaymentReceipt(paymentId);
  const pdf = useAction(async () => {
    try {
      await downloadReceiptPdf(paymentId);
    } catch {
      toast.error(HISTORY_LABELS.downloadFailed);
    }
  });
  const resend = useAction(async () => {
    try {
      toast.success(HISTORY_LABELS.resent((await resendReceipt(paymentId)).To));
    } catch (error) {
      // The server's words for a refusal (nothing charged, sent again a moment ago).
      toast.error(errorMessage(error, HISTORY_LABELS.resendFailed));
    }
  });

  if (!receipt) {
    return (
      <Page title={HISTORY_LABELS.receiptTitle}>
        {loading && <LinearProgress aria-label={HISTORY_LABELS.loading} sx={{ mb: 2 }} />}
        {error !== null && !loading && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {HISTORY_LABELS.notFound}
          </Alert>
        )}
        <BackToHistory />
      </Page>
    );
  }
  const { Entry: entry } = receipt;
  return (
    <Page title={HISTORY_LABELS.receiptTitle}>
      <PrintStyles />
      <Box sx={{ mb: 2 }}>
        <HistoryStatus status={entry.Status} />
      </Box>
      {entry.Status === 'checking' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {HISTORY_LABELS.checking}
        </Alert>
      )}
      {entry.Status === 'failed' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {HISTORY_LABELS.failed}
        </Alert>
      )}
      {entry.ActedBy && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="paid-by">
          {paidOnBehalfText(entry.ActedBy)}
        </Alert>
      )}
      <ReceiptFacts receipt={receipt} />
      <ReceiptLines receipt={receipt} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 3 }} data-print="hide">
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {HISTORY_LABELS.print}
        </Button>
        <Button variant="outlined" onClick={() => void pdf.run()} disabled={pdf.busy}>
          {HISTORY_LABELS.downloadPdf}
        </Button>
        {entry.Status === 'charged' && (
          <Button variant="outlined" onClick={() => void resend.run()} disabled={resend.busy}>
            {resend.busy ? HISTORY_LABELS.resending : HISTORY_LABELS.resend}
          </Button>
        )}
        <BackToHistory />
      </Stack>
    </Page>
  );
}
