import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  brandById,
  depositReceiptBasis,
  paymentReceiptBasis,
  stripLeadingZeros,
  escapeHtml,
  fillMailTemplate,
  formatCents,
  paidOnBehalfText,
  formatReceiptTime,
  htmlParagraphs,
  mailHtmlDocument,
  receiptLines,
  receiptTotals,
  type PaymentResponse,
  type ReceiptBasis,
  type ReceiptLine,
  type DepositRequest,
  type PaymentRequest,
  type SystemConfiguration,
} from 'shared/server';
import type { OutgoingMail } from '../../repositories/mail-outbox-repository';
import type { UserRow } from '../../repositories/users-repository';
import { DEFAULT_RECEIPT_BODY, DEFAULT_RECEIPT_ROW } from '../config/system-config-defaults';
import { staffName } from './authorize';

/** Where and for whom a receipt is sent, beside what was charged. */
export interface ReceiptContext {
  /** The payer account's name, as the customer sees it in the account list. */
  payerName: string;
  /** The theme of the host the customer used. */
  brandId: number;
  at: Date;
  /** The staff member's name when staff paid acting for the customer (docs/product/checkout-and-payments.md#who-may-pay). */
  paidBy?: string;
}

/**
 * Receipt templates written before the {Placeholder} form used {{name}} (or {name}) in any case.
 * They are read in the new form, so a stored configuration keeps working unchanged
 * (docs/product/configuration-and-mail.md#mail-templates).
 */
const LEGACY_NAMES: Record<string, string> = {
  rows: 'Rows',
  total: 'Total',
  firstname: 'FirstName',
  lastname: 'LastName',
  name: 'Name',
  email: 'Email',
  company: 'CompanyName',
  companyname: 'CompanyName',
  kind: 'Kind',
  date: 'Date',
  payer: 'Payer',
  account: 'Account',
  method: 'Method',
  remainingbalance: 'RemainingBalance',
  document: 'Document',
  documentnumber: 'Document',
  amount: 'Amount',
  currency: 'Currency',
  authorization: 'Authorization',
  status: 'Status',
  message: 'Status',
};

/** A receipt template in the {Placeholder} form: '{{firstName}}' and '{firstname}' become '{FirstName}'. */
export function upgradeReceiptTemplate(template: string): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g, (whole, a: string | undefined, b: string | undefined) => {
    const name = LEGACY_NAMES[(a ?? b ?? '').toLowerCase()];
    return name ? `{${name}}` : whole;
  });
}

/** Template lines showing only a value that does not apply (a deposit's remaining balance) are left out. */
const OPTIONAL = ['RemainingBalance'] as const;
function withoutEmptyLines(template: string, values: Record<string, string>): string {
  return template
    .split('\n')
    .filter((line) => !OPTIONAL.some((name) => line.includes(`{${name}}`) && values[name] === ''))
    .join('\n');
}

const ROWS_MARK = '\u0000rows\u0000';

/**
 * The receipt mail of a payment or deposit (docs/product/checkout-and-payments.md#receipts), from
 * the configuration's ReceiptEmailBody and ReceiptEmailRow (defaults when empty), as text and as
 * HTML in the brand of the host the customer used, to the user's e-mail, Bcc ReceiptBcc. Null
 * when no line was charged or there is nobody to send it to.
 */
