import { api } from 'shared';

/** DELETE /api/impersonation: the server records the stop. */
export async function stopImpersonation(): Promise<void> {
  await api.delete('/impersonation', { data: {} });
}
