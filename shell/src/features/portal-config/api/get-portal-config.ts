import { useEffect } from 'react';
import { create } from 'zustand';
import { api, type PortalConfigResponse } from 'shared';

interface PortalConfigState {
  config: PortalConfigResponse['config'] | null;
  failed: boolean;
  load: () => Promise<void>;
}

/** GET /api/config: theme, version, session limits; loaded once before anything is shown. */
export const usePortalConfigStore = create<PortalConfigState>()((set, get) => ({
  config: null,
  failed: false,
  load: async () => {
    if (get().config) return;
    try {
      const { data } = await api.get<PortalConfigResponse>('/config', { skipErrorToast: true });
      set({ config: data.config, failed: false });
    } catch {
      set({ failed: true });
    }
  },
}));

export function usePortalConfig() {
  const state = usePortalConfigStore();
  useEffect(() => {
    void state.load();
    // load once; the store keeps the answer
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
