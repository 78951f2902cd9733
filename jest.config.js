// `npx jest` at the root runs every workspace's unit and API tests; the end-to-end tests run
// separately (they need built apps), see scripts/test.mjs.
const { REMOTE_FOLDERS } = require('./tooling/remotes');

module.exports = {
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
