import { api, useRequest, type ErpCustomizingResponse } from 'shared';

export type { ErpCustomizingResponse };

/** POST /api/customer/customizing: the payment configuration of a company code (docs/product/invoices.md). */
export async function getCustomizing(companyCode: string, signal?: AbortSignal): Promise<ErpCustomizingResponse> {
  const { data } = await api.post<ErpCustomizingResponse>(
    '/customer/customizing',
    { company_code: companyCode },
    // The table falls back to every column, so a failure here is not worth a toast.
    { signal, skipErrorToast: true },
  );
  return data;
}

/** invoice_table.columns of the company; null until known, or when the call fails. */
export function useConfiguredColumns(companyCode: string | undefined): string[] | null {
  const { data } = useRequest(companyCode ? ['customizing', companyCode] : null, (signal) => getCustomizing(companyCode!, signal));
  return data?.invoice_table?.columns ?? null;
}
