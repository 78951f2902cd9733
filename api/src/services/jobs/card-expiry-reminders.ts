import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { CARD_EXPIRY_REMINDER_DAYS, CARD_TYPE_NAMES, renderCardExpiryMail, stripLeadingZeros } from 'shared/server';
import { ErpUnavailableError } from '../../plugins/external/erp';
import type { MethodOwnerRow } from '../../repositories/card-expiry-reminders-repository';
import { AUTOPAY_PATH } from '../autopay/run-as';
import { savedMethods } from '../payment-methods/saved-methods';
import { portalLink } from '../registration/registration-mail';
import { zonedDate } from './schedule';

/** The payment methods page (mfe-payments' PATHS.paymentMethods), where a renewed card is added. */
export const PAYMENT_METHODS_PATH = '/settings/payment-methods';

const LONG_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' });

/** The ERP's MM-DD-YYYY as YYYY-MM-DD (compared as text), or null for anything else. */
function isoOf(erpDate: string | undefined): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(erpDate?.trim() ?? '');
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A card's identity in the table: the token is a secret, so only its hash is kept (docs/architecture/data.md). */
const cardHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The daily card-expiry reminders (issue 25 §4, docs/architecture/jobs.md#card-expiry-reminders):
 * each saved card of a linked account that expires within 30 days of today (the company's date)
 * gets one mail to each user who keeps that account's methods, with a link to the payment methods
 * page. The reminder is recorded with its mail in one transaction, unique per card, expiry and
 * user, so a second run, another server or a retry after a crash sends nothing twice. An account
 * the ERP cannot be reached for fails the run after the others are done, and the queue retries it.
 */
export async function sendCardExpiryReminders(app: FastifyInstance, now: Date, log: FastifyBaseLogger): Promise<{ sent: number }> {
  const today = zonedDate(now, app.jobs.timeZone);
  const lastDay = addDays(today, CARD_EXPIRY_REMINDER_DAYS);
  const byAccount = new Map<string, MethodOwnerRow[]>();
  for (const owner of await app.cardExpiryRemindersRepository.methodOwners()) {
    const key = `${owner.primary_acct}\u0000${owner.company_code}`;
    byAccount.set(key, [...(byAccount.get(key) ?? []), owner]);
  }
  if (byAccount.size === 0) return { sent: 0 };
  const config = await app.systemConfigRepository.get();
  const link = portalLink(config, PAYMENT_METHODS_PATH);
  const autopayLink = portalLink(config, AUTOPAY_PATH);
  let sent = 0;
  let unread = 0;
  for (const owners of byAccount.values()) {
    const { primary_acct: account, company_code: companyCode } = owners[0]!;
    let cards;
    try {
      cards = await savedMethods(app, account, companyCode, log);
    } catch (error) {
      // The ERP out of reach: retried. A refusal (an account the ERP does not know): nothing to remind of.
      const unreachable = error instanceof ErpUnavailableError;
      log.warn({ err: error, account, retried: unreachable }, 'saved methods not read for the expiry reminders');
      if (unreachable) unread += 1;
      continue;
    }
    // The cards AutoPay pays this account with: their reminder says so.
    const autopayTokens = new Set((await app.autopayRepository.listLive([stripLeadingZeros(account.trim())])).map((e) => e.payment_card_token));
    for (const card of cards) {
      const expires = isoOf(card.valid_to);
      if (card.payment_card_type === 'EC' || expires === null || expires < today || expires > lastDay) continue;
      const mail = (owner: MethodOwnerRow) =>
        renderCardExpiryMail({
          firstName: owner.first_name,
          card: `${CARD_TYPE_NAMES[card.payment_card_type]} ${card.payment_card_name}`.trim(),
          account,
          expiresOn: LONG_DATE.format(new Date(`${expires}T00:00:00Z`)),
          link,
          ...(autopayTokens.has(card.payment_card_token) ? { autopayLink } : {}),
        });
      for (const owner of owners) {
        const recorded = await app.db.transaction(async (tx) => {
          const first = await app.cardExpiryRemindersRepository.record(
            { cardHash: cardHash(card.payment_card_token), validTo: expires, userId: owner.user_id, customerNumber: account },
            now,
            tx,
          );
          if (first) await app.mailOutboxRepository.enqueue({ kind: 'card_expiry', to: owner.email, bcc: '', ...mail(owner) }, tx);
          return first;
        });
        if (recorded) sent += 1;
      }
    }
  }
  if (sent > 0) app.mailWorker.kick();
  log.info({ sent, accounts: byAccount.size, unread }, 'card-expiry reminders');
  if (unread > 0) throw new Error(`${unread} account(s) could not be read from the ERP`);
  return { sent };
}
