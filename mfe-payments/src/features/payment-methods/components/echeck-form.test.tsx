import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentCard } from 'shared';
import type { ECheckFormValues } from 'shared/payments';
import { ECHECK_6789 } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';
import { ECheckForm } from './echeck-form';

// No pause between keystrokes: these tests type whole card numbers.
const user = userEvent.setup({ delay: null });

function renderForm(o: { card?: PaymentCard | null; alwaysSave?: boolean } = {}) {
  const onSubmit = jest.fn<Promise<string | null>, [ECheckFormValues]>(async () => null);
  renderAt(<ECheckForm card={o.card ?? null} alwaysSave={o.alwaysSave ?? false} canSave onSubmit={onSubmit} onClose={() => {}} />);
  return onSubmit;
}
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(label);
const button = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name });
const messageOf = (label: string) =>
  field(label).getAttribute('aria-invalid') === 'true' && document.getElementById(`${field(label).id}-helper-text`)?.textContent;

describe('eCheck form (docs/product/payment-methods.md eCheck form)', () => {
  it("names every control and says 'Next', 'Save eCheck' or 'Update eCheck'", () => {
    renderForm();
    expect(screen.getByRole('dialog', { name: 'Add eCheck' })).toBeInTheDocument();
    for (const label of ['Account Type', 'Routing Number', 'Account Number', 'Name on Account', 'Save On File']) expect(field(label)).toBeInTheDocument();
    expect(within(field('Account Type')).getAllByRole('option').map((o) => `${o.getAttribute('value')} ${o.textContent}`)).toEqual([
      ' Select',
      'C Checking',
      'S Saving Account',
      'X Corporate Checking',
    ]);
    expect(button('Next')).toBeInTheDocument();
  });

  it("says 'Save eCheck' when always saved", () => {
    renderForm({ alwaysSave: true });
    expect(button('Save eCheck')).toBeInTheDocument();
    expect(field('Set as default')).toBeInTheDocument();
  });

  it('shows the messages of docs/product/payment-methods.md eCheck', async () => {
    const onSubmit = renderForm();
    await user.click(button('Next'));
    await waitFor(() => expect(messageOf('Account Type')).toBe('Account type is required.'));
    expect(messageOf('Routing Number')).toBe('Invalid routing number.');
    expect(messageOf('Account Number')).toBe('Invalid account number.');
    expect(messageOf('Name on Account')).toBe('Name on Account is required.');
    await user.type(field('Routing Number'), '011000016');
    await user.type(field('Account Number'), '1234');
    await user.click(button('Next'));
    await waitFor(() => expect(messageOf('Routing Number')).toBe('Invalid routing number.'));
    expect(messageOf('Account Number')).toBe('Invalid account number.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("when editing asks only the name ('Name is required.')", async () => {
    const onSubmit = renderForm({ card: ECHECK_6789 });
    expect(screen.getByRole('dialog', { name: 'Edit eCheck' })).toBeInTheDocument();
    for (const label of ['Account Type', 'Routing Number', 'Account Number', 'Save On File']) {
      expect(within(screen.getByRole('dialog')).queryByLabelText(label)).not.toBeInTheDocument();
    }
    await user.clear(field('Name on Account'));
    await user.click(button('Update eCheck'));
    await waitFor(() => expect(messageOf('Name on Account')).toBe('Name is required.'));
    await user.type(field('Name on Account'), 'New name');
    await user.click(button('Update eCheck'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'New name' })));
  });
});
