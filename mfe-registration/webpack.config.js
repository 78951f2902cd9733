const { createConfig } = require('../tooling/federation');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_registration',
  port: 3004,
  // The remote exposes its routes; the shell owns the layout around them.
  exposes: { './routes': './src/app/routes.tsx' },
});
