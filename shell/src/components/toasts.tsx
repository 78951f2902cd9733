import { Alert, Stack } from 'shared/ui/core';
import { useEffect } from 'react';
import { useUiStore, type Toast } from 'shared/core';

const AUTO_HIDE_MS = 6000;

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useUiStore((s) => s.dismissToast);
  useEffect(() => {
    if (toast.persistent) return;
    const timer = setTimeout(() => dismiss(toast.id), AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);
  return (
    <Alert severity={toast.severity} variant="filled" onClose={() => dismiss(toast.id)} role={toast.severity === 'error' ? 'alert' : 'status'}>
      {toast.message}
    </Alert>
  );
}

/** The toasts of docs/product/messages.md, stacked in a corner; a persistent one stays until dismissed. */
export function Toasts() {
  const toasts = useUiStore((s) => s.toasts);
  return (
    <Stack spacing={1} aria-live="polite" sx={{ position: 'fixed', top: 72, right: 16, zIndex: 2000, maxWidth: 420 }} data-testid="toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
