import { createHash } from 'node:crypto';
import { AUTOPAY_DEFAULT_AGREEMENT, AUTOPAY_NOTICE_DAYS, AUTOPAY_NOTICE_DAYS_DEFAULT, type SystemConfiguration } from 'shared/server';

export interface AutopaySettings {
  /** The agreement customers accept: the configuration's text, or the portal's own when it is empty. */
  agreement: string;
  /** The agreement's version: the first 12 hex digits of the SHA-256 of its text, so a changed text is a new version. */
  version: string;
  /** The days between the advance notice and a run. */
  noticeDays: number;
}

/** The version of an agreement's text, as an enrolment records it when accepted. */
export const agreementVersion = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 12);

/**
 * The AutoPay settings of a configuration (docs/product/configuration-and-mail.md#autopay), with
 * the defaults for one stored before AutoPay. A blank agreement (spaces only) is the portal's own.
 * A stored notice outside the allowed days (PUT /api/configuration never saves one) falls back to
 * the default rather than notify on the day of the run.
 */
export function autopaySettings(config: Pick<SystemConfiguration, 'AutopayAgreement' | 'AutopayNoticeDays'>): AutopaySettings {
  const agreement = config.AutopayAgreement?.trim() ? config.AutopayAgreement : AUTOPAY_DEFAULT_AGREEMENT;
  const days = Number(config.AutopayNoticeDays);
  const noticeDays = Number.isInteger(days) && days >= AUTOPAY_NOTICE_DAYS.min && days <= AUTOPAY_NOTICE_DAYS.max ? days : AUTOPAY_NOTICE_DAYS_DEFAULT;
  return { agreement, version: agreementVersion(agreement), noticeDays };
}
