import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErpDocument, PaymentCard, Permission } from 'shared';
import type { FakeReply } from 'shared/testing';
import { fakeApi, ok, signIn } from 'shared/testing';
import PaymentsRoutes from '../app/routes';
import { account, COMPANY_1000, customizing, ECHECK_6789, payer, paymentResponse, select, VISA_1111 } from './fixtures';
import { renderAt } from './render';

interface Options {
  company?: string;
  rules?: Parameters<typeof customizing>[1];
  cards?: PaymentCard[];
  documents: ErpDocument[];
  permissions?: Permission[];
  impersonatedUserId?: number | null;
  pay?: (body: unknown) => FakeReply | Promise<FakeReply>;
  path?: string;
}

/** A customer of `company` with `documents` selected, on /invoices/pay, the ERP faked. */
export async function openCheckout(o: Options) {
  const company = o.company ?? '1000';
  signIn({ accounts: [account('100100', company)], permissions: o.permissions, impersonatedUserId: o.impersonatedUserId });
  select(...o.documents);
  const api = fakeApi({
    '/customer/customizing': () => ok(customizing(company, o.rules ?? COMPANY_1000)),
    '/customer/payer': () => ok(payer(o.cards ?? [VISA_1111, ECHECK_6789])),
    '/invoice/payments': o.pay ?? (() => ok(paymentResponse([{ doc: '1400001001', type: 'S', message: 'Posted', amount: 1 }]))),
    '/customer/makedeposit': o.pay ?? (() => ok(paymentResponse([{ doc: '1400009999', type: 'S', message: 'Deposit posted' }]))),
  });
  renderAt(<PaymentsRoutes />, o.path ?? '/invoices/pay');
  return api;
}

/** Waits until the payment panel and its methods are there. */
export async function panelReady() {
  await screen.findByRole('heading', { name: 'Payment' });
  const select = screen.getByLabelText('Pay With');
  await within(select).findAllByRole('option', { name: /ending with/ });
  return select;
}

/** The card of one selected invoice, by its document number. */
export const row = (number: string) => screen.getByRole('group', { name: new RegExp(`^${number}`) });

export const location = () => screen.getByTestId('location').textContent;

/**
 * The Pay click as a customer makes it: Pay, then in the review (when the checks let it open)
 * 'Pay $…' to send the payment.
 */
export async function payAndConfirm(user: { click: (element: Element) => Promise<void> } = userEvent) {
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  const confirm = screen.queryByRole('button', { name: /^Pay [^\d\s]*\d/ });
  if (confirm) await user.click(confirm);
}
