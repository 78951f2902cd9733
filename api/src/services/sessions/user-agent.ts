/** Longest browser summary kept; a User-Agent is the client's to choose, so nothing longer is stored. */
const MAX_LENGTH = 60;

/** First match wins: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/**
 * A short readable name of the browser behind a User-Agent header, such as 'Chrome 131 on
 * Windows', for the list of a user's sessions (docs/security/sessions.md). Only this summary is
 * stored, not the header. Unknown parts read 'Unknown browser' and are left out for the system.
 */
export function summarizeUserAgent(header: string | undefined): string {
  const ua = (header ?? '').slice(0, 512);
  const browser = BROWSERS.map(([name, pattern]) => {
    const match = pattern.exec(ua);
    return match ? `${name} ${match[1]}` : null;
  }).find((found) => found !== null);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0];
  const name = browser ?? 'Unknown browser';
  return (system ? `${name} on ${system}` : name).slice(0, MAX_LENGTH);
}
