/** More significant digits than a double keeps exactly (15 always round-trip). */
const MAX_EXACT_DIGITS = 15;
/** A quick test: no run this long of digits and dots, no literal that could lose precision. */
const LONG_NUMBER = /[0-9.]{16,}/;

/**
 * JSON text with every number literal that a double cannot hold exactly turned into a string of
 * the same digits, so the field's own parser sees what was sent: an amount of
 * 100.00000000000000000001 is refused for its decimals instead of being charged as 100.00, and
 * 99999999999999999999 is refused for its size instead of becoming 1e20. Fields that want a number
 * refuse the string (400). docs/product/constants.md#amounts.
 */
export function quoteInexactNumbers(text: string): string {
  if (!LONG_NUMBER.test(text)) return text;
  let out = '';
  let last = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) {
      inString = true;
      continue;
    }
    if (c !== 0x2d && (c < 0x30 || c > 0x39)) continue;
    let end = i + 1;
    while (end < text.length && /[0-9.eE+-]/.test(text[end]!)) end += 1;
    const literal = text.slice(i, end);
    if (significantDigits(literal) > MAX_EXACT_DIGITS) {
      out += `${text.slice(last, i)}"${literal}"`;
      last = end;
    }
    i = end - 1;
  }
  return last === 0 ? text : out + text.slice(last);
}

function significantDigits(literal: string): number {
  const mantissa = literal.replace(/^-/, '').split(/[eE]/)[0]!.replace('.', '');
  return mantissa.replace(/^0+/, '').length;
}
