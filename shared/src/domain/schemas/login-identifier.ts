import { IDENTIFIER_MESSAGES, identifierProblem } from '../rules/identifier-problems';
import { loginString } from './identifier';

/**
 * A login as the user form takes it (any text, not only an address): normalised, and refused with
 * the reason when it holds invisible characters or spaces, or mixes alphabets
 * (docs/security/identifiers.md#what-is-refused). Add `.required()` after it.
 */
export const loginIdentifierString = () =>
  loginString().test('identifier', IDENTIFIER_MESSAGES.invisible, function check(value) {
    const problem = value ? identifierProblem(value) : null;
    return problem ? this.createError({ message: IDENTIFIER_MESSAGES[problem] }) : true;
  });
