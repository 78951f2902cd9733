/**
 * What the status page, the receipt mail and the audit log say of a charge staff made for a
 * customer (docs/product/checkout-and-payments.md#who-may-pay). In 'shared/payments', not in what
 * the invoice list loads.
 */
export const paidOnBehalfText = (staffName: string): string => `Paid by ${staffName} on your behalf.`;
