import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
const SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0', singleton: true },
  { name: 'shared', version: '1.0.0', requiredVersion: '^1.0.0', singleton: true },
];

let scratch: string;
let root: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'portal-commands-'));
  root = path.join(scratch, 'deploy');
  mkdirSync(path.join(root, 'shell'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: SHARED }));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A build made elsewhere (as --dist takes it), carrying its version in its manifest. */
function build(marker: string, shared: object[] = SHARED): string {
  const dist = mkdtempSync(path.join(scratch, 'dist-'));
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'mfe_admin', metaData: { buildInfo: { buildVersion: '2.1.0' } }, shared }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), `var mfe_admin; // ${marker}`);
  return dist;
}

/** `npm run <command> -- ...args`, as the operator types it (without npm's own lines). */
function run(command: 'release' | 'rollback' | 'remotes' | 'promote', ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(repo, 'scripts', `${command}.mjs`), ...args], { cwd: repo, encoding: 'utf8' });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

describe('npm run release / rollback / remotes', () => {
  it('release --canary, remotes, promote, and a canary ended by rollback: one line each, exit 0', () => {
    const stable = /is live/.test(run('release', 'mfe-admin', '--root', root, '--dist', build('one')).out);
    expect(stable).toBe(true);
    const canary = run('release', 'mfe-admin', '--root', root, '--dist', build('two'), '--canary', '20', '--by', 'ops', '--reason', 'CHG-9');
    expect(canary).toMatchObject({ status: 0, out: expect.stringMatching(/^mfe-admin 2\.1\.0-[0-9a-f]{8} is live for 20 % of browsers as a canary; the others keep 2\.1\.0-[0-9a-f]{8}\. /) });
    const name = /mfe-admin (\S+) is live for/.exec(canary.out)![1];
    expect(run('remotes', '--root', root).out).toContain(`  canary    ${name}  for 20 % of browsers since `);
    expect(run('release', 'mfe-admin', '--root', root, '--dist', build('three'), '--canary', '100')).toMatchObject({ status: 1, err: expect.stringContaining('whole percent from 1 to 99') });
    expect(run('promote', 'mfe-admin', '--root', root, '--by', 'ops')).toMatchObject({ status: 0, out: expect.stringContaining(`mfe-admin ${name} is live for everyone`) });
    expect(run('promote', 'mfe-admin', '--root', root)).toMatchObject({ status: 1, err: 'mfe-admin has no canary to promote.\n' });
    run('release', 'mfe-admin', '--root', root, '--dist', build('four'), '--canary', '5');
    expect(run('rollback', 'mfe-admin', '--root', root)).toMatchObject({ status: 0, out: expect.stringContaining(`every browser gets ${name} again`) });
    const events = JSON.parse(readFileSync(path.join(root, 'history.json'), 'utf8')).events as Array<{ action: string; by: string; percent?: number }>;
    expect(events.map((e) => e.action)).toEqual(['release', 'canary', 'promote', 'canary', 'rollback']);
    expect(events[1]).toMatchObject({ by: 'ops', reason: 'CHG-9', percent: 20 });
  });

  it('release, release again, rollback and list: one line each, exit 0', () => {
    const first = run('release', 'mfe-admin', '--root', root, '--dist', build('one'));
    expect(first).toMatchObject({ status: 0, out: expect.stringMatching(/^mfe-admin 2\.1\.0-[0-9a-f]{8} is live \(was none\)\n$/) });
    const one = /mfe-admin (\S+) is live/.exec(first.out)![1];
    const again = run('release', 'mfe_admin', '--root', root, '--dist', build('one'));
    expect(again).toMatchObject({ status: 0, out: `mfe-admin ${one} is already live; nothing changed.\n` });

    const second = run('release', 'mfe-admin', '--root', root, '--dist', build('two'));
    const two = /mfe-admin (\S+) is live/.exec(second.out)![1];
    expect(two).not.toBe(one);
    const back = run('rollback', 'mfe-admin', '--root', root);
    expect(back).toMatchObject({ status: 0, out: `mfe-admin ${one} is live again (was ${two}). Pages load it from their next reload.\n` });
    expect(JSON.parse(readFileSync(path.join(root, 'remotes.json'), 'utf8'))).toEqual({
      mfe_admin: {
        entry: `/remotes/mfe-admin/${one}/mf-manifest.json`,
        integrity: {
          [`/remotes/mfe-admin/${one}/mf-manifest.json`]: expect.stringMatching(/^sha384-[A-Za-z0-9+/]{64}$/),
          [`/remotes/mfe-admin/${one}/remoteEntry.js`]: expect.stringMatching(/^sha384-[A-Za-z0-9+/]{64}$/),
        },
      },
    });

    const listed = run('remotes', '--root', root);
    expect(listed.status).toBe(0);
    expect(listed.out).toContain(`mfe-admin (mfe_admin)\n  live      ${one}  since `);
    expect(listed.out).toMatch(new RegExp(`  earlier   ${two}  last live \\d{4}-`));
    expect(listed.out).toContain('  requires  react ^19.2.0, shared ^1.0.0');
    expect(listed.out).toContain('mfe-payments (mfe_payments)\n  live      none');
  });

  it('refuses with a reason and exit 1: nothing earlier, an unknown release or remote, a misfit, bad arguments', () => {
    expect(run('rollback', 'mfe-admin', '--root', root)).toMatchObject({ status: 1, err: expect.stringContaining('mfe-admin has no release earlier than its live one') });
    run('release', 'mfe-admin', '--root', root, '--dist', build('one'));
    expect(run('rollback', 'mfe-admin', '1.0.0-deadbeef', '--root', root)).toMatchObject({ status: 1, err: expect.stringContaining('mfe-admin has no release "1.0.0-deadbeef"') });
    expect(run('release', 'mfe-nothing', '--root', root)).toMatchObject({ status: 1, err: expect.stringContaining('Unknown remote "mfe-nothing"') });
    const misfit = build('new-react', [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }]);
    expect(run('release', 'mfe-admin', '--root', root, '--dist', misfit)).toMatchObject({
      status: 1,
      err: expect.stringContaining('react: the remote requires ^20.0.0, the live shell provides 19.3.1'),
    });
    expect(run('release', '--root', root)).toMatchObject({ status: 1, err: expect.stringContaining('Usage: npm run release') });
    expect(run('rollback', 'mfe-admin', '--fast', '--root', root)).toMatchObject({ status: 1, err: expect.stringContaining('Unknown option --fast') });
  });

  it('--by and --reason go into the history; without --by, the operating-system user', () => {
    run('release', 'mfe-admin', '--root', root, '--dist', build('one'), '--by', 'alice', '--reason', 'CHG-7 new audit filter');
    run('release', 'mfe-admin', '--root', root, '--dist', build('two'));
    expect(run('rollback', 'mfe-admin', '--root', root, '--by=bob', '--reason=filter broke the export')).toMatchObject({ status: 0 });
    const events = JSON.parse(readFileSync(path.join(root, 'history.json'), 'utf8')).events as { by: string; reason: string | null }[];
    expect(events.map((e) => [e.by, e.reason])).toEqual([
      ['alice', 'CHG-7 new audit filter'],
      [userInfo().username, null],
      ['bob', 'filter broke the export'],
    ]);
    expect(run('release', 'mfe-admin', '--root', root, '--reason')).toMatchObject({ status: 1, err: expect.stringContaining('--reason needs a value') });
  });

  it('--force releases a misfit and says so; the history keeps it', () => {
    const misfit = build('new-react', [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }]);
    const forced = run('release', 'mfe-admin', '--root', root, '--dist', misfit, '--force');
    expect(forced).toMatchObject({ status: 0, out: expect.stringContaining('(forced past: react: the remote requires ^20.0.0, the live shell provides 19.3.1)') });
    expect(JSON.parse(readFileSync(path.join(root, 'history.json'), 'utf8')).events.at(-1)).toMatchObject({ forced: true });
    expect(run('remotes', '--root', root).out).toMatch(/live {6}2\.1\.0-[0-9a-f]{8} {2}since \S+ {2}\(forced\)/);
  });

  it('release -- shell --dist installs a shell built elsewhere, without building in the repository', () => {
    const dist = mkdtempSync(path.join(scratch, 'shell-dist-'));
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'shell', metaData: { buildInfo: { buildVersion: '3.0.0' } }, shared: SHARED }));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell built elsewhere</title>');
    const result = run('release', 'shell', '--root', root, '--dist', dist);
    expect(result).toMatchObject({ status: 0, out: expect.stringMatching(/^shell 3\.0\.0-[0-9a-f]{8} is live in /) });
    expect(result.out).not.toContain('building');
    expect(readFileSync(path.join(root, 'shell', 'index.html'), 'utf8')).toContain('shell built elsewhere');
  });

  it('without --dist and without the toolchain, a stale build is refused with what to do instead', () => {
    const script = `
      import(${JSON.stringify(path.join(repo, 'scripts/lib/deploy.mjs'))}).then((deploy) => {
        const out = { here: deploy.hasToolchain(), elsewhere: deploy.hasToolchain(${JSON.stringify(scratch)}) };
        try { deploy.buildForRelease('mfe-admin', { stale: true, toolchain: false }); } catch (error) { out.refusal = error.message; }
        deploy.buildForRelease('mfe-admin', { stale: false, toolchain: false });
        console.log(JSON.stringify(out));
      });`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8' });
    expect(result.status).toBe(0);
    const out = JSON.parse(result.stdout) as { here: boolean; elsewhere: boolean; refusal: string };
    expect(out).toMatchObject({ here: true, elsewhere: false });
    expect(out.refusal).toContain('needs the full toolchain');
    expect(out.refusal).toContain('npm run release -- mfe-admin --dist');
  });
});
