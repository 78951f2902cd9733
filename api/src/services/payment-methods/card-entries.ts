import {
  CARD_TYPE_NAMES,
  cardAssignedMessage,
  cardExistsMessage,
  cvvValid,
  endOfMonth,
  erpOutcome,
  LIMITS,
  MESSAGES,
  parseRequestDate,
  stripLeadingZeros,
  toRequestDate,
  VALIDATION,
  type ErpStatus,
  type PaymentCardActionCode,
  type PaymentCardEntry,
} from 'shared/server';
import { ApiError } from '../../errors';

const refuse = (message: string) => new ApiError(422, message, 'validation');

/** MM-DD-YYYY, MM/DD/YYYY, MM-YYYY or MM/YYYY → { month, year }, or null. */
function monthOf(value: string): { month: number; year: number } | null {
  const date = parseRequestDate(value);
  if (date) return { month: date.getMonth() + 1, year: date.getFullYear() };
  const m = /^(\d{1,2})[-/](\d{4})$/.exec(value.trim());
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return null;
  return { month: Number(m[1]), year: Number(m[2]) };
}

/**
 * docs/product/payment-methods.md: valid_to is the end of the expiry month (MM-DD-YYYY). Saving or changing (01, 02) also
 * needs a year of docs/product/constants.md and a month not yet over; deleting an expired card stays possible.
 */
function validTo(value: string, action: PaymentCardActionCode, today: Date): string {
  const expiry = monthOf(value);
  if (!expiry) throw refuse(VALIDATION.card.invalidExpiry);
  if (action === '01' || action === '02') {
    const inRange = expiry.year >= LIMITS.cardYearFrom && expiry.year <= LIMITS.cardYearTo;
    const over = expiry.year * 12 + expiry.month < today.getFullYear() * 12 + today.getMonth() + 1;
    if (!inRange || over) throw refuse(VALIDATION.card.invalidExpiry);
  }
  return endOfMonth(expiry.month, expiry.year);
}

function nameOf(entry: PaymentCardEntry, action: PaymentCardActionCode): string {
  const name = entry.name.trim();
  if (name === '' && (action === '01' || action === '02')) {
    if (entry.type !== 'EC') throw refuse(VALIDATION.card.nameRequired);
    throw refuse(action === '02' ? VALIDATION.echeck.editNameRequired : VALIDATION.echeck.nameRequired);
  }
  return name;
}

/**
 * The entries as the ERP gets them (422 with the spec's message for what the form would have
 * caught): trimmed, dates as MM-DD-YYYY with valid_to at the end of its month, eCheck fields only on
 * eChecks, and the CVV only for 04 (authorize) — it is never sent along to be stored.
 */
export function prepareCardEntries(
  action: PaymentCardActionCode,
  entries: readonly PaymentCardEntry[],
  today = new Date(),
): PaymentCardEntry[] {
  return entries.map((entry) => {
    const eCheck = entry.type === 'EC';
    const prepared: PaymentCardEntry = { name: nameOf(entry, action), token: entry.token.trim(), type: entry.type };
    const from = entry.valid_from?.trim() ?? '';
    if (from !== '') {
      const date = parseRequestDate(from);
      if (!date) throw refuse(VALIDATION.card.invalidExpiry);
      prepared.valid_from = toRequestDate(date);
    }
    const to = entry.valid_to?.trim() ?? '';
    if (!eCheck && to !== '') prepared.valid_to = validTo(to, action, today);
    if (entry.default !== undefined) prepared.default = entry.default;
    if (eCheck) {
      if (entry.electronic_check_account_type !== undefined) prepared.electronic_check_account_type = entry.electronic_check_account_type;
      if (entry.electronic_check_rdfi_number !== undefined) prepared.electronic_check_rdfi_number = entry.electronic_check_rdfi_number.trim();
    }
    const cvv = entry.card_validation_code?.trim() ?? '';
    if (action === '04' && !eCheck && cvv !== '') {
      if (!cvvValid(cvv)) throw refuse(VALIDATION.payClick.cvvInvalid);
      prepared.card_validation_code = cvv;
    }
    return prepared;
  });
}

/** The type the ERP's message speaks of: the label it starts with, else the first entry's. */
function typeName(entries: readonly PaymentCardEntry[], line: string): string {
  const named = Object.values(CARD_TYPE_NAMES).find((label) => line.trim().startsWith(label));
  return named ?? CARD_TYPE_NAMES[entries[0]?.type ?? 'VISA'];
}

/**
 * docs/product/payment-methods.md#card-saving-messages: the ERP's status with the page's words. 74 → '{type} already exists.',
 * 76 → '{type} already assigned to account {number}' (the number from the ERP's message), a failed
 * authorization (04) → 'Credit Card not approved.', any other error → the ERP's own message.
 */
export function cardsStatus(action: PaymentCardActionCode, entries: readonly PaymentCardEntry[], status: ErpStatus): ErpStatus {
  const line = String(status.message_line_string ?? '').trim();
  const base: ErpStatus = {
    message_type: status.message_type,
    message_line_string: line,
    ...(status.message_number ? { message_number: String(status.message_number) } : {}),
  };
  // Only S confirms a card action (docs/architecture/erp-status.md): anything else is said in the page's words.
  if (erpOutcome(status, 'confirm') === 'ok') return base;
  const number = stripLeadingZeros(String(status.message_number ?? '').trim());
  if (number === '74') return { ...base, message_line_string: cardExistsMessage(typeName(entries, line)) };
  const account = /(\d+)\D*$/.exec(line)?.[1];
  if (number === '76' && account) {
    return { ...base, message_line_string: cardAssignedMessage(typeName(entries, line), stripLeadingZeros(account)) };
  }
  if (action === '04') return { ...base, message_line_string: MESSAGES.cardNotApproved };
  return { ...base, message_line_string: line || MESSAGES.paymentMethodSubmitError };
}
