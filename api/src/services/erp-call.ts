import { ApiError } from '../errors';
import { ErpUnavailableError } from '../plugins/erp';

/** A 502 whose message the page may show; the ERP's detail stays in the log (as the cause). */
export function erpUnavailable(error: ErpUnavailableError, message: string): ApiError {
  const failure = new ApiError(502, message, 'erp_unavailable');
  failure.cause = error;
  return failure;
}

/** Runs fn; an unreachable ERP becomes a 502 with the call's message of spec §8. */
export async function erpCall<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ErpUnavailableError) throw erpUnavailable(error, message);
    throw error;
  }
}
