import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerRoutes } from './routes/customer';
import { instructionRoutes } from './routes/instructions';
import { invoiceRoutes } from './routes/invoice';
import { pdfRoutes } from './routes/pdf';
import { statusRoutes } from './routes/status';
import type { ErpStore } from './store';

export interface ErpOptions {
  store: ErpStore;
  /** The sandbox's address as browsers see it, for the instruction links. */
  publicUrl: string;
}

/** The sandbox ERP: register with prefix '/erp'. */
export const erpPlugin: FastifyPluginAsyncTypebox<ErpOptions> = async (app, { store, publicUrl }) => {
  await app.register(statusRoutes);
  await app.register(customerRoutes, { store, publicUrl });
  await app.register(invoiceRoutes, { store });
  await app.register(pdfRoutes, { store });
  await app.register(instructionRoutes);
};
