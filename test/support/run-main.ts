// Run the CLI's `main` in this process with a captured Io: faster than a child process.
import { expect } from '@jest/globals';
import { main } from '../../src/cli/main.js';
import type { Io } from '../../src/cli/io.js';

export interface MainResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `main(argv)` in `cwd` with the environment `env` (none by default), capturing its exit code and output. */
export async function runMain(cwd: string, argv: string[], env: NodeJS.ProcessEnv = {}): Promise<MainResult> {
  let stdout = '';
  let stderr = '';
  const io: Io = { cwd, env, stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) } };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

/** Runs `build <root> --out <out> --no-cache --workers 0 --offline` as CI would (`CI=1`), expects exit code 0, and gives its output. */
export async function runCleanBuild(root: string, out: string): Promise<MainResult> {
  const result = await runMain(root, ['build', root, '--out', out, '--no-cache', '--workers', '0', '--offline'], { CI: '1' });
  expect(result.code).toBe(0);
  return result;
}
