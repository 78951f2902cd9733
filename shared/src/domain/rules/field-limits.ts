/**
 * The longest text each field of a payment, a deposit or a card entry may carry: the page's
 * fields stop there and the API server refuses anything longer.
 */
export const FIELD_LIMITS = {
  customerNumber: 20,
  companyCode: 10,
  documentNumber: 20,
  lineItem: 10,
  fiscalYear: 4,
  currencyKey: 5,
  /** An amount typed as text: digits, sign, point and a little room for spaces. */
  amountText: 32,
  reasonCode: 10,
  reasonDescription: 200,
  comment: 500,
  referenceNumber: 50,
  paymentMethod: 4,
  cardType: 10,
  token: 200,
  cardName: 200,
  /** The name on a card or eCheck entry (payment_cards). */
  methodName: 100,
  checkAccountType: 2,
  rdfiNumber: 20,
  validTo: 10,
  cvv: 10,
  addressField: 200,
  /** Documents in one payment. */
  documents: 500,
} as const;
