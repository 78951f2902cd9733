import { formatCents, type ActedForEntry } from 'shared';

/**
 * The profile's list of when staff acted for the customer (docs/security/impersonation.md#what-the-customer-sees).
 * Words of our own: the specification has no such list.
 */
export const ACTED_FOR_LABELS = {
  title: 'Staff who acted for you',
  intro:
    'Our staff can act for you to help you, for example to look at your invoices or pay one with you. Each time they do, it is listed here, newest first.',
  empty: 'No staff member has ever acted for you.',
  loadError: 'The list of staff who acted for you could not be loaded.',
  truncated: (n: number) => `Showing the ${n} most recent entries.`,
  formerStaff: 'A former staff member',
};

const money = (entry: ActedForEntry) => (entry.AmountCents === undefined ? '' : ` ${formatCents(entry.AmountCents, entry.Currency)}`);
const account = (entry: ActedForEntry) => (entry.Account ? ` for account ${entry.Account}` : '');
const OUTCOME = { paid: '', not_paid: ' (not charged)', checking: ' (being checked)' } as const;

/** What happened, in one sentence after the staff member's name. */
export function actedForText(entry: ActedForEntry): string {
  const outcome = entry.Outcome ? OUTCOME[entry.Outcome] : '';
  switch (entry.Kind) {
    case 'started':
      return 'started acting for you';
    case 'stopped':
      return 'stopped acting for you';
    case 'payment':
      return `${entry.Outcome === 'paid' ? 'paid' : 'tried to pay'}${money(entry)}${account(entry)}${outcome}`;
    default:
      return `${entry.Outcome === 'paid' ? 'made a deposit of' : 'tried to make a deposit of'}${money(entry)}${account(entry)}${outcome}`;
  }
}
