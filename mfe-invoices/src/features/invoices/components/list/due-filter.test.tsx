import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toIsoDate } from '../../../../lib/dates';
import type { DueFilterValue } from '../../types';
import { DueFilter } from './due-filter';

const seen: DueFilterValue[] = [];

function Harness() {
  const [value, setValue] = useState<DueFilterValue>({ mode: 'all' });
  return (
    <DueFilter
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

beforeEach(() => {
  seen.length = 0;
});

describe('DueFilter (docs/product/invoices.md Due filter)', () => {
  it("starts at 'Show All' with no date", () => {
    render(<Harness />);
    expect(screen.getByRole('radio', { name: 'Show All' })).toBeChecked();
    expect(screen.queryByLabelText('Due til date')).not.toBeInTheDocument();
  });

  it("'Due til' defaults to today, then takes the picked date", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: 'Due til' }));
    const today = toIsoDate(new Date());
    expect(screen.getByLabelText('Due til date')).toHaveValue(today);
    expect(seen.at(-1)).toEqual({ mode: 'til', date: today });
    fireEvent.change(screen.getByLabelText('Due til date'), { target: { value: '2026-07-04' } });
    expect(seen.at(-1)).toEqual({ mode: 'til', date: '2026-07-04' });
    await userEvent.click(screen.getByRole('radio', { name: 'Show All' }));
    expect(seen.at(-1)).toEqual({ mode: 'all' });
  });

  it('closing the picker with no date sets 31 December of the current year', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: 'Due til' }));
    const input = screen.getByLabelText('Due til date');
    fireEvent.change(input, { target: { value: '' } });
    // An empty field is not a date to search for.
    expect(seen.at(-1)).toEqual({ mode: 'til', date: toIsoDate(new Date()) });
    fireEvent.blur(input);
    const endOfYear = `${new Date().getFullYear()}-12-31`;
    expect(input).toHaveValue(endOfYear);
    expect(seen.at(-1)).toEqual({ mode: 'til', date: endOfYear });
  });

  it('keeps a picked date when the picker closes', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: 'Due til' }));
    const input = screen.getByLabelText('Due til date');
    fireEvent.change(input, { target: { value: '2026-03-15' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('2026-03-15');
    expect(seen.at(-1)).toEqual({ mode: 'til', date: '2026-03-15' });
  });
});
