// Builds every app (or, with --missing, only the apps not built yet and the servers whose build is
// older than their sources: a server takes a second to build, and `npm start` must not run an API
// server older than the code beside it). Two at a time: the machines this runs on have two cores,
// and webpack uses one each.
import { spawn } from 'node:child_process';
import { FRONTENDS, SERVERS, isBuilt, isStale, root } from './lib/workspaces.mjs';

const onlyMissing = process.argv.includes('--missing');
const needed = (w) => !onlyMissing || !isBuilt(w) || (SERVERS.includes(w) && isStale(w));
const queue = [...SERVERS, ...FRONTENDS].filter(needed);

function build(workspace) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '-w', workspace, '--silent'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`build of ${workspace} failed (${code})`));
      }
    });
  });
}

async function worker() {
  while (queue.length) await build(queue.shift());
}

if (queue.length) {
  console.log(`building ${queue.join(', ')}`);
  await Promise.all([worker(), worker()]);
}
