import { LIMITS } from '../constants/domain';

/** docs/product/invoices.md: sold-to and payer numbers are normalized by removing leading zeros. */
export function stripLeadingZeros(value: string): string {
  const stripped = value.replace(/^0+/, '');
  return stripped === '' && value !== '' ? '0' : stripped;
}

/**
 * A customer or document number as the portal compares it (docs/product/invoices.md): trimmed and
 * without leading zeros; '' for none.
 */
export function bareNumber(value: string | null | undefined): string {
  return stripLeadingZeros((value ?? '').trim());
}

/** docs/product/constants.md: account labels are cut to 24 characters plus an ellipsis. */
export function truncateLabel(label: string, max: number = LIMITS.accountLabelMax): string {
  return label.length > max ? `${label.slice(0, max)}...` : label;
}
