import { buildSandbox } from './app';
import { loadConfig } from './config';
import { startSmtpCatcher } from './mail/smtp';

/** Starts the sandbox: HTTP on SANDBOX_PORT, the SMTP catcher on SANDBOX_SMTP_PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = buildSandbox({
    logger: {
      level: config.logLevel,
      // Bearer tokens of the tokenizer must not end up in logs.
      redact: ['req.headers.authorization'],
    },
    publicUrl: config.publicUrl,
    tokenizerAllowedOrigins: config.tokenizerAllowedOrigins,
    smtpPort: config.smtpPort,
    paymentDelayMs: config.paymentDelayMs,
  });

  const smtp = await startSmtpCatcher({
    store: app.mailStore,
    port: config.smtpPort,
    host: config.host,
    onMail: (summary) => app.log.info(summary),
    onError: (err) => app.log.warn({ err }, 'smtp connection error'),
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await smtp.close();
    throw err;
  }

  const http = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  console.log(
    [
      'Invoice portal sandbox is running',
      `  index      ${http}/`,
      `  ERP        ${http}/erp   (status: ${http}/erp/status)`,
      `  tokenizer  ${http}/tokenizer   (browsers post to ${config.publicUrl}/tokenizer/tokenize)`,
      `  mail       ${http}/mail`,
      `  SMTP       smtp://${config.host}:${smtp.port}`,
      `  allowed tokenizer origins: ${config.tokenizerAllowedOrigins.join(', ')}`,
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl+C means now.
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    // Open SMTP sessions may linger; do not wait for them forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    Promise.all([app.close(), smtp.close()])
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        console.error(err);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('sandbox failed to start:', err);
  process.exit(1);
});
