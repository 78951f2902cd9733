import { callApi, takeEarly, type ErpStatusResponse } from 'shared';

export type { ErpStatusResponse };

const unreachable = (reason: string): ErpStatusResponse => ({
  statusCode: 503,
  statusMessage: 'ERP unreachable',
  data: { status: { message_type: 'E', message_line_string: reason } },
});

/** GET /api/erp-status. A call that fails reads as an unreachable ERP: the gate decides either way. */
export async function fetchErpStatus(signal?: AbortSignal): Promise<ErpStatusResponse> {
  try {
    // A reloaded page's early script may have asked already (shell/src/lib/early-session).
    return await takeEarly('GET /erp-status', () => callApi('GET /erp-status', {}, { signal, skipErrorToast: true }));
  } catch {
    return unreachable('The portal could not reach the ERP.');
  }
}

let early: Promise<ErpStatusResponse> | null = null;

/**
 * Asks for the ERP's status as the session starts, beside the profile and the accounts, so that a
 * down ERP is known before the accounts (which come from the ERP) give up
 * (docs/product/session-and-login.md#erp-down-gate). The gate then takes this answer.
 */
export function askErpStatusEarly(): Promise<ErpStatusResponse> {
  return (early = fetchErpStatus());
}

/** The ERP status for the gate: the answer asked for as the session started, once, or a new one. */
export function getErpStatus(signal?: AbortSignal): Promise<ErpStatusResponse> {
  const answer = early ?? fetchErpStatus(signal);
  early = null;
  return answer;
}
