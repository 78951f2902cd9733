import type { FieldErrors, Resolver } from 'react-hook-form';
import { centsToInput, type AutopayBody, type AutopayEnrolment, type HeaderItem } from 'shared';
import { AUTOPAY_TEXTS, autopayDaysBefore, autopayMaximumCents } from 'shared/payments';
import type { AutopayFormValues, AutopayMethodOption } from '../types/autopay';

/**
 * The form's check: shared's AutoPay rules and texts, the ones the API server runs on the same
 * strings (docs/product/autopay.md#the-page), so the page and the server never disagree.
 */
export const autopayResolver: Resolver<AutopayFormValues> = (values) => {
  const errors: FieldErrors<AutopayFormValues> = {};
  const problem = (message: string) => ({ type: 'autopay', message });
  if (!values.method) errors.method = problem(AUTOPAY_TEXTS.methodRequired);
  if (autopayDaysBefore({ timing: values.timing, daysBefore: values.daysBefore }) === 'daysBefore') errors.daysBefore = problem(AUTOPAY_TEXTS.daysBefore);
  if (autopayMaximumCents(values.maximum) === 'maximum') errors.maximum = problem(AUTOPAY_TEXTS.maximum);
  if (!values.accepted) errors.accepted = problem(AUTOPAY_TEXTS.acceptRequired);
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** A new form, or the enrolment's options to change; the agreement is always accepted anew. */
export function initialValues(enrolment: AutopayEnrolment | null, options: readonly AutopayMethodOption[]): AutopayFormValues {
  const kept = enrolment && options.some((o) => o.token === enrolment.PaymentCardToken) ? enrolment.PaymentCardToken : '';
  return {
    // One method only: chosen for the customer.
    method: kept || (options.length === 1 ? options[0]!.token : ''),
    timing: enrolment?.Timing ?? 'due',
    daysBefore: enrolment && enrolment.Timing === 'before' ? String(enrolment.DaysBefore) : '',
    maximum: enrolment?.MaximumCents != null ? centsToInput(enrolment.MaximumCents, enrolment.LastRun?.Currency) : '',
    accepted: false,
  };
}

/** PUT /api/autopay's body: the amounts as typed (the server reads them with the same rules), the agreement's version shown. */
export function autopayBodyOf(values: AutopayFormValues, account: HeaderItem, agreementVersion: string): AutopayBody {
  return {
    Account: account.PrimaryAcct,
    CompanyCode: account.CompanyCode,
    PaymentCardToken: values.method,
    Timing: values.timing,
    ...(values.timing === 'before' ? { DaysBefore: values.daysBefore.trim() } : {}),
    Maximum: values.maximum.trim() === '' ? null : values.maximum,
    AgreementVersion: agreementVersion,
    Accepted: values.accepted,
  };
}
