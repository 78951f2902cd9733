import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageData, RemotesManifest } from 'shared/server';
import { shellIndexFor, shellPinsOf, type FirstScreenSource } from '../src/plugins/app/first-screen';

/** A built shell with its first-screen.json, and a built mfe-invoices with its manifest. */
function builtPortal(manifest: RemotesManifest): FirstScreenSource {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-first-screen-'));
  const shellDist = path.join(root, 'shell');
  mkdirSync(shellDist);
  writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head><title>shell</title>\n  </head><body></body></html>');
  writeFileSync(path.join(shellDist, 'first-screen.json'), JSON.stringify({ login: ['bootstrap.1.js', 'login-page.2.js'], public: ['bootstrap.1.js'], private: ['bootstrap.1.js', 'session.3.js'] }));
  const invoices = path.join(root, 'mfe-invoices');
  mkdirSync(invoices);
  writeFileSync(
    path.join(invoices, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'routes', assets: { js: { sync: ['5625.a.js', '__federation_expose_routes.b.js'], async: ['9262.c.js'] } } }],
      integrity: { '5625.a.js': 'sha384-Y2h1bms=' },
    }),
  );
  return { shellDist, remoteRoot: (folder) => path.join(root, folder), remotesManifest: () => manifest };
}

const local = { mfe_invoices: '/remotes/mfe-invoices/mf-manifest.json', mfe_registration: '/remotes/mfe-registration/mf-manifest.json' };
/** The hashes of mfe-invoices' chunks the page carries when it names the remote by its entry (below). */
const chunks = { '/remotes/mfe-invoices/5625.a.js': 'sha384-Y2h1bms=' };
const pageDataOf = (html: string) => JSON.parse(/<script type=application\/json id=page-data>([^<]*)<\/script>/.exec(html)![1]!) as PageData;
const links = (html: string) => [...html.matchAll(/<link rel="preload" as="(\w+)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe("the shell's page names its first screen (docs/architecture/phone-reload.md)", () => {
  it("a remote's page: the shell's chunks behind login, the remote's manifest, entry and routes' first chunks", async () => {
    const html = await shellIndexFor(builtPortal(local), '/invoices');
    expect(links(html)).toEqual([
      'script /bootstrap.1.js',
      'script /session.3.js',
      'fetch /remotes/mfe-invoices/mf-manifest.json',
      'script /remotes/mfe-invoices/remoteEntry.js',
      'script /remotes/mfe-invoices/5625.a.js',
      'script /remotes/mfe-invoices/__federation_expose_routes.b.js',
    ]);
    expect(html).toContain('<title>shell</title>');
  });

  it("/login: the login page's chunks only, nothing of the pages behind login", async () => {
    expect(links(await shellIndexFor(builtPortal(local), '/login'))).toEqual(['script /bootstrap.1.js', 'script /login-page.2.js']);
  });

  it('follows /remotes.json: a remote served elsewhere gets its manifest named, and a missing build nothing more', async () => {
    const elsewhere = await shellIndexFor(builtPortal({ mfe_invoices: 'https://cdn.example/invoices/1.2.0/mf-manifest.json' }), '/invoices/detail/42');
    expect(links(elsewhere).filter((l) => l.includes('example'))).toEqual(['fetch https://cdn.example/invoices/1.2.0/mf-manifest.json']);
    // The registration remote has no build here: its manifest is named, its files are not guessed.
    const register = await shellIndexFor(builtPortal(local), '/register');
    expect(links(register)).toEqual(['script /bootstrap.1.js', 'fetch /remotes/mfe-registration/mf-manifest.json']);
  });

  it("a pinned remote's manifest and entry are preloaded with the integrity the shell asks them with", async () => {
    const pinnedManifest = {
      mfe_invoices: {
        entry: '/remotes/mfe-invoices/mf-manifest.json',
        integrity: { '/remotes/mfe-invoices/mf-manifest.json': 'sha384-bWFuaWZlc3Q=', '/remotes/mfe-invoices/remoteEntry.js': 'sha384-ZW50cnk=' },
      },
    };
    const html = await shellIndexFor(builtPortal(pinnedManifest), '/invoices');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" integrity="sha384-bWFuaWZlc3Q=" href="/remotes/mfe-invoices/mf-manifest.json" />');
    expect(html).toContain('<link rel="preload" as="script" integrity="sha384-ZW50cnk=" href="/remotes/mfe-invoices/remoteEntry.js" />');
    // The routes' chunks with the integrity the remote's loader asks them with, from its manifest.
    expect(html).toContain('<link rel="preload" as="script" integrity="sha384-Y2h1bms=" href="/remotes/mfe-invoices/5625.a.js" />');
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/mfe-invoices/__federation_expose_routes.b.js" />');
  });

  it("the shell's chunks are preloaded with the integrity its chunk loader reads from the page's map", async () => {
    const source = builtPortal(local);
    const pins = { '/bootstrap.1.js': 'sha384-Ym9vdA==', '/session.3.js': 'sha384-c2Vzc2lvbg==' };
    writeFileSync(
      path.join(source.shellDist, 'index.html'),
      `<!doctype html><html><head><title>shell</title><script type=application/json id=sri>${JSON.stringify(pins)}</script></head><body></body></html>`,
    );
    const html = await shellIndexFor(source, '/invoices');
    expect(html).toContain('<link rel="preload" as="script" integrity="sha384-Ym9vdA==" href="/bootstrap.1.js" />');
    expect(html).toContain('<link rel="preload" as="script" integrity="sha384-c2Vzc2lvbg==" href="/session.3.js" />');
    // The map stays in the page: the loader reads it there.
    expect(shellPinsOf(html)).toEqual(pins);
  });

  it('a page behind login starts with the early script, pinned; /login and the public pages do not', async () => {
    const source = builtPortal(local);
    const pins = { '/session-start.js': 'sha384-ZWFybHk=' };
    writeFileSync(path.join(source.shellDist, 'index.html'), `<html><head><script type=application/json id=sri>${JSON.stringify(pins)}</script></head></html>`);
    const early = '<script async fetchpriority="high" integrity="sha384-ZWFybHk=" src="/session-start.js"></script>';
    for (const page of ['/invoices', '/settings/payment-methods', '/deposits']) expect(await shellIndexFor(source, page)).toContain(early);
    for (const page of ['/login', '/register', '/system-error']) expect(await shellIndexFor(source, page)).not.toContain('src="/session-start.js"');
    // A build without it (or without pins) names none.
    expect(await shellIndexFor(builtPortal(local), '/invoices')).not.toContain('src="/session-start.js"');
  });

  it("carries the page's own answers of /api/config and /remotes.json instead of preloading them", async () => {
    const source = builtPortal(local);
    // As the shell's build writes it (minified), with the two preloads of shell/public/index.html.
    writeFileSync(
      path.join(source.shellDist, 'index.html'),
      '<!doctype html><html><head><title>shell</title><link rel=preload as=fetch crossorigin=anonymous href=/api/config><link rel=preload as=fetch crossorigin=anonymous href=/remotes.json></head><body></body></html>',
    );
    // A value with markup in it (the support address is the staff's to set) cannot end the block.
    const data = { config: { theme: 2, supportEmail: '</script><script>alert(1)</script>' }, remotes: local } as unknown as PageData;
    const html = await shellIndexFor(source, '/invoices', data);
    // The address's remote is named by its entry (below); the rest as /remotes.json answers.
    expect(pageDataOf(html)).toEqual({ ...data, remotes: { ...local, mfe_invoices: '/remotes/mfe-invoices/remoteEntry.js' }, chunks });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toMatch(/href=\/(api\/config|remotes\.json)/);
    // The remote's first files are still named, and the page keeps its title.
    expect(links(html)).toContain('script /remotes/mfe-invoices/remoteEntry.js');
    expect(html).toContain('<title>shell</title>');
    // Without the answers (the configuration could not be read), the page keeps its preloads.
    expect(await shellIndexFor(source, '/invoices')).toContain('href=/api/config>');
  });

  describe("names the address's remote by its entry (docs/architecture/phone-reload.md#the-remotes-entry)", () => {
    const config = { theme: 1 } as unknown as PageData['config'];

    it('in the page\'s answer of /remotes.json, without preloading the manifest the page will not ask for', async () => {
      const html = await shellIndexFor(builtPortal(local), '/invoices/detail/42', { config, remotes: local });
      expect(pageDataOf(html).remotes).toEqual({ ...local, mfe_invoices: '/remotes/mfe-invoices/remoteEntry.js' });
      // The runtime reads no manifest: the remote's chunk loader finds its chunks' hashes in the page.
      expect(pageDataOf(html).chunks).toEqual(chunks);
      expect(links(html)).toEqual([
        'script /bootstrap.1.js',
        'script /session.3.js',
        'script /remotes/mfe-invoices/remoteEntry.js',
        'script /remotes/mfe-invoices/5625.a.js',
        'script /remotes/mfe-invoices/__federation_expose_routes.b.js',
      ]);
      // A page without the answer registers the manifest, as /remotes.json names it: it is preloaded.
      expect(links(await shellIndexFor(builtPortal(local), '/invoices/detail/42'))).toContain('fetch /remotes/mfe-invoices/mf-manifest.json');
    });

    it('keeps a pinned pointer\'s integrity, when the manifest is the one pinned', async () => {
      const source = builtPortal(local);
      const manifestFile = path.join(source.remoteRoot('mfe-invoices'), 'mf-manifest.json');
      const integrity = {
        '/remotes/mfe-invoices/mf-manifest.json': `sha384-${createHash('sha384').update(readFileSync(manifestFile)).digest('base64')}`,
        '/remotes/mfe-invoices/remoteEntry.js': 'sha384-ZW50cnk=',
      };
      const pinned = { ...local, mfe_invoices: { entry: '/remotes/mfe-invoices/mf-manifest.json', integrity } };
      const html = await shellIndexFor({ ...source, remotesManifest: () => pinned }, '/invoices', { config, remotes: pinned });
      expect(pageDataOf(html).remotes.mfe_invoices).toEqual({ entry: '/remotes/mfe-invoices/remoteEntry.js', integrity });
      expect(pageDataOf(html).chunks).toEqual(chunks);
      expect(links(html)).not.toContain('fetch /remotes/mfe-invoices/mf-manifest.json');
      expect(html).toContain('<link rel="preload" as="script" integrity="sha384-ZW50cnk=" href="/remotes/mfe-invoices/remoteEntry.js" />');
    });

    it('leaves a manifest that is not the one pinned for the browser to refuse', async () => {
      const source = builtPortal(local);
      writeFileSync(path.join(source.remoteRoot('mfe-invoices'), 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }));
      const pinned = { ...local, mfe_invoices: { entry: '/remotes/mfe-invoices/mf-manifest.json', integrity: { '/remotes/mfe-invoices/mf-manifest.json': 'sha384-bWFuaWZlc3Q=' } } };
      const html = await shellIndexFor({ ...source, remotesManifest: () => pinned }, '/invoices', { config, remotes: pinned });
      expect(pageDataOf(html)).toEqual({ config, remotes: pinned });
      expect(links(html)).toContain('fetch /remotes/mfe-invoices/mf-manifest.json');
    });

    it('leaves an entry that is not beside its manifest, and a remote served elsewhere, as they are', async () => {
      const source = builtPortal(local);
      writeFileSync(path.join(source.remoteRoot('mfe-invoices'), 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js/' } }, exposes: [] }));
      expect(pageDataOf(await shellIndexFor(source, '/invoices', { config, remotes: local }))).toEqual({ config, remotes: local });
      const elsewhere = { mfe_invoices: 'https://cdn.example/invoices/1.2.0/mf-manifest.json' };
      const html = await shellIndexFor({ ...source, remotesManifest: () => elsewhere }, '/invoices', { config, remotes: elsewhere });
      expect(pageDataOf(html)).toEqual({ config, remotes: elsewhere });
    });
  });
});
