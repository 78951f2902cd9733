import { makeDocument } from '../../../testing/fixtures';
import { daysOverdue } from './overdue';
import { overviewOf } from './overview';

describe('overviewOf (docs/product/invoices.md#overview)', () => {
  const today = '20260315';
  const in30 = '20260414';
  it('sums open, overdue and due within 30 days in whole cents; credits and cleared items are left out', () => {
    const docs = [
      makeDocument({ billing_document_number: '1', open_amount: 0.1, due_date: '03-01-2026' }),
      makeDocument({ billing_document_number: '2', open_amount: 0.2, due_date: '03-14-2026' }),
      makeDocument({ billing_document_number: '3', open_amount: 100, due_date: '03-15-2026' }),
      makeDocument({ billing_document_number: '4', open_amount: 50.5, due_date: '04-14-2026' }),
      makeDocument({ billing_document_number: '5', open_amount: 70, due_date: '04-15-2026' }),
      makeDocument({ billing_document_number: '6', open_amount: -40, due_date: '01-01-2026' }),
      makeDocument({ billing_document_number: '7', open_amount: 0, due_date: '01-01-2026' }),
    ];
    // A document in another currency is not added to the account's.
    docs.push(makeDocument({ billing_document_number: '8', open_amount: 999, due_date: '03-01-2026', currency_key: 'CAD' }));
    expect(overviewOf(docs, 'USD', today, in30)).toEqual({
      openCents: 22_080,
      openCount: 5,
      overdueCents: 30,
      overdueCount: 2,
      dueSoonCents: 15_050,
      dueSoonCount: 2,
    });
  });

  it('counts days overdue from the ERP, else from the due date', () => {
    expect(daysOverdue(makeDocument({ days_in_arrears: 12, due_date: '03-01-2026' }), today)).toBe(12);
    expect(daysOverdue(makeDocument({ days_in_arrears: 0, due_date: '03-05-2026' }), today)).toBe(10);
  });
});
