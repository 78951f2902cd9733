import type { ErpCustomizingResponse } from '../../domain/endpoints/types/erp';
import { callApi } from './call-api';
// The data hook through 'shared/core', the singleton that holds it (docs/architecture/frontend.md#javascript-budgets).
import { useRequest, type RequestState } from 'shared/core';

/**
 * The payment configuration of a company (POST /api/customer/customizing), loaded the one way
 * every page needs it: no generic toast (each page says what a missing configuration means: the
 * payment pages 'Error getting configuration.', the invoice table every column, the top bar no
 * Deposits), and an unknown company code (the ERP's HTTP 200 with status E) is a failure like any
 * other, so `data` is a configuration or null (docs/product/messages.md).
 */
export function useCustomizing(companyCode: string | null | undefined): RequestState<ErpCustomizingResponse> {
  return useRequest(companyCode ? ['POST /customer/customizing', companyCode] : null, async (signal) => {
    const answer = await callApi('POST /customer/customizing', { body: { company_code: companyCode ?? '' } }, { signal, skipErrorToast: true });
    if (answer.status.message_type === 'E') throw new Error(answer.status.message_line_string);
    return answer as ErpCustomizingResponse;
  });
}
