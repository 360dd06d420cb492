// Run the real CLI in a child process: from sources through tsx, or from dist/.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempProject as writeProject } from '../support/project.js';

export const repo = fileURLToPath(new URL('../..', import.meta.url));
const tsx = join(repo, 'node_modules', 'tsx', 'dist', 'loader.mjs');
export const distBin = join(repo, 'dist', 'src', 'cli', 'bin.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], options: { cwd: string; stdin?: string; dist?: boolean; env?: Record<string, string> }): Promise<CliResult> {
  if (options.dist && !existsSync(distBin)) throw new Error('Missing dist/src/cli/bin.js: run `npm run build` before these tests (.ci/run does)');
  const argv = options.dist ? [distBin, ...args] : ['--import', tsx, join(repo, 'src', 'cli', 'bin.ts'), ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { cwd: options.cwd, env: { PATH: process.env.PATH ?? '', ...options.env }, stdio: ['pipe', 'pipe', 'pipe'] });
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
