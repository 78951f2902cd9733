import {
  erpCents,
  formatCents,
  stripLeadingZeros,
  totalCents,
  type DepositRequest,
  type PaymentRequest,
  type PaymentResponse,
  type SystemConfiguration,
} from 'shared/server';
import type { OutgoingMail } from '../../repositories/mail-outbox-repository';
import type { UserRow } from '../../repositories/users-repository';
import { DEFAULT_RECEIPT_BODY, DEFAULT_RECEIPT_ROW } from '../config/system-config-defaults';

export interface ReceiptLine {
  document: string;
  /** What the line charged, in cents. */
  cents: number;
  currency: string;
  authorization: string;
  message: string;
}

/**
 * Fills `{{name}}` (and the older `{Name}`) placeholders, names compared without case. Unknown
 * placeholders stay as they are, so a typo in a template shows in the mail instead of vanishing.
 */
export function renderTemplate(template: string, values: Record<string, string>): string {
  const lower = Object.fromEntries(Object.entries(values).map(([k, v]) => [k.toLowerCase(), v]));
  return template.replace(/\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g, (whole, a: string | undefined, b: string | undefined) => {
    const value = lower[(a ?? b ?? '').toLowerCase()];
    return value === undefined ? whole : value;
  });
}

const strip = (value: string | undefined) => stripLeadingZeros(String(value ?? '').trim());

/** The successful lines of an ERP answer (message type S), with the authorization of each. */
function successfulLines(response: PaymentResponse) {
  return response.status
    .filter((line) => line.message_type === 'S')
    .map((line) => ({
      line,
      authorization:
        line.authorization_reference_code ||
        response.payed.find((p) => strip(p.document_number_finance) === strip(line.document_number_finance))?.authorization_reference_code ||
        '',
    }));
}

/** Receipt lines of a payment: one per successful status line, with the document's amount. */
export function paymentReceiptLines(request: PaymentRequest, response: PaymentResponse): ReceiptLine[] {
  return successfulLines(response).map(({ line, authorization }) => {
    const doc =
      request.documents.find((d) => strip(d.document_number_finance) === strip(line.document_number_finance)) ??
      request.documents[line.index_number - 1];
    return {
      document: strip(doc?.billing_document_number) || strip(line.document_number_finance),
      cents: doc ? erpCents(doc.amount_to_process) : 0,
      currency: doc?.currency_key ?? 'USD',
      authorization,
      message: line.message_line_string,
    };
  });
}

/** The receipt line of a deposit, when the ERP took it. */
export function depositReceiptLines(request: DepositRequest, response: PaymentResponse): ReceiptLine[] {
  const first = successfulLines(response)[0];
  if (!first) return [];
  return [
    {
      document: request.deposit_detail.reference_number || 'Deposit',
      cents: erpCents(request.deposit_detail.amount_to_process),
      currency: request.deposit_detail.currency_key,
      authorization: first.authorization,
      message: first.line.message_line_string,
    },
  ];
}

/**
 * The receipt mail of a payment or deposit, from the configuration's ReceiptEmailBody and
 * ReceiptEmailRow (defaults when empty), to the user's e-mail, Bcc ReceiptBcc. Null when there is
 * nothing to confirm or nobody to send it to.
 */
export function buildReceipt(
  config: SystemConfiguration,
  user: Pick<UserRow, 'email' | 'first_name' | 'last_name'>,
  kind: 'payment' | 'deposit',
  lines: ReceiptLine[],
  now: Date = new Date(),
): Omit<OutgoingMail, 'paymentAttemptId'> | null {
  if (lines.length === 0 || !user.email.trim()) return null;
  const currency = lines[0]!.currency;
  const rowTemplate = config.ReceiptEmailRow?.trim() ? config.ReceiptEmailRow : DEFAULT_RECEIPT_ROW;
  const bodyTemplate = config.ReceiptEmailBody?.trim() ? config.ReceiptEmailBody : DEFAULT_RECEIPT_BODY;
  const rows = lines
    .map((line) =>
      renderTemplate(rowTemplate, {
        document: line.document,
        documentNumber: line.document,
        amount: formatCents(line.cents, line.currency),
        currency: line.currency,
        authorization: line.authorization,
        status: line.message,
        message: line.message,
      }),
    )
    .join('\n');
  const text = renderTemplate(bodyTemplate, {
    rows,
    total: formatCents(totalCents(lines.map((l) => l.cents)), currency),
    firstName: user.first_name,
    lastName: user.last_name,
    name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    company: config.CompanyName,
    companyName: config.CompanyName,
    kind,
    date: now.toISOString().slice(0, 10),
  });
  return {
    kind: `${kind}_receipt`,
    to: user.email.trim(),
    bcc: (config.ReceiptBcc ?? '').trim(),
    subject: `${config.CompanyName}: ${kind === 'deposit' ? 'deposit' : 'payment'} receipt`,
    text,
  };
}
