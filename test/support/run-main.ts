// Run the CLI's `main` in this process with a captured Io: faster than a child process.
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
