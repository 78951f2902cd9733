import { createContext, useContext } from 'react';
import type { ErpStatusResponse } from 'shared/core';

export { isErpUp } from '../../../lib/erp-up';

export interface CheckedErpStatus {
  status: ErpStatusResponse;
  /** Asks the ERP again; the pages stay as they are until it answers. */
  recheck: () => void;
}

/** The status the gate checked, for the banner inside the layout it guards. */
export const ErpStatusContext = createContext<CheckedErpStatus | null>(null);

export const useCheckedErpStatus = (): CheckedErpStatus | null => useContext(ErpStatusContext);
