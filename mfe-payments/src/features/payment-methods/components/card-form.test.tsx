import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentCard } from 'shared';
import type { CardFormValues } from 'shared/payments';
import { MC_4444, VISA_1111 } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';
import { CardForm } from './card-form';

// No pause between keystrokes: these tests type whole card numbers.
const user = userEvent.setup({ delay: null });

function renderForm(o: { card?: PaymentCard | null; alwaysSave?: boolean; canSave?: boolean; types?: ('VISA' | 'MC' | 'AMEX')[]; answer?: string | null } = {}) {
  const onSubmit = jest.fn<Promise<string | null>, [CardFormValues]>(async () => o.answer ?? null);
  renderAt(
    <CardForm
      card={o.card ?? null}
      cardTypes={o.types ?? ['VISA', 'MC', 'AMEX']}
      alwaysSave={o.alwaysSave ?? false}
      canSave={o.canSave ?? true}
      onSubmit={onSubmit}
      onClose={() => {}}
    />,
  );
  return onSubmit;
}
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(label);
const button = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name });
const messageOf = (label: string) =>
  field(label).getAttribute('aria-invalid') === 'true' && document.getElementById(`${field(label).id}-helper-text`)?.textContent;

describe('card form (docs/product/payment-methods.md Card form)', () => {
  it("names every control, says 'Next' in the panel, and shows 'Set as default' only when saving", async () => {
    renderForm();
    expect(screen.getByRole('dialog', { name: 'Add Card' })).toBeInTheDocument();
    for (const label of ['Card Type', 'Name on Card', 'Card Number', 'Month', 'Year', 'CVV', 'Save On File']) expect(field(label)).toBeInTheDocument();
    expect(within(field('Card Type')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select', 'Visa', 'Master Card', 'American Express']);
    const years = within(field('Year')).getAllByRole('option').map((o) => o.textContent);
    expect(years[1]).toBe('2018');
    expect(years.at(-1)).toBe('2032');
    expect(button('Next')).toBeInTheDocument();
    expect(screen.queryByLabelText('Set as default')).not.toBeInTheDocument();
    await user.click(field('Save On File'));
    expect(field('Set as default')).toBeInTheDocument();
  });

  it('proposes the card type from the number as it is typed, never over a type chosen by hand', async () => {
    renderForm({ types: ['VISA', 'MC'] });
    await user.type(field('Card Number'), '4');
    expect(field('Card Type')).toHaveValue('VISA');
    await user.clear(field('Card Number'));
    await user.type(field('Card Number'), '5555 5555');
    expect(field('Card Type')).toHaveValue('MC');
    // American Express is not taken here: nothing is proposed, the last proposal stays.
    await user.clear(field('Card Number'));
    await user.type(field('Card Number'), '3782');
    expect(field('Card Type')).toHaveValue('MC');

    await user.selectOptions(field('Card Type'), 'VISA');
    await user.clear(field('Card Number'));
    await user.type(field('Card Number'), '5555');
    expect(field('Card Type')).toHaveValue('VISA');
  });

  it("says 'Save Card' when always saved, with no 'Save On File'", () => {
    renderForm({ alwaysSave: true });
    expect(button('Save Card')).toBeInTheDocument();
    expect(screen.queryByLabelText('Save On File')).not.toBeInTheDocument();
    expect(field('Set as default')).toBeInTheDocument();
  });

  it('limits the card types to those the company takes', () => {
    renderForm({ types: ['VISA', 'MC'] });
    expect(within(field('Card Type')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select', 'Visa', 'Master Card']);
  });

  it('when editing hides number, type and CVV, and changes only name and expiry', async () => {
    const onSubmit = renderForm({ card: MC_4444 });
    expect(screen.getByRole('dialog', { name: 'Edit Card' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card Type')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('CVV')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Save On File')).not.toBeInTheDocument();
    // A saved method that is not the default may become it.
    expect(field('Set as default')).toBeInTheDocument();
    expect(field('Name on Card')).toHaveValue('Marcus Ortega');
    await user.click(button('Update Card'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Marcus Ortega', exp_month: '03', exp_year: '2030' })));
  });

  it.each([
    ['the default', VISA_1111],
    ['an unsaved method', { ...MC_4444, is_session: true }],
  ])('does not offer the default to %s', (_, card) => {
    renderForm({ card });
    expect(screen.queryByLabelText('Set as default')).not.toBeInTheDocument();
  });

  it('shows every required message of docs/product/payment-methods.md and sends nothing', async () => {
    const onSubmit = renderForm();
    await user.click(button('Next'));
    await waitFor(() => expect(messageOf('Card Type')).toBe('Card type is required.'));
    expect(messageOf('Name on Card')).toBe('Name on card is required.');
    expect(messageOf('Card Number')).toBe('Card number is required.');
    expect(messageOf('Month')).toBe('Expiration month is required.');
    expect(messageOf('Year')).toBe('Expiration year is required.');
    expect(messageOf('CVV')).toBe('Card cvv is required.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when editing requires only name, month and year', async () => {
    renderForm({ card: { ...MC_4444, payment_card_name: '', valid_to: '' } });
    await user.click(button('Update Card'));
    await waitFor(() => expect(messageOf('Name on Card')).toBe('Name on card is required.'));
    expect(messageOf('Month')).toBe('Expiration month is required.');
    expect(messageOf('Year')).toBe('Expiration year is required.');
  });

  it('checks the number (Luhn, then the chosen type), the date and the CVV', async () => {
    renderForm();
    await user.selectOptions(field('Card Type'), 'Visa');
    await user.type(field('Card Number'), '4111 1111 1111 1112');
    await user.tab();
    await waitFor(() => expect(messageOf('Card Number')).toBe('Invalid credit card number'));
    await user.clear(field('Card Number'));
    await user.type(field('Card Number'), '5555 5555 5555 4444');
    await waitFor(() => expect(messageOf('Card Number')).toBe('Invalid VISA credit card number'));
    await user.selectOptions(field('Card Type'), 'American Express');
    await user.click(button('Next'));
    await waitFor(() => expect(messageOf('Card Number')).toBe('Invalid American Express card number'));
    await user.selectOptions(field('Card Type'), 'Master Card');
    await user.selectOptions(field('Year'), '2018');
    await user.type(field('CVV'), '12');
    await user.click(button('Next'));
    await waitFor(() => expect(messageOf('Month')).toBe('Expiration month is required.'));
    expect(messageOf('Year')).toBe(false);
    expect(messageOf('CVV')).toBe('Invalid CVV number.');
    expect(messageOf('Card Number')).toBe(false);
    // Choosing the month checks the combined date again.
    await user.selectOptions(field('Month'), '01');
    await waitFor(() => expect(messageOf('Year')).toBe('Invalid expiration date.'));
    await user.selectOptions(field('Year'), '2032');
    await waitFor(() => expect(messageOf('Year')).toBe(false));
  });

  it('shows what the submit came back with, and stays open', async () => {
    const onSubmit = renderForm({ alwaysSave: true, answer: 'Visa already exists.' });
    await user.selectOptions(field('Card Type'), 'Visa');
    await user.type(field('Name on Card'), 'Dana');
    await user.type(field('Card Number'), '4111111111111111');
    await user.selectOptions(field('Month'), '12');
    await user.selectOptions(field('Year'), '2032');
    await user.type(field('CVV'), '999');
    await user.click(button('Save Card'));
    expect(await screen.findByTestId('method-form-error')).toHaveTextContent('Visa already exists.');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ card_type: 'VISA', card_number: '4111111111111111', cvv: '999' }));
    expect(button('Save Card')).toBeEnabled();
  });
});
