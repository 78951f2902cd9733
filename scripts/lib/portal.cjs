// Starting the sandbox and the API server as real processes: used by `npm start` and by the
// end-to-end tests, so both run the portal the same way.
const { spawn } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

async function waitFor(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${url}: ${lastError && lastError.message}`);
}

function run(name, script, env, { quiet = false } = {}) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (quiet) {
    // Keep the last lines so a failing start can be explained.
    child.output = [];
    const keep = (chunk) => {
      child.output.push(...String(chunk).split('\n'));
      if (child.output.length > 200) child.output.splice(0, child.output.length - 200);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
  }
  child.portalName = name;
  return child;
}

/** Starts the sandbox (ERP, tokenizer, SMTP catcher) and waits until it answers. */
async function startSandbox({ port, smtpPort, allowedOrigins, quiet } = {}) {
  const child = run('sandbox', path.join(root, 'sandbox/dist/server.js'), {
    SANDBOX_PORT: String(port),
    SANDBOX_SMTP_PORT: String(smtpPort),
    ...(allowedOrigins ? { TOKENIZER_ALLOWED_ORIGINS: allowedOrigins } : {}),
  }, { quiet });
  await waitFor(`http://127.0.0.1:${port}/health`, { child });
  return child;
}

/** Starts the API server (which also serves the shell and the remotes) and waits until it is ready. */
async function startApi({ port, sandboxPort, env = {}, quiet } = {}) {
  const child = run('api', path.join(root, 'api/dist/server.js'), {
    PORT: String(port),
    ERP_URL: `http://127.0.0.1:${sandboxPort}/erp`,
    TOKENIZER_URL: `http://127.0.0.1:${sandboxPort}/tokenizer`,
    // `npm start` and the end-to-end tests run the sandbox: only this turns sandbox mode on
    // (docs/security/sandbox-mode.md). The production-path test overrides nothing here.
    SANDBOX_MODE: 'true',
    ...env,
  }, { quiet });
  await waitFor(`http://127.0.0.1:${port}/health/ready`, { child });
  return child;
}

/** The API server's own limit on a graceful shutdown is 10 s (api/src/server.ts); this waits longer. */
const STOP_GRACE_MS = 15_000;

function stop(child) {
  // A process ended by a signal has no exit code, only a signal code: it has ended all the same,
  // and waiting for its 'exit' again would wait forever.
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

module.exports = { root, waitFor, startSandbox, startApi, stop };
