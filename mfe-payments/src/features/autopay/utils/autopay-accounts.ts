import { stripLeadingZeros, type AutopayEnrolment, type HeaderItem } from 'shared';
import { AUTOPAY_LABELS } from '../../../config/autopay-labels';

/** One account of the page: the user's account (when among theirs) and its enrolment. */
export interface AutopayAccountEntry {
  key: string;
  label: string;
  /** The user's account, which the form needs for its saved methods; null for an enrolment of none of them. */
  item: HeaderItem | null;
  enrolment: AutopayEnrolment | null;
}

const keyOf = (account: string, companyCode: string) => `${stripLeadingZeros(account.trim())}-${companyCode.trim()}`;

/**
 * The user's accounts, each once, with their enrolments; an enrolment of an account the list
 * does not hold (the server sees further) is shown too. A stopped one is none.
 */
export function autopayAccounts(payers: readonly HeaderItem[], enrolments: readonly AutopayEnrolment[]): AutopayAccountEntry[] {
  const entries = new Map<string, AutopayAccountEntry>();
  for (const item of payers) {
    const key = keyOf(item.PrimaryAcct, item.CompanyCode);
    const number = stripLeadingZeros(item.PrimaryAcct);
    if (!entries.has(key)) entries.set(key, { key, label: AUTOPAY_LABELS.account(number, item.Name), item, enrolment: null });
  }
  for (const enrolment of enrolments) {
    if (enrolment.State === 'stopped') continue;
    const key = keyOf(enrolment.Account, enrolment.CompanyCode);
    const entry = entries.get(key);
    if (entry) entry.enrolment = enrolment;
    else entries.set(key, { key, label: AUTOPAY_LABELS.account(stripLeadingZeros(enrolment.Account), ''), item: null, enrolment });
  }
  return [...entries.values()];
}
