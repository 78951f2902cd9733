// The inventory of the scripts a payment page may load (PCI DSS 6.4.3,
// docs/security/script-integrity.md#the-inventory): per page, every JavaScript file of the live
// shell and of the live release of the remote that owns the page, with its release, its SHA-384,
// when that release went live, who made it live and why. `npm run remotes -- --scripts` prints it.
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES } = require('./remotes');
const { entryUrl, readIntegrity } = require('./release-integrity');
const { readJson } = require('./release-files');

/** The payment pages of the spec: checkout, deposits, payment methods. */
const PAYMENT_PAGES = ['/invoices/pay', '/deposits', '/settings/payment-methods'];

/** The remote whose longest prefix matches the page (as the shell picks it, shell/src/config/areas.ts). */
function ownerOf(page) {
  let best = null;
  for (const remote of REMOTES) {
    for (const prefix of remote.area.prefixes) {
      if ((page === prefix || page.startsWith(`${prefix}/`)) && prefix.length > (best?.length ?? -1)) best = { remote, length: prefix.length };
    }
  }
  return best?.remote ?? null;
}

/** One app's scripts as served: URL, release, integrity, and the history entry that made it live. */
function scriptsOf({ app, dir, base, release, event }) {
  if (!fs.existsSync(dir)) return [];
  const { files } = readIntegrity(dir);
  return Object.entries(files)
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, integrity]) => ({
      app,
      file: `${base}${file}`,
      release,
      integrity,
      liveSince: event?.at ?? null,
      by: event?.by ?? null,
      reason: event?.reason ?? null,
    }));
}

/**
 * Every script each payment page may load, from the release root: the shell's (any of its chunks
 * may be asked for there, the shared singletons among them) and the owning remote's live release.
 */
function scriptInventory(root) {
  const history = readJson(path.join(root, 'history.json'), { events: [] }).events;
  const pointer = readJson(path.join(root, 'remotes.json'), {});
  const lastLive = (app, release) => history.filter((e) => e.remote === app && (release === undefined || e.release === release)).at(-1) ?? null;
  const shellEvent = lastLive('shell');
  const shell = scriptsOf({ app: 'shell', dir: path.join(root, 'shell'), base: '/', release: shellEvent?.release ?? null, event: shellEvent });
  return PAYMENT_PAGES.map((page) => {
    const remote = ownerOf(page);
    const url = remote ? entryUrl(pointer[remote.name]) : null;
    const release = remote && url ? (new RegExp(`^/remotes/${remote.folder}/([^/]+)/mf-manifest\\.json$`).exec(url)?.[1] ?? null) : null;
    const own =
      remote && release
        ? scriptsOf({
            app: remote.folder,
            dir: path.join(root, 'remotes', remote.folder, release),
            base: `/remotes/${remote.folder}/${release}/`,
            release,
            event: lastLive(remote.folder, release),
          })
        : [];
    return { page, remote: remote?.folder ?? null, scripts: [...shell, ...own] };
  });
}

module.exports = { PAYMENT_PAGES, ownerOf, scriptInventory };
