import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { PaymentHistoryFilter } from 'shared/server';
import type { HistoryCursor } from '../../repositories/payment-history-repository';
import type { Acting } from '../access/acting-user';
import { HISTORY_CSV_HEADER, csvLine, historyCsvRow } from './csv';
import { entryOf, filterOf, historyScope } from './history';

const BATCH = 500;

/**
 * GET /api/payments/history/export: the filtered history as CSV, read page by page with the list's
 * keyset, so a payer with many thousands of payments never sits in memory at once. The scope and
 * the filter are checked before the first byte (403, 400 answer as usual).
 */
export async function exportHistoryCsv(app: FastifyInstance, acting: Acting, query: PaymentHistoryFilter): Promise<Readable> {
  const filter = filterOf(query);
  const scope = await historyScope(app, acting, query.Account);
  async function* lines() {
    // A byte-order mark, so a spreadsheet reads the names as UTF-8.
    yield `\uFEFF${csvLine(HISTORY_CSV_HEADER)}`;
    let cursor: HistoryCursor | null = null;
    for (;;) {
      const rows = await app.paymentHistoryRepository.page(scope, filter, cursor, BATCH);
      if (rows.length > 0) yield rows.map((row) => historyCsvRow(entryOf(row))).join('');
      if (rows.length < BATCH) return;
      const last = rows.at(-1)!;
      cursor = { at: last.at_key, id: last.id };
    }
  }
  return Readable.from(lines());
}
