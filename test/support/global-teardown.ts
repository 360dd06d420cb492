import { rmSync } from 'node:fs';

export default function globalTeardown(): void {
  const root = process.env.DOCWRIGHT_TEST_RUN_TMP;
  if (root === undefined || !/docwright-test-run-[^/\\]+$/.test(root)) return;
  // A folder a test made read-only must not stop the clean-up; anything left is reported.
  try {
    rmSync(root, { recursive: true, force: true, maxRetries: 2 });
  } catch (error) {
    process.stderr.write(`Could not remove the test run's temporary folder ${root}: ${String(error)}\n`);
  }
}
