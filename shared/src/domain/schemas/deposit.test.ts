import { ValidationError } from 'yup';
import { depositSchema, emptyDeposit } from './deposit';

const schema = depositSchema([
  { reason_code: '20', comments_required: '' },
  { reason_code: '21', comments_required: 'X' },
]);

async function errorsOf(values: Partial<ReturnType<typeof emptyDeposit>>): Promise<Record<string, string>> {
  try {
    await schema.validate({ ...emptyDeposit('200100'), ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path, e.message]));
  }
}

describe('deposit form schema (docs/product/deposits.md Deposit amount)', () => {
  it.each([
    ['', 'Amount is required.'],
    ['  ', 'Amount is required.'],
    ['abc', 'Amount is not a valid number.'],
    ['1.005', 'Amount is not a valid number.'],
    ['0', 'Amount must be 1 or greater than 1.'],
    ['-5', 'Amount must be 1 or greater than 1.'],
    ['0.99', 'Amount must be 1 or greater than 1.'],
    ['1000000.01', 'Amount must be 1,000,000.00 or less.'],
    ['99999999999999999999999999999999', 'Amount must be 1,000,000.00 or less.'],
    ['123456789012345.67', 'Amount must be 1,000,000.00 or less.'],
  ])('refuses the amount %p with %p', async (amount, message) => {
    expect((await errorsOf({ amount_to_process: amount, reason_code: '20' })).amount_to_process).toBe(message);
  });

  it('takes 1 and more, and needs a deposit reason code, with its description when the code asks', async () => {
    expect(await errorsOf({ amount_to_process: '1', reason_code: '20' })).toEqual({});
    expect(await errorsOf({ amount_to_process: '1000000.00', reason_code: '20' })).toEqual({});
    expect(await errorsOf({ amount_to_process: '999999.99', reason_code: '20' })).toEqual({});
    expect(await errorsOf({ amount_to_process: '1' })).toEqual({ reason_code: 'Reason is required.' });
    expect(await errorsOf({ amount_to_process: '1', reason_code: '01' })).toEqual({ reason_code: 'Reason is required.' });
    expect(await errorsOf({ amount_to_process: '1', reason_code: '21' })).toEqual({ comment: 'Reason description required.' });
    expect(await errorsOf({ amount_to_process: '1', reason_code: '21', comment: 'Lobby' })).toEqual({});
  });
});
