import { toRequestDate, type InvoiceSearchForm } from 'shared';
import { invoiceSearchSchema } from 'shared/forms';
import { addDays } from '../../../lib/dates';
import { pickerBounds, searchFormOptions } from './search-form-request';

const today = new Date(2026, 4, 15);
const form = (values: Partial<InvoiceSearchForm>): InvoiceSearchForm => ({ ...invoiceSearchSchema.getDefault(), ...values });

describe('Statement form to search parameters', () => {
  it('defaults to status 03 over the last 30 days, due dates unbounded', () => {
    expect(searchFormOptions(form({}), today)).toEqual({
      status: '03',
      date_from: toRequestDate(addDays(today, -30)),
      date_to: '05-15-2026',
      due_date_from: '01-01-1900',
      due_date_to: '01-01-9999',
      filter: [],
    });
  });

  it('maps each period to days back from today', () => {
    const from = (period: InvoiceSearchForm['period']) => searchFormOptions(form({ period }), today).date_from;
    expect(from('0')).toBe('05-15-2026');
    expect(from('1')).toBe('05-14-2026');
    expect(from('7')).toBe('05-08-2026');
    expect(from('365')).toBe('05-15-2025');
  });

  it('uses the custom From range, earliest first', () => {
    const options = searchFormOptions(form({ period: '-1', dateFrom: '2026-04-30', dateTo: '2026-04-01' }), today);
    expect(options).toMatchObject({ date_from: '04-01-2026', date_to: '04-30-2026' });
  });

  it('status 01 searches the due range with document dates 01-01-1900 .. 01-01-9999', () => {
    const options = searchFormOptions(form({ status: '01', dueDateFrom: '2026-01-01', dueDateTo: '2026-06-30' }), today);
    expect(options).toMatchObject({ status: '01', date_from: '01-01-1900', date_to: '01-01-9999', due_date_from: '01-01-2026', due_date_to: '06-30-2026' });
  });

  it('adds the invoice number of characteristic 01', () => {
    const options = searchFormOptions(form({ characteristic: '01', characteristicValue: ' 90001001 ' }), today);
    expect(options.filter).toEqual([{ filter_type: '01', value: '90001001' }]);
  });

  it('limits the pickers to 365 days back and ahead', () => {
    expect(pickerBounds(today, 365)).toEqual({ min: '2025-05-15', max: '2027-05-15' });
  });
});
