import { create } from 'zustand';
import { api, type ErpStatusResponse } from 'shared';

interface ErpStatusState {
  status: ErpStatusResponse | null;
  load: () => Promise<ErpStatusResponse>;
  reset: () => void;
}

const unreachable = (reason: string): ErpStatusResponse => ({
  statusCode: 503,
  statusMessage: 'ERP unreachable',
  data: { status: { message_type: 'E', message_line_string: reason } },
});

/** GET /api/erp-status, once per session: a bad ERP connection changes where users may go. */
export const useErpStatusStore = create<ErpStatusState>()((set) => ({
  status: null,
  load: async () => {
    let status: ErpStatusResponse;
    try {
      ({ data: status } = await api.get<ErpStatusResponse>('/erp-status', { skipErrorToast: true }));
    } catch {
      status = unreachable('The portal could not reach the ERP.');
    }
    set({ status });
    return status;
  },
  reset: () => set({ status: null }),
}));

export const isErpUp = (status: ErpStatusResponse | null): boolean =>
  status?.data.status.message_type === 'S';
