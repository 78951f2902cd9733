import { addDays, earliestDueDay, erpDayToIso, parseIsoDay, scheduleDateBounds, scheduleDateProblem } from './schedule-date';

describe('a scheduled payment day (docs/product/scheduled-payments.md)', () => {
  const today = '2026-02-01';

  it('is after today and at most 60 days ahead', () => {
    expect(scheduleDateBounds(today)).toEqual({ min: '2026-02-02', max: '2026-04-02' });
    expect(scheduleDateProblem({ date: '2026-02-01', today, earliestDue: null })).toBe('notAfterToday');
    expect(scheduleDateProblem({ date: '2026-02-02', today, earliestDue: null })).toBeNull();
    expect(scheduleDateProblem({ date: '2026-04-02', today, earliestDue: null })).toBeNull();
    expect(scheduleDateProblem({ date: '2026-04-03', today, earliestDue: null })).toBe('tooFar');
  });

  it('is a real day', () => {
    expect(scheduleDateProblem({ date: '', today, earliestDue: null })).toBe('required');
    expect(scheduleDateProblem({ date: '2026-02-30', today, earliestDue: null })).toBe('required');
    expect(parseIsoDay('2028-02-29')).not.toBeNull();
    expect(parseIsoDay('2026-02-29')).toBeNull();
  });

  it('is not after the earliest due date unless the customer confirmed', () => {
    expect(scheduleDateProblem({ date: '2026-02-14', today, earliestDue: '2026-02-14' })).toBeNull();
    expect(scheduleDateProblem({ date: '2026-02-15', today, earliestDue: '2026-02-14' })).toBe('afterDueDate');
    expect(scheduleDateProblem({ date: '2026-02-15', today, earliestDue: '2026-02-14', confirmLate: true })).toBeNull();
    // A confirmation does not lift the 60 days.
    expect(scheduleDateProblem({ date: '2026-04-03', today, earliestDue: '2026-02-14', confirmLate: true })).toBe('tooFar');
  });

  it("reads the ERP's due dates and finds the earliest", () => {
    expect(erpDayToIso('02-14-2026')).toBe('2026-02-14');
    expect(erpDayToIso('02/30/2026')).toBeNull();
    expect(earliestDueDay(['03-01-2026', '', '02-14-2026', undefined])).toBe('2026-02-14');
    expect(earliestDueDay([''])).toBeNull();
  });

  it('counts whole days across month ends and daylight saving', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
  });
});
