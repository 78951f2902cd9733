import type { ErpStatusResponse } from 'shared/core';

/** message_type S: the ERP connection is good (docs/product/session-and-login.md#erp-down-gate). */
export const isErpUp = (status: ErpStatusResponse | null): boolean => status?.data?.status?.message_type === 'S';
