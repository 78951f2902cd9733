import { api, type ErpStatusResponse } from 'shared';

export type { ErpStatusResponse };

export const isErpUp = (status: ErpStatusResponse | null): boolean => status?.data?.status?.message_type === 'S';

const unreachable = (reason: string): ErpStatusResponse => ({
  statusCode: 503,
  statusMessage: 'ERP unreachable',
  data: { status: { message_type: 'E', message_line_string: reason } },
});

/** GET /api/erp-status. A call that fails reads as an unreachable ERP: the gate decides either way. */
export async function fetchErpStatus(signal?: AbortSignal): Promise<ErpStatusResponse> {
  try {
    const { data } = await api.get<ErpStatusResponse>('/erp-status', { signal, skipErrorToast: true });
    return data;
  } catch {
    return unreachable('The portal could not reach the ERP.');
  }
}

/** An early answer is used only this soon after it was asked for. */
const EARLY_ANSWER_KEPT_MS = 30_000;
let early: { answer: Promise<ErpStatusResponse>; at: number } | null = null;

/**
 * Asks for the ERP's status as the session starts, beside the profile and the accounts, so that a
 * down ERP is known before the accounts (which come from the ERP) give up
 * (docs/product/session-and-login.md#the-erp-down-gate). The gate then takes this answer.
 */
export function askErpStatusEarly(): Promise<ErpStatusResponse> {
  const answer = fetchErpStatus();
  early = { answer, at: Date.now() };
  return answer;
}

/** The early answer, once, if it is recent; null otherwise. */
export function takeEarlyErpStatus(): Promise<ErpStatusResponse> | null {
  const taken = early && Date.now() - early.at < EARLY_ANSWER_KEPT_MS ? early.answer : null;
  early = null;
  return taken;
}
