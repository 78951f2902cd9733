import { IDENTIFIER_MESSAGES, type IdentifierProblem } from '../constants/identifier-messages';
import { hasInvisibleCharacters } from './identifiers';

export { IDENTIFIER_MESSAGES, type IdentifierProblem };

const SPACE = /\s/u;

/** Scripts told apart for the mixed-script rule; a letter of any other script counts as 'other'. */
const SCRIPTS: readonly [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
];
/** Scripts written together (Unicode TS #39's "highly restrictive" level): Latin with Japanese, Chinese or Korean. */
const WRITTEN_TOGETHER: readonly (readonly string[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

/**
 * What is wrong with a (normalised) login or address, or null (docs/security/identifiers.md#what-is-refused):
 * invisible characters, spaces, letters of more than one alphabet.
 */
export function identifierProblem(value: string): IdentifierProblem | null {
  if (hasInvisibleCharacters(value)) return 'invisible';
  if (SPACE.test(value)) return 'space';
  return mixesScripts(value) ? 'mixedScripts' : null;
}

function mixesScripts(value: string): boolean {
  const used = new Set<string>();
  for (const char of value) {
    if (!/\p{L}/u.test(char)) continue;
    used.add(SCRIPTS.find(([, test]) => test.test(char))?.[0] ?? 'other');
  }
  if (used.size <= 1) return false;
  return !WRITTEN_TOGETHER.some((together) => [...used].every((script) => together.includes(script)));
}
