const { createConfig } = require('../tooling/federation');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_payments',
  port: 3002,
  // The remote exposes its routes; the shell owns the layout around them.
  exposes: { './routes': './src/app/routes.tsx' },
});
