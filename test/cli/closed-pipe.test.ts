// `docwright lint | head`: the reader closes the pipe after a few lines. The command must end as
// it would have (its own exit code) and quietly: no `EPIPE` stack trace on stderr. The CLI runs
// from dist/ in a child process whose stdout the test closes at the first chunk.
import { spawn } from 'node:child_process';
import { describe, expect, jest, test } from '@jest/globals';
import { distBin } from './lint-helpers.js';
import { tempProject } from '../support/project.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

/** A project whose one page gives thousands of warnings: far more report than a pipe holds. */
function noisyProject(): string {
  const blocks = Array.from({ length: 3000 }, (_, i) => `\`\`\`\nwater plant ${i}\n\`\`\`\n`).join('\n');
  return tempProject({
    'docs.json': JSON.stringify({ name: 'Plants', theme: 'mint', colors: { primary: '#166534' }, navigation: { pages: ['index'] } }),
    'index.mdx': `---\ntitle: Watering\ndescription: Every plant, one block each.\n---\n\n${blocks}`,
  });
}

/** Runs the CLI with `args` in `cwd`, closing its stdout at the first chunk; resolves with the exit code and stderr. */
function runClosingStdout(args: string[], cwd: string): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string; closedEarly: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [distBin, ...args], { cwd, env: { PATH: process.env.PATH ?? '', CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let closedEarly = false;
    child.stdout.once('data', () => {
      closedEarly = true;
      child.stdout.destroy();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stderr, closedEarly }));
  });
}

describe('a closed stdout pipe', () => {
  test('ends lint quietly with the exit code it would have had', async () => {
    const root = noisyProject();
    // Warnings only, within --max-warnings: exit 0, which an uncaught EPIPE (exit 1) would change.
    const result = await runClosingStdout(['lint', '.', '--rule', 'code-language:warn', '--max-warnings', '100000', '--no-color'], root);
    expect(result.closedEarly).toBe(true);
    expect(result.stderr).not.toMatch(/EPIPE|Error|at /);
    expect(result.signal).toBeNull();
    expect(result.code).toBe(0);
  }, 120_000);

  test('keeps exit code 1 for findings', async () => {
    const root = noisyProject();
    const result = await runClosingStdout(['lint', '.', '--no-color'], root);
    expect(result.closedEarly).toBe(true);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
  }, 120_000);
});
