import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ErpUnavailableError } from '../src/plugins/external/erp';
import { ERP_STATUS_TIMEOUT_MS, erpConnectionStatus } from '../src/services/erp/erp-status';

/** docs/product/session-and-login.md#erp-down-gate: a login reaches /system-error within 2 s. */
describe('the ERP connection check', () => {
  const log = { warn: () => undefined } as unknown as FastifyBaseLogger;

  it('waits for the ERP no longer than its own bound, well under 2 s, and then reads as down', async () => {
    const asked: (number | undefined)[] = [];
    const app = {
      erp: {
        status: (timeoutMs?: number) => {
          asked.push(timeoutMs);
          return Promise.reject(new ErpUnavailableError('/erp/status', `no answer within ${timeoutMs} ms`));
        },
      },
    } as unknown as FastifyInstance;
    const answer = await erpConnectionStatus(app, log);
    expect(asked).toEqual([ERP_STATUS_TIMEOUT_MS]);
    expect(ERP_STATUS_TIMEOUT_MS).toBeLessThanOrEqual(1500);
    expect(answer).toMatchObject({ statusCode: 503, data: { status: { message_type: 'E' } } });
  });
});