export function buildReceipt(
  config: SystemConfiguration,
  user: Pick<UserRow, 'email' | 'first_name' | 'last_name'>,
  basis: ReceiptBasis,
  response: PaymentResponse,
  context: ReceiptContext,
): Omit<OutgoingMail, 'paymentAttemptId'> | null {
  const lines = receiptLines(basis, response).filter((line) => line.succeeded);
  if (lines.length === 0 || !user.email.trim()) return null;
  const rowTemplate = upgradeReceiptTemplate(config.ReceiptEmailRow?.trim() ? config.ReceiptEmailRow : DEFAULT_RECEIPT_ROW);
  const bodyTemplate = upgradeReceiptTemplate(config.ReceiptEmailBody?.trim() ? config.ReceiptEmailBody : DEFAULT_RECEIPT_BODY);
  const rows = lines.map((line) => fillMailTemplate('ReceiptEmailRow', rowTemplate, rowValues(line)));
  const totals = receiptTotals(lines);
  const values = {
    FirstName: user.first_name,
    LastName: user.last_name,
    Name: `${user.first_name} ${user.last_name}`.trim(),
    Email: user.email,
    CompanyName: config.CompanyName,
    Kind: basis.kind,
    Date: formatReceiptTime(context.at),
    Payer: context.payerName || basis.account,
    Account: basis.account,
    Method: basis.method,
    Rows: ROWS_MARK,
    Total: formatCents(totals.paidCents, basis.currency),
    RemainingBalance: totals.remainingCents === null ? '' : formatCents(totals.remainingCents, basis.currency),
  };
  const filled = fillMailTemplate('ReceiptEmailBody', withoutEmptyLines(bodyTemplate, values), values);
  // Staff paid for the customer: said first, whatever the configured template holds.
  const body = context.paidBy ? withFirstLine(filled, paidOnBehalfText(context.paidBy)) : filled;
  const rowList = `<ul style="padding-left:20px;margin:0">${rows.map((r) => `<li>${r.html.replace(/\n/g, '<br>')}</li>`).join('')}</ul>`;
  const html = htmlParagraphs(body.html)
    .replace(`<p>${ROWS_MARK}</p>`, rowList)
    .split(ROWS_MARK)
    .join(rows.map((r) => r.html).join('<br>'));
  const brand = brandById(context.brandId);
  return {
    kind: `${basis.kind}_receipt`,
    to: user.email.trim(),
    bcc: (config.ReceiptBcc ?? '').trim(),
    subject: `${config.CompanyName}: ${basis.kind === 'deposit' ? 'deposit' : 'payment'} receipt`,
    text: body.text.split(ROWS_MARK).join(rows.map((r) => r.text).join('\n')),
    html: mailHtmlDocument(html, { name: brand.name, primary: brand.primary, contactEmail: brand.contactEmail }),
  };
}

function withFirstLine(body: { text: string; html: string }, line: string): { text: string; html: string } {
  return { text: `${line}\n\n${body.text}`, html: `${escapeHtml(line)}\n\n${body.html}` };
}

function rowValues(line: ReceiptLine) {
  return {
    Document: line.document,
    Amount: line.paidCents === null ? '' : formatCents(line.paidCents, line.currency),
    Currency: line.currency,
    Authorization: line.authorization,
    Status: line.message,
    RemainingBalance: line.remainingCents === null ? '' : formatCents(line.remainingCents, line.currency),
  };
}

/** What a receipt says of what the ERP was sent, for either entry of the pipeline (docs/product/checkout-and-payments.md#receipts). */
export function receiptBasisOf(kind: 'payment' | 'deposit', sent: unknown): ReceiptBasis {
  return kind === 'payment' ? paymentReceiptBasis(sent as PaymentRequest) : depositReceiptBasis(sent as DepositRequest);
}

/** The payer account's name as the user's account list shows it (name_2 for JP companies); '' when not linked. */
export async function payerNameOf(app: FastifyInstance, userId: number, accountNumber: string): Promise<string> {
  const accounts = await app.accountsRepository.listByUser(userId);
  const account = accounts.find((a) => stripLeadingZeros(a.primary_acct) === accountNumber);
  return account ? (account.company_code.startsWith('JP') && account.name_2 ? account.name_2 : account.name) : '';
}

/**
 * The "receipt" step of the payment pipeline (pipeline.ts) and of a charge the sweep settles
 * (reconcile.ts): the mail of a processed payment or deposit, or null. Building it never fails the
 * payment: any error is logged and the payment goes on without a receipt.
 */
export async function receiptFor(
  app: FastifyInstance,
  user: UserRow,
  brandId: number | null,
  charged: { kind: 'payment' | 'deposit'; sent: unknown; response: PaymentResponse },
  paidBy?: UserRow,
  /** The request's logger (its lines carry the request id), or the server's for the sweep. */
  log: FastifyBaseLogger = app.log,
) {
  try {
    const basis = receiptBasisOf(charged.kind, charged.sent);
    return buildReceipt(await app.systemConfigRepository.get(), user, basis, charged.response, {
      payerName: await payerNameOf(app, user.user_id, basis.account),
      brandId: brandId ?? 1,
      at: new Date(),
      paidBy: paidBy && paidBy.user_id !== user.user_id ? staffName(paidBy) : undefined,
    });
  } catch (error) {
    log.error({ err: error, userId: user.user_id }, 'receipt could not be built');
    return null;
  }
}
