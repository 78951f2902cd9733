import { string } from 'yup';
import { IDENTIFIER_MESSAGES, identifierProblem, normalizeIdentifier } from '../rules/identifiers';

/**
 * A login or an e-mail address as every form takes it (docs/security/identifiers.md): cast to its
 * one normalised form (what the API server stores and compares), and refused, with a message
 * saying why, when it holds invisible or control characters, spaces, or mixes alphabets. Add
 * `.required()` and `.email()` after it: its message comes first. For an e-mail field (`email:
 * true`) only invisible characters get a message of their own: the address rule and its message
 * refuse spaces and every letter outside ASCII anyway.
 */
export function identifierString({ email = false }: { email?: boolean } = {}) {
  return string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizeIdentifier(value) : value))
    .test('identifier', IDENTIFIER_MESSAGES.invisible, function check(value) {
      const problem = value ? identifierProblem(value) : null;
      if (!problem || (email && problem !== 'invisible')) return true;
      return this.createError({ message: IDENTIFIER_MESSAGES[problem] });
    });
}

/**
 * A login as the login form sends it: normalised, so that it finds the user however it was typed,
 * but not refused here; a login nobody has gets the login's one answer (docs/product/session-and-login.md).
 */
export const loginString = () =>
  string().transform((value: unknown) => (typeof value === 'string' ? normalizeIdentifier(value) : value));
