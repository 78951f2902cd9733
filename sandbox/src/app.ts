import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { DEFAULT_ALLOWED_ORIGINS } from './config';
import { erpPlugin } from './erp';
import { ErpStore } from './erp/store';
import { MailStore } from './mail/mail-store';
import { mailRoutes } from './mail/routes';
import { errorsPlugin } from './plugins/errors';
import { healthRoutes } from './plugins/health';
import { homeRoutes } from './plugins/home';
import { tokenizerPlugin } from './tokenizer/routes';
import { TokenizerState } from './tokenizer/state';

export interface SandboxOptions {
  /** Fastify's logger option; off unless given (tests stay quiet). */
  logger?: FastifyServerOptions['logger'];
  /** The sandbox's address as browsers see it. */
  publicUrl?: string;
  /** Origins whose pages may post card data to /tokenizer/tokenize. */
  tokenizerAllowedOrigins?: readonly string[];
  /** The clock, for the ERP's dates and the tokenizer's expiry. */
  now?: () => Date;
  /** Shown on the index page; the SMTP server itself is started by server.ts. */
  smtpPort?: number;
  mailStore?: MailStore;
  /** How long the ERP takes for a payment or deposit (tests of concurrent payments); 0 by default. */
  paymentDelayMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    erpStore: ErpStore;
    mailStore: MailStore;
    tokenizer: TokenizerState;
  }
}

export const DEFAULT_MERCHANT_GUID = 'sandbox-merchant-0001';

/** Builds the sandbox (not listening), so tests can drive it with app.inject. */
export function buildSandbox(opts: SandboxOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const publicUrl = (opts.publicUrl ?? 'http://localhost:8090').replace(/\/+$/, '');
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 1024 * 1024 })
    .setValidatorCompiler(TypeBoxValidatorCompiler)
    .withTypeProvider<TypeBoxTypeProvider>();

  const erpStore = new ErpStore({ now });
  const mailStore = opts.mailStore ?? new MailStore();
  const tokenizer = new TokenizerState(now, DEFAULT_MERCHANT_GUID);
  // Decorated so tests and later features reach the state without a second copy.
  app.decorate('erpStore', erpStore);
  app.decorate('mailStore', mailStore);
  app.decorate('tokenizer', tokenizer);

  void app.register(errorsPlugin);
  void app.register(homeRoutes, { smtpPort: opts.smtpPort ?? 2525 });
  void app.register(healthRoutes);
  void app.register(erpPlugin, {
    prefix: '/erp',
    store: erpStore,
    publicUrl,
    // The ERP charges session cards through the payment provider, here the sandbox tokenizer.
    tokens: (token) => tokenizer.vault.get(token),
    paymentDelayMs: opts.paymentDelayMs ?? 0,
  });
  void app.register(tokenizerPlugin, {
    prefix: '/tokenizer',
    state: tokenizer,
    now,
    publicUrl,
    allowedOrigins: opts.tokenizerAllowedOrigins ?? DEFAULT_ALLOWED_ORIGINS,
  });
  void app.register(mailRoutes, { prefix: '/mail', store: mailStore });
  return app;
}
