import { api, useRequest, type OrgUnitsResponse, type RequestState } from 'shared';

/** GET /api/configuration/org-units: the ERP's active company codes and sales organizations, the only choices. */
export async function getOrgUnits(signal?: AbortSignal): Promise<OrgUnitsResponse> {
  const { data } = await api.get<OrgUnitsResponse>('/configuration/org-units', { signal, skipErrorToast: true });
  return data;
}

export const useOrgUnits = (load: boolean): RequestState<OrgUnitsResponse> =>
  useRequest(load ? 'org-units' : null, getOrgUnits, { sameForEveryUser: true });
