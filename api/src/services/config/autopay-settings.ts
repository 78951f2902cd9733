import { createHash } from 'node:crypto';
import { AUTOPAY_DEFAULT_AGREEMENT, AUTOPAY_NOTICE_DAYS_DEFAULT, type SystemConfiguration } from 'shared/server';

/**
 * AutoPay's settings from the system configuration (docs/product/autopay.md#the-agreement): the
 * agreement (the portal's own when none is configured), its version (a hash of the text, so any
 * change asks customers to accept it again) and the days of advance notice.
 */
export function autopaySettings(config: Partial<Pick<SystemConfiguration, 'AutopayAgreement' | 'AutopayNoticeDays'>>): {
  agreement: string;
  version: string;
  noticeDays: number;
} {
  const agreement = config.AutopayAgreement?.trim() ? config.AutopayAgreement : AUTOPAY_DEFAULT_AGREEMENT;
  const version = createHash('sha256').update(agreement).digest('hex').slice(0, 12);
  const days = Number(config.AutopayNoticeDays);
  return { agreement, version, noticeDays: Number.isInteger(days) && days > 0 ? days : AUTOPAY_NOTICE_DAYS_DEFAULT };
}
