import { create } from 'zustand';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';
export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
  /** A persistent toast stays until dismissed (the idle-timeout toast, docs/product/messages.md). */
  persistent?: boolean;
  onDismiss?: () => void;
}

interface UiState {
  /** docs/product/session-and-login.md Loading: a global counter that goes up and down around every call. */
  loading: number;
  toasts: Toast[];
  /** The page's own name; the shell puts it before the brand's title in the tab (usePageTitle). */
  pageTitle: string | null;
  startLoading: () => void;
  stopLoading: () => void;
  pushToast: (toast: Omit<Toast, 'id'>) => number;
  dismissToast: (id: number) => void;
}

let nextToastId = 1;

export const useUiStore = create<UiState>()((set, get) => ({
  loading: 0,
  toasts: [],
  pageTitle: null,
  startLoading: () => set((s) => ({ loading: s.loading + 1 })),
  stopLoading: () => set((s) => ({ loading: Math.max(0, s.loading - 1) })),
  pushToast: (toast) => {
    const id = nextToastId++;
    set((s) => ({ toasts: [...s.toasts, { ...toast, id }] }));
    return id;
  },
  dismissToast: (id) => {
    const toast = get().toasts.find((t) => t.id === id);
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
    toast?.onDismiss?.();
  },
}));

export const toast = {
  success: (message: string) => useUiStore.getState().pushToast({ message, severity: 'success' }),
  info: (message: string) => useUiStore.getState().pushToast({ message, severity: 'info' }),
  warning: (message: string) => useUiStore.getState().pushToast({ message, severity: 'warning' }),
  error: (message: string) => useUiStore.getState().pushToast({ message, severity: 'error' }),
};
