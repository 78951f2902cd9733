/** The sandbox's settings, read from the environment once at start. */
export interface SandboxConfig {
  host: string;
  port: number;
  smtpPort: number;
  /** The HTTP address as browsers reach it (tokenizer_url, instruction links). */
  publicUrl: string;
  tokenizerAllowedOrigins: string[];
  logLevel: string;
  /** How long the ERP takes for a payment or deposit, in ms (to overlap two in a test). */
  paymentDelayMs: number;
}

export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:8080'];

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return n;
}

function milliseconds(value: string | undefined, name: string): number {
  if (value === undefined || value.trim() === '') return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 60_000) throw new Error(`${name} must be 0-60000 ms, got "${value}"`);
  return n;
}

export function origins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [...DEFAULT_ALLOWED_ORIGINS];
  return value
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => o !== '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const httpPort = port(env.SANDBOX_PORT, 8090, 'SANDBOX_PORT');
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: httpPort,
    smtpPort: port(env.SANDBOX_SMTP_PORT, 2525, 'SANDBOX_SMTP_PORT'),
    publicUrl: (env.SANDBOX_PUBLIC_URL?.trim() || `http://localhost:${httpPort}`).replace(/\/+$/, ''),
    tokenizerAllowedOrigins: origins(env.TOKENIZER_ALLOWED_ORIGINS),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    paymentDelayMs: milliseconds(env.SANDBOX_PAYMENT_DELAY_MS, 'SANDBOX_PAYMENT_DELAY_MS'),
  };
}
