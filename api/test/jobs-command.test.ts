import { execFile } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { databases } from './helpers/databases';
import { startFakeErp, type FakeErp } from './helpers/fake-erp';
import { buildTestApp, TEST_JWT_SECRET } from './helpers/test-app';

const SCRIPT = path.join(__dirname, '../../scripts/jobs.mjs');

/** `npm run jobs -- <argv>` as a process of its own, against a listening API server. */
function jobsCommand(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, ...argv], { timeout: 30_000 }, (error, out, err) => {
      resolve({ code: error ? Number((error as NodeJS.ErrnoException & { code?: number }).code ?? 1) : 0, out, err });
    });
  });
}

/** The app listening on a free port of this machine; its address. */
async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

describe.each(databases.slice(0, 1))('npm run jobs -- run-due ($name)', (database) => {
  let erp: FakeErp;
  beforeAll(async () => {
    erp = await startFakeErp();
  });
  afterAll(async () => {
    await erp.close();
  });

  it('in sandbox mode: runs what is due at the given time, prints it, exits 0', async () => {
    const prepared = await database.prepare();
    const app = await buildTestApp(prepared, erp.url, {}, { jobs: { enabled: false } });
    try {
      const url = await listening(app);
      await app.jobs.define({ name: 'demo-job', run: async () => undefined });
      const id = await app.jobs.enqueue({ name: 'demo-job', runAt: new Date('2030-12-05T11:00:00Z') });
      const early = await jobsCommand(['run-due', '--at', '2030-12-05T04:59:00-06:00', '--url', url]);
      expect(early).toMatchObject({ code: 0 });
      expect(early.out).not.toContain('demo-job');
      const due = await jobsCommand(['run-due', '--at', '2030-12-05T05:00:00-06:00', '--url', url]);
      expect(due.code).toBe(0);
      expect(due.out).toContain('Jobs due at 2030-12-05T11:00:00.000Z:');
      expect(due.out).toContain(`#${id} demo-job: done`);
      expect(due.out).toContain('card-expiry-reminders: done');
      expect(await jobsCommand(['run-due', '--at', 'tomorrow', '--url', url])).toMatchObject({ code: 2 });
      expect(await jobsCommand(['rerun'])).toMatchObject({ code: 2 });
    } finally {
      await app.close();
      await prepared.cleanup();
    }
  });

  it('outside sandbox mode: refuses any time but now', async () => {
    const prepared = await database.prepare();
    const app = await buildTestApp(prepared, erp.url, { SANDBOX_MODE: 'false', JWT_SECRET: TEST_JWT_SECRET }, { jobs: { enabled: false } });
    try {
      const url = await listening(app);
      const later = await jobsCommand(['run-due', '--at', '2030-12-05T05:00:00-06:00', '--url', url]);
      expect(later.code).toBe(1);
      expect(later.err).toContain('is not in sandbox mode');
      const now = await jobsCommand(['run-due', '--at', new Date().toISOString(), '--url', url]);
      expect(now.code).toBe(0);
      expect(now.out).toContain('run every due job by themselves');
    } finally {
      await app.close();
      await prepared.cleanup();
    }
  });

  it('says so when no API server answers', async () => {
    const answer = await jobsCommand(['run-due', '--url', 'http://127.0.0.1:9']);
    expect(answer.code).toBe(1);
    expect(answer.err).toContain('No API server answers');
  });
});
