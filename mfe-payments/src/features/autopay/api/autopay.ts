import { callApi, useApi, type AutopayBody, type AutopayEnrolment } from 'shared';

/** The agreement, the notice days and the enrolments of the acting user's accounts (docs/product/autopay.md). */
export const useAutopay = () => useApi('GET /autopay', {}, { config: { skipErrorToast: true } });

/** Enrols an account, or changes its enrolment; the page shows the server's words on a refusal. */
export const enrolAutopay = (body: AutopayBody): Promise<AutopayEnrolment> => callApi('PUT /autopay', { body }, { skipErrorToast: true });

export const setAutopayState = (enrolmentId: string, State: 'active' | 'paused'): Promise<AutopayEnrolment> =>
  callApi('PATCH /autopay/:enrolmentId', { params: { enrolmentId }, body: { State } }, { skipErrorToast: true });

export const stopAutopay = (enrolmentId: string): Promise<AutopayEnrolment> =>
  callApi('DELETE /autopay/:enrolmentId', { params: { enrolmentId } }, { skipErrorToast: true });
