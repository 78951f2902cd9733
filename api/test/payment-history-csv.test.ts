import type { PaymentHistoryEntry } from 'shared/server';
import { csvCell, csvLine, historyCsvRow } from '../src/services/payment-history/csv';

/** The CSV export's cells (docs/product/payment-history.md#csv-export): no cell runs as a formula. */
describe('payment history CSV', () => {
  it.each([
    ['=HYPERLINK("http://evil.test","x")', `"'=HYPERLINK(""http://evil.test"",""x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('prefixes a formula cell %j with a quote', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves other cells as they are, quoting commas, quotes and line breaks', () => {
    expect(csvCell('90001000')).toBe('90001000');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Smith, Pat')).toBe('"Smith, Pat"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvLine(['a', '=b', 'c,d'])).toBe(`a,'=b,"c,d"\r\n`);
  });

  it('writes a line of the history with the amount as an exact decimal and every text cell made safe', () => {
    const entry: PaymentHistoryEntry = {
      Id: '7', At: '2026-11-02T10:00:00.000Z', Kind: 'deposit', Account: '200100', CompanyCode: '1000', AmountCents: 123456, Currency: 'USD',
      Method: 'Visa ending with *1111', Brand: 'Visa', LastDigits: '1111', Documents: ['=cmd|"/c calc"!A1'], Status: 'charged', ActedBy: '@Sam Staff',
    };
    expect(historyCsvRow(entry)).toBe(
      `2026-11-02T10:00:00.000Z,deposit,200100,1234.56,USD,Visa ending with *1111,"'=cmd|""/c calc""!A1",Charged,'@Sam Staff\r\n`,
    );
  });
});
