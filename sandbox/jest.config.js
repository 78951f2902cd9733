/**
 * Jest runs the TypeScript sources through @swc/jest. Some dependencies ship
 * only ES modules (typebox 1.x, and the `cookie` that light-my-request, behind
 * app.inject, nests), so they are transformed too instead of being ignored.
 * A path is left alone only when its innermost node_modules package is not
 * one of them.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(typebox|@fastify/type-provider-typebox|cookie)/)(?!.*/node_modules/)'],
  setupFilesAfterEnv: [require.resolve('../tooling/jest/node-setup.cjs')],
};
