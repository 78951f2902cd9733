import { VALIDATION } from '../constants/validation';

/**
 * Logins and e-mail addresses, one rule for the pages and the API server (docs/security/identifiers.md):
 * two strings that look alike are one identity. Migration 017's `identifier_key()` is the same
 * function in SQL, so stored rows compare with what a user types.
 */

/** Full stops that look like '.' and that NFKC leaves alone (U+3002; U+FF0E and U+FF61 map to it or to '.'). */
const FULL_STOPS = /[\u3002\uff0e\uff61]/gu;
/** Trailing dots of an address's domain: 'admin@portal.test.' is 'admin@portal.test'. */
const TRAILING_DOTS = /\.+$/u;
/**
 * Characters nobody can see or that steer how text is shown: controls, format characters
 * (zero-width space and joiners, bidi controls, soft hyphen), private-use and unassigned code
 * points, line and paragraph separators, and every default-ignorable code point (fillers,
 * variation selectors).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
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

export type IdentifierProblem = 'invisible' | 'space' | 'mixedScripts';

/** The message of each problem: VALIDATION.identifier. */
export const IDENTIFIER_MESSAGES: Record<IdentifierProblem, string> = VALIDATION.identifier;

/**
 * The one form of a login or an e-mail address: NFKC (full-width letters become ASCII), look-alike
 * full stops become '.', trimmed, lower-case, without trailing dots on the domain. Invisible
 * characters are kept, so that `identifierProblem` refuses them rather than letting them vanish.
 */
export function normalizeIdentifier(value: string): string {
  const normal = value.normalize('NFKC').replace(FULL_STOPS, '.').trim().toLowerCase().normalize('NFKC');
  return normal.includes('@') ? normal.replace(TRAILING_DOTS, '') : normal;
}

/** What is wrong with a (normalised) login or address, or null: invisible characters, spaces, mixed scripts. */
export function identifierProblem(value: string): IdentifierProblem | null {
  if (INVISIBLE.test(value)) return 'invisible';
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

/** Whether two logins or addresses are the same identity. */
export const sameIdentifier = (a: string, b: string): boolean => normalizeIdentifier(a) === normalizeIdentifier(b);
