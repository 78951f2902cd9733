import { LIMITS } from '../constants/domain';

/** docs/product/invoices.md: sold-to and payer numbers are normalized by removing leading zeros. */
export function stripLeadingZeros(value: string): string {
  const stripped = value.replace(/^0+/, '');
  return stripped === '' && value !== '' ? '0' : stripped;
}

/** docs/product/constants.md: account labels are cut to 24 characters plus an ellipsis. */
export function truncateLabel(label: string, max: number = LIMITS.accountLabelMax): string {
  return label.length > max ? `${label.slice(0, max)}...` : label;
}
