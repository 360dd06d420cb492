// Every test that needs a scratch folder makes one under `os.tmpdir()`, and most of them leave
// it behind (a whole run left about 2,000 folders in /tmp). The run gets one temporary root of
// its own: `TMPDIR` points into it for the run (workers inherit the environment), and the
// global teardown removes it, whatever the tests left.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function globalSetup(): void {
  const root = mkdtempSync(join(tmpdir(), 'docwright-test-run-'));
  process.env.DOCWRIGHT_TEST_RUN_TMP = root;
  process.env.TMPDIR = root;
  // The build and lint caches' seal key (src/project/cache-seal.ts): the run's own, so no test makes a key file in the home folder.
  process.env.DOCWRIGHT_CACHE_KEY = randomBytes(32).toString('hex');
}
