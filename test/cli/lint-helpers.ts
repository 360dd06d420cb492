// Run the real CLI: in this process through `main` (fast, the default), or in a child
// process from dist/ (what a user runs, for the tests about the built package).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';
import { tempProject as writeProject } from '../support/project.js';

export const repo = fileURLToPath(new URL('../..', import.meta.url));
export const distBin = join(repo, 'dist', 'src', 'cli', 'bin.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export async function runCli(args: string[], options: { cwd: string; stdin?: string; dist?: boolean; env?: Record<string, string> }): Promise<CliResult> {
  if (!options.dist) {
    let stdout = '';
    let stderr = '';
    const code = await main(args, {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? '', ...options.env },
      stdin: Readable.from([options.stdin ?? '']),
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
    });
    return { code, stdout, stderr };
  }
  if (!existsSync(distBin)) throw new Error('Missing dist/src/cli/bin.js: run `npm run build` before these tests (.ci/run does)');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [distBin, ...args], { cwd: options.cwd, env: { PATH: process.env.PATH ?? '', ...options.env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}

/** A temporary project: `files` by relative path (strings or bytes). */
export function tempProject(files: Record<string, string | Uint8Array>): string {
  return writeProject(files, 'docwright-lint-');
}

export const page = (body: string, title = 'A page'): string => `---\ntitle: ${title}\ndescription: What this page is about, in one sentence\n---\n\n${body}`;
