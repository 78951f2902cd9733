import { callApi, endSession } from 'shared';

/** POST /api/token/logout ends the session on the server; the tab forgets it either way. */
export async function logout(): Promise<void> {
  try {
    await callApi('POST /token/logout', { body: {} }, { skipErrorToast: true, skipAuthRefresh: true });
  } finally {
    endSession();
  }
}
