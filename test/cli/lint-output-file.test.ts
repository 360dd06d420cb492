// `lint --output-file`: the report goes to the file (never coloured), stdout stays empty, the exit code is the same.
import { lstatSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, jest, test } from '@jest/globals';
import { page, runCli, tempProject } from './lint-helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

test('--output-file writes the report to a file, in any format, and a path that cannot be written exits 2', async () => {
  const dir = tempProject({ 'docs.json': '{}', 'a.mdx': page('## One\n\n## One\n') });
  const run = await runCli(['lint', '--output-file', 'reports/lint.json', '--format', 'json'], { cwd: dir });
  expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
  const report = JSON.parse(readFileSync(join(dir, 'reports/lint.json'), 'utf8')) as { warningCount: number };
  expect(report.warningCount).toBe(1);
  const colored = await runCli(['lint', '-o', 'lint.txt', '--color'], { cwd: dir });
  expect(colored.stdout).toBe('');
  expect(readFileSync(join(dir, 'lint.txt'), 'utf8')).toMatch(/heading-unique/);
  expect(readFileSync(join(dir, 'lint.txt'), 'utf8')).not.toMatch(/\u001b\[/);
  const bad = await runCli(['lint', '-o', 'a.mdx/report.txt'], { cwd: dir });
  expect(bad.code).toBe(2);
  expect(bad.stderr).toMatch(/^docwright lint: Unexpected error writing `a\.mdx\/report\.txt` \(.*\), expected a file path that can be written\n$/);
});

test('--output-file through a link the repository planted that leads out of the project is refused (exit 2), nothing written there', async () => {
  const dir = tempProject({ 'docs.json': '{}', 'a.mdx': page('Hello.\n') });
  const outside = mkdtempSync(join(tmpdir(), 'docwright-outside-'));
  writeFileSync(join(outside, 'bashrc'), 'mine\n');
  symlinkSync(join(outside, 'bashrc'), join(dir, 'report.txt'));
  symlinkSync(outside, join(dir, 'reports'));
  symlinkSync(join(outside, 'nothing-yet'), join(dir, 'dangling.txt'));
  for (const target of ['report.txt', 'reports/lint.txt', 'dangling.txt']) {
    const run = await runCli(['lint', '-o', target], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`^docwright lint: Unexpected error writing \`${target.replace('.', '\\.')}\` \\(it leads outside the project \`.*\`(, to \`.*\`)?\\), expected a file path that can be written\\n$`));
  }
  expect(readFileSync(join(outside, 'bashrc'), 'utf8')).toBe('mine\n');
  expect(readdirSync(outside)).toEqual(['bashrc']);
  expect(lstatSync(join(dir, 'report.txt')).isSymbolicLink()).toBe(true);
  // A folder outside the project that the user names is theirs: the report goes there, in a folder docwright makes.
  const named = await runCli(['lint', '-o', join(outside, 'new', 'lint.txt')], { cwd: dir });
  expect(named.code).toBe(0);
  expect(readdirSync(join(outside, 'new'))).toEqual(['lint.txt']);
  // A link inside the project to a file inside it is written through, as `--fix` does.
  writeFileSync(join(dir, 'real.txt'), '');
  symlinkSync(join(dir, 'real.txt'), join(dir, 'alias.txt'));
  expect((await runCli(['lint', '-o', 'alias.txt', '--format', 'json'], { cwd: dir })).code).toBe(0);
  expect(readFileSync(join(dir, 'real.txt'), 'utf8')).toMatch(/"errorCount": 0/);
});
