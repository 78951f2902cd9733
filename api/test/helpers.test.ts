import { cacheControlFor } from '../src/plugins/app/static-files';
import { themeForHost } from '../src/services/config/theme';

describe('theme by host', () => {
  const table = { 'brand2.localhost': 2, 'pay.example.com': 5 };
  it.each([
    ['brand2.localhost', 2],
    ['brand2.localhost:8080', 2],
    ['BRAND2.LOCALHOST:8080', 2],
    ['pay.example.com:443', 5],
    ['localhost:8080', 1],
    ['[::1]:8080', 1],
    ['', 1],
  ])('%s → theme %i', (host, theme) => {
    expect(themeForHost(host, table)).toBe(theme);
  });
  it('gives theme 1 without a Host header', () => {
    expect(themeForHost(undefined, table)).toBe(1);
  });
});

describe('cache control', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['remotes.json', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['logo.svg', 'no-cache'],
    ['main.3f9a1c2b.js', 'public, max-age=31536000, immutable'],
    ['521.a1b2c3d4e5f6.js', 'public, max-age=31536000, immutable'],
    ['styles-0123abcd.css', 'public, max-age=31536000, immutable'],
    ['main.3f9a1c2b.js.map', 'public, max-age=31536000, immutable'],
  ])('%s → %s', (file, header) => {
    expect(cacheControlFor(`/some/dir/${file}`)).toBe(header);
  });
});
