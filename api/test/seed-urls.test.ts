import { Writable } from 'node:stream';
import { defaultSystemConfiguration } from '../src/services/config/system-config-defaults';
import { databases } from './helpers/databases';
import { startFakeErp } from './helpers/fake-erp';
import { buildTestApp, TEST_JWT_SECRET, useApiTest } from './helpers/test-app';

/**
 * The first configuration of a deploy behind nginx (docs/operations/deploying.md#the-links-in-mails):
 * invite and reset links start at PUBLIC_URL, not at one API server's own port, and the instruction
 * links are not the internal ERP address.
 */
describe.each(databases)('links seeded from PUBLIC_URL ($name)', (database) => {
  const t = useApiTest(database, { env: { PUBLIC_URL: 'https://portal.example.test/' } });

  it('writes ApplicationUrl and the instruction links from it', async () => {
    const stored = await t.app.systemConfigRepository.get();
    expect(stored.ApplicationUrl).toBe('https://portal.example.test');
    expect(stored).toMatchObject({
      CcpdfUrl: 'https://portal.example.test/instructions/card.pdf',
      CcvideoUrl: 'https://portal.example.test/instructions/card-video',
      EcpdfUrl: 'https://portal.example.test/instructions/echeck.pdf',
      EcvideoUrl: 'https://portal.example.test/instructions/echeck-video',
    });
    expect(JSON.stringify(stored)).not.toContain(t.erp.url);
  });

  it('keeps the defaults of a portal without PUBLIC_URL: this server and the sandbox ERP', () => {
    const seeded = defaultSystemConfiguration('http://127.0.0.1:8090/erp', undefined, 'http://localhost:8080');
    expect(seeded.ApplicationUrl).toBe('http://localhost:8080');
    expect(seeded.CcpdfUrl).toBe('http://127.0.0.1:8090/erp/instructions/card.pdf');
  });
});

describe('a real deploy without PUBLIC_URL', () => {
  it('is warned that the links in mails point at the server itself', async () => {
    const lines: { level: number; msg: string; ApplicationUrl?: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
        done();
      },
    });
    const prepared = await databases[0]!.prepare();
    const erp = await startFakeErp();
    const app = await buildTestApp(prepared, erp.url, { SANDBOX_MODE: 'false', JWT_SECRET: TEST_JWT_SECRET, PORT: '8123' }, { logger: { level: 'warn', stream } });
    try {
      expect((await app.systemConfigRepository.get()).ApplicationUrl).toBe('http://localhost:8123');
      expect(lines).toEqual(expect.arrayContaining([expect.objectContaining({ level: 40, ApplicationUrl: 'http://localhost:8123', msg: expect.stringContaining('PUBLIC_URL is not set') })]));
    } finally {
      await app.close();
      await erp.close();
    }
  });
});

