import { Format } from 'typebox/format';
import { parseRequestDate, REQUEST_DATE_FORMAT } from 'shared/server';

/**
 * The string formats the endpoint declarations name. TypeBox passes a format it does not know,
 * so each one is registered here before any route compiles its schema (docs/architecture/endpoints.md).
 */
export function registerRequestFormats(): void {
  // A real calendar date as the ERP takes it, MM-DD-YYYY ('' means none): 02-30-2026 never reaches the ERP.
  Format.Set(REQUEST_DATE_FORMAT, (value) => value === '' || (/^\d{2}-\d{2}-\d{4}$/.test(value) && parseRequestDate(value) !== null));
}
