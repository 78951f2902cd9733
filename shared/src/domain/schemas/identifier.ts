import { string } from 'yup';
import { IDENTIFIER_MESSAGES } from '../constants/identifier-messages';
import { hasInvisibleCharacters, normalizeIdentifier } from '../rules/identifiers';

/**
 * A login as the login form sends it: normalised (docs/security/identifiers.md), so that it finds
 * the user however it was typed, but not refused here: a login nobody has gets the login's one
 * answer (docs/product/session-and-login.md).
 */
export const loginString = () =>
  string().transform((value: unknown) => (typeof value === 'string' ? normalizeIdentifier(value) : value));

/**
 * An e-mail address as every form takes it: cast to its normal form (what the API server stores
 * and compares) and refused with IDENTIFIER_MESSAGES.invisible when it holds invisible characters.
 * Add `.required()` and `.email()` after it: its message comes first. The address rule refuses
 * spaces and every letter outside ASCII itself, with the field's own message.
 */
export const emailIdentifierString = () =>
  loginString().test('identifier', IDENTIFIER_MESSAGES.invisible, (value) => !value || !hasInvisibleCharacters(value));
