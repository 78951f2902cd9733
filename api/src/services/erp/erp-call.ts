import { erpOutcome, type ErpRefusedStatus, type ErpStatus } from 'shared/server';
import { ApiError } from '../../errors';
import { ErpRefusedError, ErpUnavailableError } from '../../plugins/external/erp';

/** A 502 whose message the page may show; the ERP's detail stays in the log (as the cause). */
export function erpUnavailable(error: ErpUnavailableError, message: string): ApiError {
  const failure = new ApiError(502, message, 'erp_unavailable');
  failure.cause = error;
  return failure;
}

/** The ERP refused (a 4xx, or status E): a 422 carrying its own message line. */
export function erpRefusal(message: string | undefined, fallback: string): ApiError {
  return new ApiError(422, message?.trim() || fallback, 'erp_refused');
}

/**
 * An error of an ERP call as the portal answers it: an unreachable ERP (or one answering out of
 * shape) a 502 with the call's own message for the page, an ERP refusing the request (4xx) a 422
 * with the ERP's own message; anything else as it is.
 */
export function erpFailure(error: unknown, message: string): unknown {
  if (error instanceof ErpUnavailableError) return erpUnavailable(error, message);
  if (error instanceof ErpRefusedError) {
    const refusal = erpRefusal(error.erpMessage, message);
    refusal.cause = error;
    return refusal;
  }
  return error;
}

/** Runs fn, its ERP errors answered by erpFailure. */
export async function erpCall<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw erpFailure(error, message);
  }
}

/**
 * The answer when the ERP did what was asked (S, or W with a message: erpOutcome of
 * docs/architecture/erp-status.md), else a 422 with its message. The shared schemas guarantee the
 * body of a usable answer, so the refused shape is left out of the type.
 */
export function usableAnswer<A extends { status: ErpStatus }>(answer: A, fallback: string): Exclude<A, { status: ErpRefusedStatus }> {
  if (erpOutcome(answer.status) === 'refused') throw erpRefusal(answer.status.message_line_string, fallback);
  return answer as Exclude<A, { status: ErpRefusedStatus }>;
}
