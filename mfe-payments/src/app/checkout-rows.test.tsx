import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelectionStore, useSessionStore } from 'shared';
import { COMPANY_1000, COMPANY_1100, FULL_ONLY, invoice } from '../testing/fixtures';
import { location, openCheckout, panelReady, row } from '../testing/checkout';

const amountOf = (n: string) => within(row(n)).getByLabelText('Pay Amount') as HTMLInputElement;
const setAmount = (n: string, value: string) => fireEvent.change(amountOf(n), { target: { value } });
const stored = (n: number) => useSelectionStore.getState().selected[`${90001000 + n}__${1400001000 + n}`]!;

beforeEach(() => useSessionStore.getState().clear());

describe('checkout (docs/product/checkout-and-payments.md Pay amount per invoice)', () => {
  it('sends the user back to /invoices when nothing is selected', async () => {
    await openCheckout({ documents: [] });
    await waitFor(() => expect(location()).toBe('/invoices'));
  });

  it('needs CanMakePayment', async () => {
    await openCheckout({ documents: [invoice(1, 100)], permissions: ['CanManagePaymentMethods'] });
    await waitFor(() => expect(location()).toBe('/invoices'));
  });

  it('lists the selection with the open amount to two decimals, a remove button each, and Back To List', async () => {
    await openCheckout({ documents: [invoice(1, 1234.5), invoice(2, 80)] });
    await panelReady();
    expect(amountOf('90001001')).toHaveValue(1234.5);
    expect(amountOf('90001001')).toHaveAttribute('step', '0.01');
    expect(stored(1).amount).toBe('1234.50');
    expect(screen.getByRole('link', { name: 'Back To List' })).toHaveAttribute('href', '/invoices');

    await userEvent.click(screen.getByRole('button', { name: 'Remove invoice 90001001' }));
    expect(screen.queryByRole('group', { name: /^90001001/ })).not.toBeInTheDocument();
    expect(location()).toBe('/invoices/pay');
    await userEvent.click(screen.getByRole('button', { name: 'Remove invoice 90001002' }));
    await waitFor(() => expect(location()).toBe('/invoices'));
  });

  it('takes a JPY invoice in whole yen: no decimals shown, none taken', async () => {
    await openCheckout({ documents: [invoice(1, 123456, { currency_key: 'JPY' })] });
    await panelReady();
    expect(amountOf('90001001')).toHaveValue(123456);
    expect(amountOf('90001001')).toHaveAttribute('step', '1');
    expect(stored(1).amount).toBe('123456');
    setAmount('90001001', '1000.5');
    expect(await within(row('90001001')).findByText('Amounts in this currency have no decimals.')).toBeInTheDocument();
    setAmount('90001001', '1000');
    await waitFor(() => expect(within(row('90001001')).queryByText('Amounts in this currency have no decimals.')).not.toBeInTheDocument());
  });

  it('checks the amount on every change, with the words of docs/product/checkout-and-payments.md', async () => {
    await openCheckout({ documents: [invoice(1, 100)] });
    await panelReady();
    const cases: [string, string][] = [
      ['', 'Amount cannot be empty.'],
      ['0', 'Amount cannot be zero.'],
      ['-5', 'Amount cannot be negative.'],
      ['1.234', 'Only numeric values allowed'],
      ['100.01', 'Over payment not allowed.'],
    ];
    for (const [value, message] of cases) {
      setAmount('90001001', value);
      expect(within(row('90001001')).getByText(message)).toBeInTheDocument();
      expect(stored(1).amountValidation).toBe(message);
    }
    setAmount('90001001', '40');
    expect(within(row('90001001')).queryByText(/^Amount cannot|payment not allowed|numeric values/)).not.toBeInTheDocument();
    expect(stored(1)).toMatchObject({ amount: '40', amountValidation: null, overUnder: -1 });
  });

  it('refuses a partial payment where only overpayment is allowed', async () => {
    await openCheckout({ documents: [invoice(1, 100)], rules: { ...COMPANY_1100, partial: '' }, company: '1100' });
    await panelReady();
    setAmount('90001001', '99.99');
    expect(within(row('90001001')).getByText('Partial payment not allowed.')).toBeInTheDocument();
    setAmount('90001001', '150');
    expect(within(row('90001001')).queryByText(/not allowed/)).not.toBeInTheDocument();
  });

  it('takes an overpayment up to twice the open amount, and no further', async () => {
    await openCheckout({ documents: [invoice(1, 100)], rules: COMPANY_1100, company: '1100' });
    await panelReady();
    setAmount('90001001', '200.00');
    expect(stored(1)).toMatchObject({ amountValidation: null, overUnder: 1 });
    for (const value of ['200.01', '99999999999999999999', '123456789012345.67']) {
      setAmount('90001001', value);
      expect(within(row('90001001')).getByText('Amount cannot be more than 2 times the open amount.')).toBeInTheDocument();
    }
  });

  it('makes the amount read-only without partial and over payment, and for a credit', async () => {
    await openCheckout({ documents: [invoice(1, 100), invoice(2, -30)], rules: FULL_ONLY, company: 'JP01' });
    await panelReady();
    expect(amountOf('90001001')).toHaveAttribute('readonly');
    expect(amountOf('90001002')).toHaveAttribute('readonly');
    // A greyed-out amount says why.
    expect(amountOf('90001001')).toHaveAccessibleDescription('Full payment required for this company.');
    expect(amountOf('90001002')).toHaveAccessibleDescription('A credit is used in full.');
  });

  it('keeps the amount editable with partial payments, but never a credit', async () => {
    await openCheckout({ documents: [invoice(1, 100), invoice(2, -30)], rules: COMPANY_1000 });
    await panelReady();
    expect(amountOf('90001001')).not.toHaveAttribute('readonly');
    expect(amountOf('90001002')).toHaveAttribute('readonly');
    expect(amountOf('90001002')).toHaveValue(-30);
    expect(within(row('90001002')).getByText('Credit')).toBeInTheDocument();
  });

  it("offers the company's payment type O reason codes only", async () => {
    await openCheckout({ documents: [invoice(1, 100)], rules: COMPANY_1100, company: '1100' });
    await panelReady();
    const options = within(within(row('90001001')).getByLabelText('Reason Code')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['None', 'Pricing dispute', 'Paying in installments', 'Apply difference to account']);
  });

  it("asks for a reason code below the open amount, and for a description where the code needs one", async () => {
    await openCheckout({ documents: [invoice(1, 100)], rules: COMPANY_1100, company: '1100' });
    await panelReady();
    setAmount('90001001', '60');
    expect(within(row('90001001')).getByText('Reason Code Required.')).toBeInTheDocument();
    await userEvent.selectOptions(within(row('90001001')).getByLabelText('Reason Code'), 'Pricing dispute');
    expect(within(row('90001001')).queryByText('Reason Code Required.')).not.toBeInTheDocument();
    expect(within(row('90001001')).getByText('Reason Required')).toBeInTheDocument();
    await userEvent.type(within(row('90001001')).getByLabelText('Comment'), 'Price was wrong');
    expect(within(row('90001001')).queryByText('Reason Required')).not.toBeInTheDocument();
    expect(stored(1)).toMatchObject({ reason: '01', comment: 'Price was wrong' });
  });

  it('does not ask for a reason code where reasons are not required', async () => {
    await openCheckout({ documents: [invoice(1, 100)], rules: COMPANY_1000 });
    await panelReady();
    setAmount('90001001', '60');
    expect(within(row('90001001')).queryByText('Reason Code Required.')).not.toBeInTheDocument();
  });

  it('keeps the reason while the amount stays under (or over), and clears it when that changes (docs/product/checkout-and-payments.md)', async () => {
    await openCheckout({ documents: [invoice(1, 100)], rules: COMPANY_1100, company: '1100' });
    await panelReady();
    const reason = () => within(row('90001001')).getByLabelText('Reason Code');
    setAmount('90001001', '60');
    await userEvent.selectOptions(reason(), 'Paying in installments');
    setAmount('90001001', '70');
    expect(reason()).toHaveValue('03');
    setAmount('90001001', '120');
    expect(reason()).toHaveValue('');
    await userEvent.selectOptions(reason(), 'Apply difference to account');
    setAmount('90001001', '130');
    expect(reason()).toHaveValue('05');
    setAmount('90001001', '100');
    expect(reason()).toHaveValue('');
  });
});
