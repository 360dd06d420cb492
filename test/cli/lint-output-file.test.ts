// `lint --output-file`: the report goes to the file (never coloured), stdout stays empty, the exit code is the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { page, runCli, tempProject } from './lint-helpers.js';

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
