import PDFDocument from 'pdfkit';
import { PAYMENT_HISTORY_STATUS_LABELS, formatCents, formatReceiptTime, type PaymentReceipt } from 'shared/server';

/** The built-in PDF fonts cover Latin-1 only: other scripts are left out rather than printed as garbage. */
const printable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '').replace(/\s+/g, ' ').trim();

/**
 * The receipt of a charge as a PDF (docs/product/payment-history.md#receipts): the same content as
 * the receipt page, rendered with pdfkit in memory (a receipt is one page or two).
 */
export function renderReceiptPdf(receipt: PaymentReceipt, companyName: string): Promise<Buffer> {
  const { Entry: entry } = receipt;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `Receipt ${entry.Id}`, Author: printable(companyName) } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      doc.font('Helvetica-Bold').fontSize(18).text(printable(`${companyName}: ${entry.Kind === 'deposit' ? 'deposit' : 'payment'} receipt`));
      doc.moveDown();
      doc.font('Helvetica').fontSize(11);
      const field = (label: string, value: string) => doc.text(printable(`${label}: ${value}`));
      field('Date', formatReceiptTime(new Date(entry.At)));
      field('Payer', receipt.PayerName ? `${receipt.PayerName} (${entry.Account})` : entry.Account);
      field('Method', entry.Method);
      field('Status', PAYMENT_HISTORY_STATUS_LABELS[entry.Status]);
      if (entry.ActedBy) field('Made by', `${entry.ActedBy}, acting for you`);
      doc.moveDown();
      for (const line of receipt.Lines) {
        doc.font('Helvetica-Bold').text(printable(line.Document || 'Document'));
        doc.font('Helvetica');
        if (line.PaidCents !== null) doc.text(printable(`Paid: ${formatCents(line.PaidCents, line.Currency)}`));
        if (line.RemainingCents !== null) doc.text(printable(`Remaining: ${formatCents(line.RemainingCents, line.Currency)}`));
        if (line.Authorization) doc.text(printable(`Authorization: ${line.Authorization}`));
        doc.text(printable(line.Message));
        doc.moveDown(0.5);
      }
      if (receipt.Lines.length === 0) doc.text(printable(`Documents: ${entry.Documents.join(', ') || '-'}`));
      doc.moveDown();
      const total = entry.Status === 'charged' ? receipt.PaidCents : entry.AmountCents;
      doc.font('Helvetica-Bold').text(printable(`${entry.Status === 'charged' ? 'Total paid' : 'Amount'}: ${formatCents(total, entry.Currency)}`));
      if (receipt.RemainingCents !== null) doc.font('Helvetica').text(printable(`Remaining balance: ${formatCents(receipt.RemainingCents, entry.Currency)}`));
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
