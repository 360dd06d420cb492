// One colour decision for every command: flags, then FORCE_COLOR, then NO_COLOR, then the terminal.
import { describe, expect, jest, test } from '@jest/globals';
import { useColor } from '../../src/cli/color.js';
import { page, runCli, tempProject } from './lint-helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const io = (env: Record<string, string>, isTTY: boolean) => ({ env, stdout: { write: () => true, isTTY } });

describe('useColor', () => {
  test.each([
    ['a terminal', {}, true, {}, true],
    ['a pipe', {}, false, {}, false],
    ['NO_COLOR on a terminal', { NO_COLOR: '1' }, true, {}, false],
    ['an empty NO_COLOR (not set, as no-color.org says)', { NO_COLOR: '' }, true, {}, true],
    ['FORCE_COLOR on a pipe', { FORCE_COLOR: '1' }, false, {}, true],
    ['FORCE_COLOR over NO_COLOR', { FORCE_COLOR: '1', NO_COLOR: '1' }, false, {}, true],
    ['FORCE_COLOR=0 on a terminal', { FORCE_COLOR: '0' }, true, {}, false],
    ['--color on a pipe with NO_COLOR', { NO_COLOR: '1' }, false, { color: true }, true],
    ['--no-color over FORCE_COLOR', { FORCE_COLOR: '1' }, true, { 'no-color': true }, false],
  ])('%s', (_name, env, isTTY, flags, expected) => {
    expect(useColor(io(env, isTTY), flags)).toBe(expected);
  });

  test('`lint --color` colours the report through a pipe, FORCE_COLOR too, `--no-color` not', async () => {
    const dir = tempProject({ 'docs.json': '{}', 'a.mdx': page('## One\n\n## One\n') });
    const ansi = /\u001b\[/;
    expect((await runCli(['lint', '--color'], { cwd: dir })).stdout).toMatch(ansi);
    expect((await runCli(['lint'], { cwd: dir, env: { FORCE_COLOR: '1' } })).stdout).toMatch(ansi);
    expect((await runCli(['lint', '--no-color'], { cwd: dir, env: { FORCE_COLOR: '1' } })).stdout).not.toMatch(ansi);
    expect((await runCli(['lint'], { cwd: dir })).stdout).not.toMatch(ansi);
  });
});
