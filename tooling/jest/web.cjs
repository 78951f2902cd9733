// Jest for the browser workspaces (shell, remotes, shared): jsdom, SWC, Testing Library.
const path = require('node:path');

module.exports = (dir) => ({
  displayName: path.basename(dir),
  rootDir: dir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(svg|png|ico|pdf|css)$': path.join(__dirname, 'file-stub.cjs'),
  },
  setupFiles: [path.join(__dirname, 'web-env.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'web-setup.cjs')],
});
