module.exports = {
  displayName: 'nginx',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  setupFilesAfterEnv: [require.resolve('../tooling/jest/node-setup.cjs')],
};
