/**
 * Jest runs the TypeScript sources through SWC. Some dependencies need it too:
 * - typebox 1.x is ESM-only (the TypeBox type provider requires it);
 * - PGlite's CommonJS build loads node modules with `await import(...)`, which Jest's VM
 *   refuses without --experimental-vm-modules; SWC rewrites those imports to require();
 * - cookie 2 (used by Fastify's inject) is ESM-only;
 * - @scure/base and @noble/hashes 2 (otplib's base32 and HMAC) are ESM-only.
 */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j|mj|cj)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Transform these packages wherever they sit (also nested, e.g. light-my-request's cookie).
  transformIgnorePatterns: [
    '/node_modules/(?!(?:.+/node_modules/)?(?:typebox|@fastify/type-provider-typebox|@electric-sql/pglite|cookie|@scure/base|@noble/hashes)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
};
