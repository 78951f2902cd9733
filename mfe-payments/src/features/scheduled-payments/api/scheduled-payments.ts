import { callApi, useApi, type ScheduledPayment } from 'shared';

/** The scheduled payments of the acting user's accounts (docs/product/scheduled-payments.md). */
export const useScheduledPayments = () => useApi('GET /payments/scheduled', {}, { config: { skipErrorToast: true } });

export const cancelScheduledPayment = (scheduleId: string): Promise<ScheduledPayment> =>
  callApi('DELETE /payments/scheduled/:scheduleId', { params: { scheduleId } }, { skipErrorToast: true });

export const moveScheduledPayment = (scheduleId: string, day: string, confirmLateDate: boolean): Promise<ScheduledPayment> =>
  callApi('PATCH /payments/scheduled/:scheduleId', { params: { scheduleId }, body: { scheduled_date: day, confirmLateDate } }, { skipErrorToast: true });
