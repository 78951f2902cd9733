// `npx jest` at the root runs every workspace's unit and API tests; the end-to-end tests run
// separately (they need built apps), see scripts/test.mjs.
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mfe-invoices',
    '<rootDir>/mfe-payments',
    '<rootDir>/mfe-admin',
    '<rootDir>/mfe-registration',
    '<rootDir>/api',
    '<rootDir>/sandbox',
    '<rootDir>/nginx',
    '<rootDir>/tooling',
  ],
};
