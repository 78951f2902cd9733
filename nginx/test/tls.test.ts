import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, constants } from 'node:http2';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? 'nginx';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** docs/operations/deploying.md#tls-and-http2: with a certificate, the rendered configuration speaks HTTP/2 over TLS. */
describe('nginx over TLS', () => {
  let dir: string;
  let nginx: ChildProcess;
  let tlsPort: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-tls-'));
    chmodSync(dir, 0o755);
    const root = path.join(dir, 'portal');
    mkdirSync(path.join(root, 'shell'), { recursive: true });
    mkdirSync(path.join(dir, 'logs'));
    writeFileSync(path.join(root, 'shell/index.html'), '<!doctype html><title>portal over tls</title>');
    writeFileSync(path.join(root, 'remotes.json'), '{}');
    const certificate = path.join(dir, 'portal.crt');
    const key = path.join(dir, 'portal.key');
    const openssl = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', certificate],
      { encoding: 'utf8' },
    );
    expect(openssl.status).toBe(0);

    const [port, apiPort] = [await freePort(), await freePort()];
    tlsPort = await freePort();
    const config = spawnSync(process.execPath, [path.join(__dirname, '../render-config.mjs')], {
      env: {
        ...process.env,
        PORTAL_ROOT: root,
        API_UPSTREAMS: `127.0.0.1:${apiPort}`,
        LISTEN: `127.0.0.1:${port}`,
        TLS_LISTEN: `127.0.0.1:${tlsPort}`,
        TLS_CERTIFICATE: certificate,
        TLS_CERTIFICATE_KEY: key,
        LOG_DIR: path.join(dir, 'logs'),
        PID_FILE: path.join(dir, 'nginx.pid'),
        TOKENIZER_ORIGIN: 'https://tokens.example.test',
      },
      encoding: 'utf8',
    });
    expect(config.status).toBe(0);
    writeFileSync(path.join(dir, 'nginx.conf'), config.stdout);
    const check = spawnSync(NGINX, ['-t', '-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'logs/error.log')], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
    nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'logs/error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
    for (let i = 0; i < 50; i += 1) {
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });

  afterAll(() => {
    nginx?.kill('SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers over HTTP/2 on the TLS listener', async () => {
    const session = connect(`https://127.0.0.1:${tlsPort}`, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ [constants.HTTP2_HEADER_PATH]: '/invoices' });
        let status = 0;
        let body = '';
        stream.on('response', (headers) => (status = Number(headers[constants.HTTP2_HEADER_STATUS])));
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => resolve({ status, body }));
        stream.on('error', reject);
        stream.end();
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('portal over tls');
    } finally {
      session.close();
    }
  });
});
