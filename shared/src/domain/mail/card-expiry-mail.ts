import { renderFixedMail, type RenderedMail } from './render-template';

/** Issue 25 §4: a saved card expires within this many days → one reminder to its owner. */
export const CARD_EXPIRY_REMINDER_DAYS = 30;

export const CARD_EXPIRY_MAIL_SUBJECT = 'Your saved card expires soon';

/**
 * Fixed text, not a configuration template: the specification's list of templates has none for it
 * (docs/architecture/jobs.md#card-expiry-reminders).
 */
export const CARD_EXPIRY_MAIL_BODY = `Hello {FirstName},

the {Card} saved for account {Account} expires on {ExpiresOn}. After that day it can no longer pay.

To keep paying by card, add the renewed card on the payment methods page:
{Link}

This is the only reminder for this card.`;

/** The paragraph added when AutoPay pays with the card (issue 25 §4, docs/product/autopay.md#an-expiring-card). */
export const CARD_EXPIRY_AUTOPAY_PARAGRAPH = `AutoPay pays the invoices of account {Account} with this card. After the card expires, AutoPay cannot pay them: add the renewed card, then switch AutoPay to it:
{AutopayLink}`;

export interface CardExpiryMail {
  firstName: string;
  /** Brand and name as the payment methods page shows them: "Visa Company card". */
  card: string;
  account: string;
  /** Already formatted for reading: "March 31, 2026". */
  expiresOn: string;
  /** The absolute link to the payment methods page. */
  link: string;
  /** The absolute link to the AutoPay page, when an AutoPay enrolment pays with the card. */
  autopayLink?: string;
}

export function renderCardExpiryMail(mail: CardExpiryMail): RenderedMail & { subject: string } {
  return {
    subject: CARD_EXPIRY_MAIL_SUBJECT,
    ...renderFixedMail(mail.autopayLink ? CARD_EXPIRY_MAIL_BODY.replace(/\n\nThis is the only/, `\n\n${CARD_EXPIRY_AUTOPAY_PARAGRAPH}$&`) : CARD_EXPIRY_MAIL_BODY, {
      FirstName: mail.firstName,
      Card: mail.card,
      Account: mail.account,
      ExpiresOn: mail.expiresOn,
      Link: mail.link,
      AutopayLink: mail.autopayLink ?? '',
    }),
  };
}
