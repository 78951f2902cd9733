import { quoteInexactNumbers } from '../src/security/exact-numbers';

describe('number literals a double cannot hold', () => {
  it.each([
    ['{"a":100.00000000000000000001}', '{"a":"100.00000000000000000001"}'],
    ['{"a":0.30000000000000004,"b":[1,2]}', '{"a":"0.30000000000000004","b":[1,2]}'],
    ['[99999999999999999999, -1234567890123456.5]', '["99999999999999999999", "-1234567890123456.5"]'],
  ])('become strings of the digits sent: %s', (text, quoted) => {
    expect(quoteInexactNumbers(text)).toBe(quoted);
    expect(JSON.parse(quoteInexactNumbers(text))).toEqual(JSON.parse(quoted));
  });

  it.each([
    '{"a":123456789012345,"b":1e300,"c":0.1,"d":-12.5}',
    '{"s":"12345678901234567890","t":"a\\\\"}',
    '{"s":"quote \\" 12345678901234567890 inside"}',
  ])('leaves exact numbers and strings as they are: %s', (text) => {
    expect(quoteInexactNumbers(text)).toBe(text);
  });
});
