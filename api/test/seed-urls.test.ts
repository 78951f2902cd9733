import { defaultSystemConfiguration } from '../src/services/config/system-config-defaults';
import { databases } from './helpers/databases';
import { useApiTest } from './helpers/test-app';

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
