import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { addDays, totalCents } from 'shared/server';
import type { AutopayEnrolmentRow } from '../../repositories/autopay-repository';
import { loadAccountAccess } from '../access/account-access';
import { savedMethods } from '../payment-methods/saved-methods';
import { portalLink } from '../registration/registration-mail';
import { noticeMail } from './autopay-mails';
import { AUTOPAY_PATH, customerOf } from './run-as';
import { cardExpiryDay, expiresSoon } from './card-expiry';
import { dueDocuments, type DueDocument } from './due-documents';

/**
 * The advance notices of one enrolment (docs/product/autopay.md#mails): for each AutoPay day from
 * tomorrow to `noticeDays` ahead that has invoices and no notice yet, one mail listing them and
 * the total, recorded with the mail in one transaction so it goes once. Normally that is the one
 * day `noticeDays` ahead; the days before it are those of a new enrolment or a day not run.
 */
export async function sendNotices(
  app: FastifyInstance,
  enrolment: AutopayEnrolmentRow,
  { today, noticeDays }: { today: string; noticeDays: number },
  log: FastifyBaseLogger,
): Promise<number> {
  const acting = await customerOf(app, enrolment);
  if (!acting) return 0;
  const from = addDays(today, 1);
  const to = addDays(today, noticeDays);
  const handled = await app.autopayRepository.handledDocuments(enrolment.id);
  const due = (await dueDocuments(app, await loadAccountAccess(app, acting), enrolment, from, to)).filter((d) => !handled.has(d.number));
  const byDay = new Map<string, DueDocument[]>();
  for (const d of due) byDay.set(d.day, [...(byDay.get(d.day) ?? []), d]);
  if (byDay.size === 0) return 0;

  const method = (await savedMethods(app, enrolment.account, enrolment.company_code, log)).find((m) => m.payment_card_token === enrolment.payment_card_token);
  const expiry = method ? cardExpiryDay(method) : null;
  const link = portalLink(await app.systemConfigRepository.get(), AUTOPAY_PATH);
  let sent = 0;
  for (const [day, documents] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
    const total = totalCents(documents.map((d) => d.cents));
    const currency = documents[0]!.document.currency_key.trim();
    const mail = noticeMail({ enrolment, day, documents, totalCents: total, currency, cardExpiresOn: expiry && expiresSoon(expiry, today) ? expiry : null, link });
    const recorded = await app.db.transaction(async (tx) => {
      const first = await app.autopayRepository.insertRun(
        { enrolmentId: enrolment.id, day, kind: 'notice', state: 'noticed', documents: documents.map((d) => d.number), totalCents: total, currency, chargeBody: null },
        tx,
      );
      if (first) await app.mailOutboxRepository.enqueue({ kind: 'autopay_notice', to: acting.user.email, bcc: '', ...mail }, tx);
      return first;
    });
    if (recorded) sent += 1;
  }
  if (sent > 0) app.mailWorker.kick();
  return sent;
}
