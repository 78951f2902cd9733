import { api } from 'shared';

/** DELETE /api/impersonation: the server records the stop with both users. */
export async function stopImpersonation(): Promise<void> {
  await api.delete('/impersonation', { data: {}, skipErrorToast: true });
}
