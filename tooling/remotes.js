// The one list of the remotes (shared/remotes.json), for the Node-side tooling: webpack, eslint,
// jest and the scripts. The apps and the API server read the same file through `shared`.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
/** @type {{ name: string, folder: string, devPort: number, exposes: Record<string,string>, area: object }[]} */
const REMOTES = require(path.join(root, 'shared/remotes.json')).remotes;

/** The remote whose workspace is `dir` (its webpack config's __dirname). */
function remoteInFolder(dir) {
  const folder = path.basename(dir);
  const remote = REMOTES.find((r) => r.folder === folder);
  if (!remote) throw new Error(`${folder} is not in shared/remotes.json`);
  return remote;
}

module.exports = { REMOTES, REMOTE_FOLDERS: REMOTES.map((r) => r.folder), remoteInFolder };
