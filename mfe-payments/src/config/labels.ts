/**
 * Screen labels of spec §2 (quoted there, word for word) and the few texts the specification
 * leaves to us. Validation and error texts are not here: they come from `shared` (VALIDATION,
 * MESSAGES), the same constants the API server answers with.
 */
export const LABELS = {
  checkoutTitle: 'Checkout',
  backToList: 'Back To List',
  payAmount: 'Pay Amount',
  reasonCode: 'Reason Code',
  comment: 'Comment',
  noReason: 'None',
  selectReason: 'Select a reason code',

  payment: 'Payment',
  invoiceTotal: 'Invoice Total',
  depositTotal: 'Deposit Total',
  payTotal: 'Pay total',
  credits: 'Credits',
  overpaying: 'Overpaying',
  payWith: 'Pay With',
  selectMethod: 'Select a payment method',
  cvv: 'CVV',
  pay: 'Pay',
  manageMethods: 'Manage Payment Methods',
  hideMethods: 'Hide Payment Methods',
  defaultMarker: '(Default)',
  sessionMarker: '(Session)',

  paymentStatusTitle: 'Payment Status',
  print: 'Print',
  amountPaid: 'Amount Paid',
  amount: 'Amount',
  document: 'Document',
  message: 'Message',
  authorization: 'Authorization',

  depositsTitle: 'Deposits',
  newDeposit: 'New Deposit',
  payer: 'Payer',
  amountUsd: 'Amount (USD)',
  documentNumber: 'Document Number',
  paymentNote: 'Payment Note',
} as const;

/** Texts the specification describes without quoting them. */
export const TEXTS = {
  overpaymentNote: 'Any amount paid over the open amount will be applied as an additional deposit to your account.',
  loadingSettings: 'Loading payment settings',
  loadingMethods: 'Loading payment methods',
  noMethods: 'No saved payment methods.',
  noPayment: 'There is no payment to show.',
  depositsUnavailable: 'Deposits are not available for this account.',
  noAccount: 'No account is selected.',
  stillProcessing:
    'Your payment is still being processed. Please check the invoice list before you pay again.',
  paymentSucceeded: 'Your payment was processed.',
  paymentFailed: 'Your payment could not be processed.',
  removeInvoice: (document: string) => `Remove invoice ${document}`,
  openAmount: 'Open',
  dueDate: 'Due',
  reference: 'Ref #',
  credit: 'Credit',
} as const;
