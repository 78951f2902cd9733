import { LIMITS } from '../constants/domain';

/** Spec §3: sold-to and payer numbers are normalized by removing leading zeros. */
export function stripLeadingZeros(value: string): string {
  const stripped = value.replace(/^0+/, '');
  return stripped === '' && value !== '' ? '0' : stripped;
}

/** Spec §9: account labels are cut to 24 characters plus an ellipsis. */
export function truncateLabel(label: string, max: number = LIMITS.accountLabelMax): string {
  return label.length > max ? `${label.slice(0, max)}...` : label;
}

/** Spec §3: an invoice key is the billing document number, '__', the finance document number. */
export function invoiceKey(billingDocumentNumber: string, financeDocumentNumber: string): string {
  return `${billingDocumentNumber}__${financeDocumentNumber}`;
}
