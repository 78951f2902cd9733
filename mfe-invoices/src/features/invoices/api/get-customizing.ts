import { useEffect, useState } from 'react';
import { api, type ErpCustomizingResponse } from 'shared';
import { actingParams } from '../../../lib/acting-params';

export type { ErpCustomizingResponse };

/** POST /api/customer/customizing: the payment configuration of a company code (spec §3). */
export async function getCustomizing(companyCode: string, signal?: AbortSignal): Promise<ErpCustomizingResponse> {
  const { data } = await api.post<ErpCustomizingResponse>(
    '/customer/customizing',
    { company_code: companyCode },
    // The table falls back to every column, so a failure here is not worth a toast.
    { params: actingParams(), signal, skipErrorToast: true },
  );
  return data;
}

/** invoice_table.columns of the company; null until known, or when the call fails. */
export function useConfiguredColumns(companyCode: string | undefined): string[] | null {
  const [columns, setColumns] = useState<{ companyCode: string; columns: string[] | null } | null>(null);
  useEffect(() => {
    if (!companyCode) return;
    const controller = new AbortController();
    getCustomizing(companyCode, controller.signal)
      .then((data) => setColumns({ companyCode, columns: data.invoice_table?.columns ?? null }))
      .catch(() => !controller.signal.aborted && setColumns({ companyCode, columns: null }));
    return () => controller.abort();
  }, [companyCode]);
  // An answer for another company is not this one's.
  return columns && columns.companyCode === companyCode ? columns.columns : null;
}
