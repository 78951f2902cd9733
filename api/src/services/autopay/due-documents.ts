import type { FastifyInstance } from 'fastify';
import {
  AUTOPAY_CATCH_UP_DAYS,
  DOCUMENT_TYPE,
  EARLIEST_REQUEST_DATE,
  LATEST_REQUEST_DATE,
  addDays,
  autopayDay,
  canPayThisInvoice,
  erpCents,
  erpDayToIso,
  stripLeadingZeros,
  type ErpDocument,
} from 'shared/server';
import type { AutopayEnrolmentRow } from '../../repositories/autopay-repository';
import type { AccountAccess } from '../access/account-access';
import { canReach } from '../access/account-access';
import { guardSearch, runSearch } from '../invoices/invoice-search';
import { usableAnswer } from '../erp/erp-call';

/** A document AutoPay would pay, with its AutoPay day and what it pays (its open amount, in cents). */
export interface DueDocument {
  document: ErpDocument;
  number: string;
  day: string;
  cents: number;
}

/** YYYY-MM-DD as the ERP's request date (MM-DD-YYYY). */
const requestDate = (day: string) => `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;

/**
 * The open invoices of an enrolment's account whose AutoPay day (due date less the days before)
 * falls from `from` to `to` (YYYY-MM-DD, both included), as the ERP has them now: invoices only
 * (never a credit), payable (no block), an open amount above zero, of sold-tos the customer still
 * reaches. The ERP is asked for that window of due dates only.
 */
export async function dueDocuments(
  app: FastifyInstance,
  access: AccountAccess,
  enrolment: AutopayEnrolmentRow,
  from: string,
  to: string,
): Promise<DueDocument[]> {
  if (!canReach(access, enrolment.account)) return [];
  const request = guardSearch(access, {
    payer_data: { customer_number: enrolment.account, company_code: enrolment.company_code },
    soldto_data: null,
    search_parameters: {
      document_type: DOCUMENT_TYPE,
      status: '01',
      date_from: EARLIEST_REQUEST_DATE,
      date_to: LATEST_REQUEST_DATE,
      due_date_from: requestDate(addDays(from, enrolment.days_before)),
      due_date_to: requestDate(addDays(to, enrolment.days_before)),
      currency_key: '',
      filter: [],
    },
  });
  if (!request) return [];
  const answer = usableAnswer(await runSearch(app, access, request), 'The invoices could not be read.');
  return answer.document_list.flatMap((document): DueDocument[] => {
    const due = erpDayToIso(document.due_date);
    if (due === null || !canPayThisInvoice(document)) return [];
    const cents = erpCents(document.open_amount);
    const day = autopayDay(due, enrolment.days_before);
    if (cents <= 0 || day < from || day > to) return [];
    return [{ document, number: stripLeadingZeros(document.billing_document_number.trim()), day, cents }];
  });
}

/**
 * The window of a run on `today`: AutoPay days from the enrolment's first day, and at most
 * AUTOPAY_CATCH_UP_DAYS back, so a day the portal did not run is caught up, never a backlog
 * from before the customer enrolled.
 */
export function runWindow(enrolment: AutopayEnrolmentRow, today: string): { from: string; to: string } {
  const back = addDays(today, -AUTOPAY_CATCH_UP_DAYS);
  return { from: enrolment.enrolled_on > back ? enrolment.enrolled_on : back, to: today };
}
