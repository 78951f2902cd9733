import type { PaymentCard } from 'shared/server';
import { tokenKind } from '../../lib/card-tokens';

/**
 * The saved Visa ending 0002 of account 100200: the test card the issuer
 * declines. The tokenizer declines 4000 0000 0000 0002 outright, so this
 * seeded entry is how a test reaches a decline at charge time.
 */
export const DECLINED_TEST_CARD: PaymentCard = {
  payment_card_type: 'VISA',
  payment_card_token: `tok_${tokenKind('VISA', false)}_9b2e7f41d6a3_0002`,
  payment_card_name: 'Declined Test Card',
  valid_from: '',
  valid_to: '12-31-2030',
  electronic_check_account_type: '',
  electronic_check_rdfi_number: '',
  default: '',
};

/**
 * Saved methods of docs/demo-data.md: 100100 has a Visa ending 1111 (its default)
 * and an eCheck, 100200 a Master Card ending 4444 (its default) and the
 * declined test card. The token ends with the last four digits, which is how
 * the portal shows 'ending with *1111'.
 */
export function createPaymentCards(): Map<string, PaymentCard[]> {
  return new Map<string, PaymentCard[]>([
    [
      '100100',
      [
        {
          payment_card_type: 'VISA',
          payment_card_token: 'tok_visa_5f1c2a9e7b30_1111',
          payment_card_name: 'Dana Whitfield',
          valid_from: '',
          valid_to: '09-30-2029',
          electronic_check_account_type: '',
          electronic_check_rdfi_number: '',
          default: 'X',
        },
        {
          payment_card_type: 'EC',
          payment_card_token: 'tok_ec_8d4e61b0c2f7_6789',
          payment_card_name: 'Harborview Tower Management LLC',
          valid_from: '',
          valid_to: '',
          electronic_check_account_type: 'C',
          electronic_check_rdfi_number: '011000015',
          default: '',
        },
      ],
    ],
    [
      '100200',
      [
        {
          payment_card_type: 'MC',
          payment_card_token: 'tok_mc_a37b9e4d1c08_4444',
          payment_card_name: 'Marcus Ortega',
          valid_from: '',
          valid_to: '03-31-2030',
          electronic_check_account_type: '',
          electronic_check_rdfi_number: '',
          default: 'X',
        },
        { ...DECLINED_TEST_CARD },
      ],
    ],
  ]);
}
