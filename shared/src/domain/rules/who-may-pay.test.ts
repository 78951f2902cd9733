import { paidOnBehalfText } from './paid-on-behalf';
import { mayPay } from './who-may-pay';

describe('mayPay (docs/product/checkout-and-payments.md#who-may-pay)', () => {
  it('lets a customer with CanMakePayment pay for their own accounts', () => {
    expect(mayPay(['CanMakePayment'], false)).toBe(true);
    expect(mayPay(['CanViewUsers'], false)).toBe(false);
    expect(mayPay(null, false)).toBe(false);
  });

  it('lets staff with CanImpersonate pay while impersonating, even without CanMakePayment', () => {
    expect(mayPay(['CanImpersonate'], true)).toBe(true);
    expect(mayPay(['CanMakePayment'], true)).toBe(false);
    expect(mayPay(['CanImpersonate'], false)).toBe(false);
  });

  it('words what a charge made for a customer says', () => {
    expect(paidOnBehalfText('Sam Staff')).toBe('Paid by Sam Staff on your behalf.');
  });
});
