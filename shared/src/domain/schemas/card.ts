/**
 * docs/product/payment-methods.md ('Card') (CVV 3 to 4 digits): the card form's yup schema with
 * the specification's messages; its helpers are rules/card-numbers.ts. No React, no I/O: the card
 * form, the tokenizer stand-in and tests can all run the same checks.
 */
import { boolean, object, string, type ObjectSchema } from 'yup';
import { VALIDATION } from '../constants/validation';
import { cvvValid } from '../rules/cvv';
import {
  cardTypeMatches,
  cardTypeMessage,
  CARD_TYPES,
  expiryValid,
  luhnValid,
  type CardFormValues,
  type CardSchemaOptions,
  type CardType,
} from '../rules/card-numbers';

/** docs/product/payment-methods.md ('Card'), every message word for word. */
export function cardSchema({ editing = false, today }: CardSchemaOptions = {}): ObjectSchema<CardFormValues> {
  const m = VALIDATION.card;
  const number = string()
    .default('')
    .required(m.numberRequired)
    .test('luhn', m.invalidNumber, (value) => !value || luhnValid(value))
    .test('type', m.invalidNumber, function matchesType(value) {
      const type = this.parent.card_type as string;
      // An invalid number already says so; no type chosen is the type field's message.
      if (!luhnValid(value) || !CARD_TYPES.includes(type as CardType)) return true;
      return cardTypeMatches(value, type as CardType) || this.createError({ message: cardTypeMessage(type as CardType) });
    });
  return object({
    card_type: editing ? string().default('') : string().default('').required(m.typeRequired).oneOf([...CARD_TYPES], m.typeRequired),
    name: string().default('').trim().required(m.nameRequired),
    card_number: editing ? string().default('') : number,
    exp_month: string().default('').required(m.monthRequired),
    exp_year: string()
      .default('')
      .required(m.yearRequired)
      .test('expiry', m.invalidExpiry, function validDate(year) {
        const month = this.parent.exp_month as string;
        return !month || expiryValid(month, year, today ?? new Date());
      }),
    cvv: editing
      ? string().default('')
      : string().default('').trim().required(m.cvvRequired).test('cvv', VALIDATION.payClick.cvvInvalid, (v) => !v || cvvValid(v)),
    save_on_file: boolean().default(false).defined(),
    make_default: boolean().default(false).defined(),
  });
}
