/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  // Whole-site builds and CLI runs take seconds on an idle machine and many times that on a
  // loaded one: a test must not fail because the machine is busy. A fresh-clone run at load
  // 27-35 on 2 cores (2026-11-26: 3,939 s for the suite) failed 8 tests only on 60 s and 120 s
  // timeouts, so no test waits less than 300 s (a hung test still fails, later).
  testTimeout: 300_000,
  // Two workers on the 2-core CI machine: the whole suite took 933 s on one worker and 559 s on
  // two, side by side on main (2026-11-26, load 5-6), with every test passing both times.
  maxWorkers: 2,
  // No forceExit: every test ends what it started, and the run ends by itself (a process that
  // outlives its work is a bug: test/cli/process-ends.test.ts checks the commands do too).
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // One temporary root per run, removed at the end (test/support/global-setup.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
};
