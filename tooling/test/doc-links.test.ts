import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Comments and docs point at a part of a doc by its heading ('docs/security/second-factor.md#the-factors').
 * A heading renamed or a section moved leaves such a pointer going nowhere, which nothing else
 * would notice: every pointer of the repository's own files must name a heading of its doc.
 */
const root = path.resolve(__dirname, '../..');
const SCANNED = /\.(md|ts|tsx|js|mjs|cjs|json|conf|html)$/;
/** A doc path (relative to the file, or to the repository) and an anchor. */
const POINTER = /((?:\.{1,2}\/|docs\/)?[\w./-]*?[\w-]+\.md)#([\w-]+)/g;

/** The anchor a Markdown viewer gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => SCANNED.test(file) && existsSync(path.join(root, file)));

const anchors = new Map<string, Set<string>>();
function anchorsOf(doc: string): Set<string> {
  let found = anchors.get(doc);
  if (!found) {
    const text = readFileSync(path.join(root, doc), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    found = new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1] ?? '')));
    anchors.set(doc, found);
  }
  return found;
}

describe("the pointers to a doc's headings", () => {
  it('reads a heading as a Markdown viewer anchors it', () => {
    expect(anchorOf('One job queue, on the portal\'s own database')).toBe('one-job-queue-on-the-portals-own-database');
    expect(anchorOf('`npm start`')).toBe('npm-start');
    expect(anchorOf('Passkeys: relying party and origin')).toBe('passkeys-relying-party-and-origin');
  });

  it('name a heading of their doc, in every file of the repository', () => {
    const broken: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const [, doc = '', anchor = ''] of text.matchAll(POINTER)) {
        const target = [path.join(path.dirname(file), doc), doc].map((p) => path.normalize(p)).find((p) => existsSync(path.join(root, p)));
        // A doc outside the repository (another project's README, say) is not this test's to check.
        if (!target) continue;
        if (!anchorsOf(target).has(anchor)) broken.push(`${file}: ${doc}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
