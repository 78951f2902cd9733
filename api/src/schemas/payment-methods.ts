import { ErpPaymentCardSchema } from 'shared/server';
import { Type } from 'typebox';

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
const PaymentMethodSchema = Type.Union([Type.Literal('CC'), Type.Literal('EC')]);

/** A payment card or eCheck as answered to the page: the ERP's own shape. */
export const PaymentCardSchema = ErpPaymentCardSchema;

/** POST /api/tokenization/access_token */
export const AccessTokenBodySchema = Type.Object(
  {
    action: Type.Literal('01'),
    payment_method: PaymentMethodSchema,
    customer_number: CustomerNumber,
    company_code: CompanyCode,
  },
  closed,
);
export const AccessTokenResponseSchema = Type.Object({
  access_token: Type.String(),
  merchant_guid: Type.String(),
  tokenizer_url: Type.String(),
});

/** POST /api/tokenization/response */
export const TokenizationResultBodySchema = Type.Object(
  { action: Type.Literal('02'), access_token: Type.String({ minLength: 1, maxLength: 512 }) },
  closed,
);
export const TokenizationResultResponseSchema = Type.Object({ paymentcard: PaymentCardSchema });
