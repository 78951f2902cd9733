/**
 * Logins and e-mail addresses, one rule for the pages and the API server (docs/security/identifiers.md):
 * two strings that look alike are one identity. Migration 017's `identifier_key()` is
 * `normalizeIdentifier` in SQL, so stored rows compare with what a user types. What else is refused
 * in a login is in ./identifier-problems.ts, which only the user form and the server load.
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

/**
 * The one form of a login or an e-mail address: NFKC (full-width letters become ASCII), look-alike
 * full stops become '.', trimmed, lower-case, without trailing dots on an address's domain.
 * Invisible characters are kept, so that they are refused rather than vanish.
 */
export function normalizeIdentifier(value: string): string {
  const normal = value.normalize('NFKC').replace(FULL_STOPS, '.').trim().toLowerCase().normalize('NFKC');
  return normal.includes('@') ? normal.replace(TRAILING_DOTS, '') : normal;
}

/** Whether a login or an address holds a character nobody can see (IDENTIFIER_MESSAGES.invisible). */
export const hasInvisibleCharacters = (value: string): boolean => INVISIBLE.test(value);

/** Whether two logins or addresses are the same identity. */
export const sameIdentifier = (a: string, b: string): boolean => normalizeIdentifier(a) === normalizeIdentifier(b);
