const path = require('node:path');
const { createConfig } = require('../tooling/federation');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  port: 8080,
  devProxy: [
    { context: ['/api', '/remotes.json', '/remotes', '/health'], target: `http://127.0.0.1:${process.env.API_PORT || 8081}` },
  ],
  plugins: [
    new (require('copy-webpack-plugin'))({
      patterns: [{ from: path.join(__dirname, 'public'), globOptions: { ignore: ['**/index.html'] } }],
    }),
  ],
});
