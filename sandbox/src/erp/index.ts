import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerRoutes } from './routes/customer';
import { instructionRoutes } from './routes/instructions';
import { invoiceRoutes } from './routes/invoice';
import { orgUnitRoutes } from './routes/org-units';
import { paymentRoutes } from './routes/payments';
import { pdfRoutes } from './routes/pdf';
import { statusRoutes } from './routes/status';
import { testingRoutes } from './routes/testing';
import type { TokenLookup } from './payments/method';
import type { ErpStore } from './store';

export interface ErpOptions {
  store: ErpStore;
  /** The sandbox's address as browsers see it, for the instruction links. */
  publicUrl: string;
  /** The tokenizer's vault, where the ERP finds session (unsaved) cards. */
  tokens: TokenLookup;
  /** Delay of every payment and deposit (SANDBOX_PAYMENT_DELAY_MS), 0 by default. */
  paymentDelayMs?: number;
}

/** The sandbox ERP: register with prefix '/erp'. */
export const erpPlugin: FastifyPluginAsyncTypebox<ErpOptions> = async (app, { store, publicUrl, tokens, paymentDelayMs }) => {
  await app.register(statusRoutes);
  await app.register(customerRoutes, { store, publicUrl });
  await app.register(orgUnitRoutes);
  await app.register(invoiceRoutes, { store });
  await app.register(pdfRoutes, { store });
  await app.register(instructionRoutes);
  await app.register(paymentRoutes, { store, tokens, paymentDelayMs: paymentDelayMs ?? 0 });
  await app.register(testingRoutes, { store });
};
