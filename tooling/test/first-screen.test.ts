// eslint-disable-next-line @typescript-eslint/no-require-imports
const { largestFirst } = require('../first-screen-plugin') as { largestFirst(files: string[], sizeOf: (file: string) => number): string[] };

describe("the order of a page's first files (docs/architecture/phone-reload.md#the-order-of-the-first-files)", () => {
  it('names the largest first, and files of one size by name, so a build is repeatable', () => {
    const sizes: Record<string, number> = { 'a.js': 10, 'b.js': 80_000, 'c.js': 4_000, 'd.js': 4_000, 'e.js': 40_000 };
    expect(largestFirst(['a.js', 'b.js', 'c.js', 'd.js', 'e.js'], (f) => sizes[f] ?? 0)).toEqual(['b.js', 'e.js', 'c.js', 'd.js', 'a.js']);
    expect(largestFirst(['d.js', 'c.js'], (f) => sizes[f] ?? 0)).toEqual(['c.js', 'd.js']);
  });
});
