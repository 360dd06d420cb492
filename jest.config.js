/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  // Jest's own default is 5 s; a unit test here ends well inside 30 s even on a loaded
  // machine, and a test that waits longer is hung. Files whose tests build whole sites or run
  // whole commands say so themselves (`jest.setTimeout(300_000)` with a "Long:" comment at the
  // top): those take seconds on an idle machine and many times that on a loaded one (a
  // fresh-clone run at load 27-35 on 2 cores took 3,939 s for the suite, 2026-11-26).
  testTimeout: 30_000,
  // Two workers on the 2-core CI machine: the whole suite took 933 s on one worker and 559 s on
  // two, side by side on main (2026-11-26, load 5-6), with every test passing both times.
  maxWorkers: 2,
  // No forceExit: every test ends what it started, and the run ends by itself (a process that
  // outlives its work is a bug: test/cli/process-ends.test.ts checks the commands do too).
  // How long a worker may take to end by itself after its last file; past it jest kills the
  // worker and warns "A worker process has failed to exit gracefully". Jest's 500 ms is less than a
  // test worker takes to tear down on a loaded machine: measured on render/site (2026-11-30, load
  // 8 on 2 cores) its event loop was empty 0-2 ms after jest's end message (no handle open, no
  // worker thread left), and the process still took 280 ms to end (V8 and node freeing a heap
  // that ran whole builds); at load 14 that passed 500 ms and jest killed workers that were
  // ending. 10 s is ample for that and still reports a real leak (a handle that never closes).
  workerGracefulExitTimeout: 10_000,
  // A worker whose heap holds more than this after a test file is started afresh for the next:
  // under `--experimental-vm-modules` a worker keeps every ES module graph it loaded, file after
  // file, and the suite's CI run of 2026-12-03 (420 files) ended with one worker at 3.7 GB and
  // "Jest worker ran out of memory and crashed" on its 4 GB heap. A worker after one whole-site
  // file holds ~0.5-0.7 GB; restarting one costs about a second.
  workerIdleMemoryLimit: '1536MB',
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
