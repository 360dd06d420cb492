// Hostile inputs (issue 13): small generated projects, and one way to run every command on them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { makeProject } from '../render/helpers.js';

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export const docsJson = (pages: string[] = ['index'], extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ theme: 'mint', name: 'Hostile', colors: { primary: '#0D7A5F' }, navigation: { groups: [{ group: 'Start', pages }] }, ...extra });

/** A project with a docs.json listing `index` unless `files` brings its own. */
export function hostileProject(files: Record<string, string>): string {
  return makeProject({ 'docs.json': docsJson(), ...files });
}

export async function run(argv: string[], cwd: string): Promise<RunResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    cwd,
    env: { CI: '1', NO_COLOR: '1' },
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
  });
  return { code, stdout, stderr };
}

export const commands = {
  lint: (root: string): string[] => ['lint', root],
  check: (root: string): string[] => ['check', root],
  build: (root: string): string[] => ['build', root, '--out', join(mkdtempSync(join(tmpdir(), 'dw-hostile-')), 'site'), '--no-cache', '--workers', '0'],
  rules: (root: string): string[] => ['rules', root, '--stdout'],
  // --check: the hostile pages are read, reformatted and compared, and nothing is written.
  format: (root: string): string[] => ['format', root, '--check'],
};
export type Command = keyof typeof commands;

export function runCommand(command: Command, root: string): Promise<RunResult> {
  return run(commands[command](root), root);
}

/** The alias bomb: nine levels of nine aliases each (9^9 values when expanded). */
export function aliasBomb(): string {
  const names = 'abcdefghi';
  const lines = ['---', 'title: Bomb', 'a: &a ["x","x","x","x","x","x","x","x","x"]'];
  for (let i = 1; i < names.length; i++) lines.push(`${names[i]}: &${names[i]} [${Array(9).fill(`*${names[i - 1]}`).join(',')}]`);
  lines.push('---', '', 'Text.', '');
  return lines.join('\n');
}

/** Build into a fresh folder; returns the run and the folder. */
export async function build(root: string): Promise<RunResult & { out: string }> {
  const out = join(mkdtempSync(join(tmpdir(), 'dw-hostile-')), 'site');
  const result = await run(['build', root, '--out', out, '--no-cache', '--workers', '0'], root);
  return { ...result, out };
}
