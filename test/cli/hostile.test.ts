// Issue 13, items 5 and 6: each hostile input gets a positioned finding from every command,
// never an internal error (exit 2), and the rest of the run goes on.
import { describe, expect, test } from '@jest/globals';
import { aliasBomb, hostileProject, runCommand, type Command } from './hostile-helpers.js';

const ALL: Command[] = ['lint', 'check', 'build', 'rules'];

function expectNoInternalError(result: { code: number; stdout: string; stderr: string }): void {
  expect(`${result.stdout}${result.stderr}`).not.toMatch(/internal error/i);
  expect([0, 1]).toContain(result.code);
}

describe('YAML alias bomb in front matter', () => {
  const root = hostileProject({ 'index.mdx': aliasBomb(), 'other.mdx': '# Other\n' });
  test.each(ALL)('%s answers without an internal error', async (command) => {
    expectNoInternalError(await runCommand(command, root));
  });
  test('build warns at the first alias and builds the page', async () => {
    const result = await runCommand('build', root);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('index.mdx:4:8: warning: Unexpected YAML aliases that expand past 100 values');
  });
  test('lint reports it at the first alias', async () => {
    const result = await runCommand('lint', root);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/4:8 +error +Unexpected invalid YAML in front matter \(Unexpected YAML aliases that expand past 100 values/);
  });
});
