/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  // Whole-site builds and CLI runs take seconds on an idle machine and several times that on a
  // loaded one: a test must not fail because the machine is busy (suites that need longer set
  // their own, larger timeout).
  testTimeout: 60_000,
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
};
