// A configuration that turns no rule on (only `format`, say) lints nothing: `lint` says so on stderr, in every format,
// and the report (JSON here) stays clean. With a rule on, nothing is said.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, jest, test } from '@jest/globals';
import { page, runCli, tempProject } from './lint-helpers.js';

// Long: it runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

test('a configuration of only non-rule keys gets a note on stderr, not in the JSON report', async () => {
  const dir = tempProject({ 'docs.json': '{}', '.docwrightrc.json': '{ "format": { "bullet": "*" } }\n', 'a.mdx': '# Hello\n' });
  const run = await runCli(['lint', '--format', 'json'], { cwd: dir });
  expect(run.code).toBe(0);
  expect(run.stderr).toBe('docwright lint: Missing rules, expected `extends` or `rules` in `.docwrightrc.json`: no rule is on, so lint checks nothing\n');
  expect(JSON.parse(run.stdout)).toMatchObject({ errorCount: 0, warningCount: 0 });
  writeFileSync(join(dir, '.docwrightrc.json'), '{ "format": { "bullet": "*" }, "rules": { "code-language": "error" } }\n');
  writeFileSync(join(dir, 'a.mdx'), page('Hello.\n'));
  expect(await runCli(['lint'], { cwd: dir })).toMatchObject({ code: 0, stderr: '' });
});
