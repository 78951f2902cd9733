import { stripLeadingZeros, type ErpDocument } from 'shared';
import { makeDocument } from '../../../testing/fixtures';
import { SORT_KEYS, type SortKey } from '../types';
import { sortDocuments } from './sort';

const a = makeDocument({ billing_document_number: '0090001002', reference_number: 'PO-00010', document_date: '01-05-2026', due_date: '03-01-2026', total_amount: 300, paid_amount: 50, open_amount: 250 });
const b = makeDocument({ billing_document_number: '0090001010', reference_number: 'PO-00002', document_date: '12-20-2025', due_date: '01-15-2026', total_amount: 1200, paid_amount: 0, open_amount: 1200 });
const c = makeDocument({ billing_document_number: '0090001001', reference_number: 'WO-00001', document_date: '02-01-2026', due_date: '02-20-2026', total_amount: 80, paid_amount: 80, open_amount: 0 });
const credit = makeDocument({ billing_document_number: '0090001030', reference_number: 'CM-00001', document_date: '01-20-2026', due_date: '12-31-2026', total_amount: -40, paid_amount: 0, open_amount: -40 });
const credit2 = makeDocument({ billing_document_number: '0090001031', reference_number: 'CM-00002', document_date: '01-21-2026', due_date: '01-01-2025', total_amount: -10, paid_amount: 0, open_amount: -10 });
const all = [a, b, c, credit, credit2];

const numbers = (docs: ErpDocument[]) => docs.map((d) => stripLeadingZeros(d.billing_document_number));
const sorted = (key: SortKey, direction: 'asc' | 'desc' = 'asc') => numbers(sortDocuments(all, { key, direction }));

describe('sorting (docs/product/invoices.md)', () => {
  it('sorts on Ref # as text with numbers in order', () => {
    expect(sorted('reference_number')).toEqual(['90001030', '90001031', '90001010', '90001002', '90001001']);
  });

  it('sorts on Doc # by the number without leading zeros', () => {
    expect(sorted('billing_document_number')).toEqual(['90001001', '90001002', '90001010', '90001030', '90001031']);
    expect(sorted('billing_document_number', 'desc')).toEqual(['90001031', '90001030', '90001010', '90001002', '90001001']);
  });

  it('sorts on Date by the calendar, not by the MM-DD-YYYY text', () => {
    expect(sorted('document_date')).toEqual(['90001010', '90001002', '90001030', '90001031', '90001001']);
  });

  it('sorts on Total, Paid and Open as numbers', () => {
    expect(sorted('total_amount')).toEqual(['90001030', '90001031', '90001001', '90001002', '90001010']);
    expect(sorted('paid_amount', 'desc')).toEqual(['90001001', '90001002', '90001010', '90001030', '90001031']);
    expect(sorted('open_amount')).toEqual(['90001030', '90001031', '90001001', '90001002', '90001010']);
  });

  it('sorts on Due with credits after the other documents, in both directions', () => {
    expect(sorted('due_date', 'desc')).toEqual(['90001002', '90001001', '90001010', '90001030', '90001031']);
    expect(sorted('due_date', 'asc')).toEqual(['90001010', '90001001', '90001002', '90001031', '90001030']);
  });

  it('covers every sortable column and leaves the input alone', () => {
    expect(SORT_KEYS).toEqual(['reference_number', 'billing_document_number', 'document_date', 'total_amount', 'paid_amount', 'open_amount', 'due_date']);
    const before = [...all];
    sortDocuments(all, { key: 'total_amount', direction: 'desc' });
    expect(all).toEqual(before);
  });

  it('sorts 5,000 documents quickly', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      makeDocument({ due_date: `${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}-2026`, open_amount: i % 7 === 0 ? -5 : 10 }),
    );
    const started = performance.now();
    const result = sortDocuments(many, { key: 'due_date', direction: 'desc' });
    expect(performance.now() - started).toBeLessThan(500);
    expect(result).toHaveLength(5000);
    const firstCredit = result.findIndex((d) => d.open_amount < 0);
    expect(result.slice(firstCredit).every((d) => d.open_amount < 0)).toBe(true);
  });
});
