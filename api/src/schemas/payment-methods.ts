import { ErpCardTypeSchema, ErpCheckAccountTypeSchema, ErpFlagSchema, ErpPaymentCardSchema, FIELD_LIMITS } from 'shared/server';
import { Type, type Static } from 'typebox';
import { ErpStatusSchema } from './erp';

/**
 * Request and response schemas of the payment-method calls (docs/product/payment-methods.md). Card and account numbers
 * never reach the API server (docs/decisions.md#shape-of-the-system): every request object is closed
 * (additionalProperties: false), so a body carrying card_number, account_number, routing_number
 * or cvv is refused with 400. The only secret-like field is card_validation_code, which docs/product/payment-methods.md
 * lists on a card entry; the server forwards it for 04 (authorize) only.
 */
const closed = { additionalProperties: false } as const;
const Text = (maxLength: number) => Type.String({ maxLength });
const CustomerNumber = Type.String({ minLength: 1, maxLength: 20 });
const CompanyCode = Text(10);
const Flag = ErpFlagSchema;
const CheckAccountType = ErpCheckAccountTypeSchema;
export const CardTypeSchema = ErpCardTypeSchema;

/** A payment card or eCheck as answered to the page: the ERP's own shape. */
export const PaymentCardSchema = ErpPaymentCardSchema;

/** docs/product/payment-methods.md card entry: a token and what describes it, never a number. */
export const PaymentCardEntrySchema = Type.Object(
  {
    name: Text(FIELD_LIMITS.methodName),
    token: Type.String({ minLength: 1, maxLength: FIELD_LIMITS.token }),
    type: CardTypeSchema,
    valid_from: Type.Optional(Text(10)),
    valid_to: Type.Optional(Text(10)),
    default: Type.Optional(Flag),
    card_validation_code: Type.Optional(Text(8)),
    electronic_check_account_type: Type.Optional(CheckAccountType),
    electronic_check_rdfi_number: Type.Optional(Text(20)),
  },
  closed,
);
export type PaymentCardEntryBody = Static<typeof PaymentCardEntrySchema>;

/** POST /api/customer/payment_cards */
export const PaymentCardsBodySchema = Type.Object(
  {
    payer_data: Type.Object({ customer_number: CustomerNumber, company_code: CompanyCode }, closed),
    action: Type.Union([Type.Literal('01'), Type.Literal('02'), Type.Literal('03'), Type.Literal('04')]),
    payment_cards: Type.Array(PaymentCardEntrySchema, { minItems: 1, maxItems: 20 }),
  },
  closed,
);
export type PaymentCardsBody = Static<typeof PaymentCardsBodySchema>;
export const PaymentCardsResponseSchema = Type.Object({ status: ErpStatusSchema });

/** GET /api/payment-methods?customer_number=&company_code=[&userid=] */
export const PaymentMethodsQuerySchema = Type.Object(
  {
    customer_number: CustomerNumber,
    company_code: Type.Optional(CompanyCode),
    userid: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  closed,
);
export const PaymentMethodsResponseSchema = Type.Array(PaymentCardSchema);
