import { useEffect } from 'react';

/**
 * While `dirty`, closing or reloading the tab asks the browser's own "leave this page?" question
 * (docs/product/users-and-admin.md#user-form). The portal's BrowserRouter cannot hold an in-app
 * navigation, so only the browser-level exit is guarded.
 */
export function useWarnBeforeUnload(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a returnValue to show the question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
