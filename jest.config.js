// `npx jest` at the root runs every workspace's unit and API tests; the end-to-end tests run
// separately (they need built apps), see scripts/test.mjs.
const { REMOTE_FOLDERS } = require('./tooling/remotes');

module.exports = {
  // A worker keeps what each test file left behind (the API files' embedded databases among it), and
  // grew past 3.5 GB in a full run: one that holds more than this after a file is replaced.
  workerIdleMemoryLimit: '1.5GB',
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    ...REMOTE_FOLDERS.map((folder) => `<rootDir>/${folder}`),
    '<rootDir>/api',
    '<rootDir>/sandbox',
    '<rootDir>/nginx',
    '<rootDir>/tooling',
  ],
};
