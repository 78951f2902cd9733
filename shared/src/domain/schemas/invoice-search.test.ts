import { ValidationError } from 'yup';
import { invoiceSearchSchema, type InvoiceSearchForm } from './invoice-search';

const valid: InvoiceSearchForm = {
  status: '03',
  dueDateFrom: '',
  dueDateTo: '',
  period: '30',
  dateFrom: '',
  dateTo: '',
  characteristic: '',
  characteristicValue: '',
};

async function messages(values: Partial<InvoiceSearchForm>): Promise<string[]> {
  try {
    await invoiceSearchSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return [...new Set(error.errors)];
    throw error;
  }
}

describe('invoice search schema (docs/product/invoices.md)', () => {
  it('accepts the defaults: status 03, last 30 days, no characteristic', async () => {
    expect(await messages({})).toEqual([]);
    expect(invoiceSearchSchema.getDefault()).toMatchObject({ status: '03', period: '30', characteristic: '' });
  });

  it("says 'Due dates required.' for status 01 without both due dates", async () => {
    expect(await messages({ status: '01' })).toEqual(['Due dates required.']);
    expect(await messages({ status: '01', dueDateFrom: '2026-01-01' })).toEqual(['Due dates required.']);
    expect(await messages({ status: '01', dueDateFrom: '2026-01-01', dueDateTo: '2026-02-01' })).toEqual([]);
    // Due dates matter only for status 01.
    expect(await messages({ status: '02' })).toEqual([]);
  });

  it("says 'Document dates required.' for the custom period without both dates", async () => {
    expect(await messages({ period: '-1' })).toEqual(['Document dates required.']);
    expect(await messages({ period: '-1', dateTo: '2026-02-01' })).toEqual(['Document dates required.']);
    expect(await messages({ period: '-1', dateFrom: '2026-01-01', dateTo: '2026-02-01' })).toEqual([]);
    // Status 01 hides the period, so its dates are not asked for.
    expect(await messages({ status: '01', period: '-1', dueDateFrom: '2026-01-01', dueDateTo: '2026-02-01' })).toEqual([]);
  });

  it("says 'Characteristics value required.' for a characteristic without a value", async () => {
    expect(await messages({ characteristic: '01' })).toEqual(['Characteristics value required.']);
    expect(await messages({ characteristic: '01', characteristicValue: '   ' })).toEqual(['Characteristics value required.']);
    expect(await messages({ characteristic: '01', characteristicValue: '90001001' })).toEqual([]);
  });
});
