// A markdownlint configuration beside the pages is not read: `lint` says so on stderr (never silently), the report and
// the exit code stay the docwright configuration's; with a docwright configuration of the project's own, nothing is said.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, jest, test } from '@jest/globals';
import { page, runCli, tempProject } from './lint-helpers.js';

// Long: it runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

test('names a .markdownlint.jsonc it does not read, and where the rule mapping is', async () => {
  const dir = tempProject({ 'docs.json': '{}', '.markdownlint.jsonc': '{ "MD040": false }\n', 'a.mdx': page('Hello.\n') });
  const run = await runCli(['lint'], { cwd: dir });
  expect(run.code).toBe(0);
  expect(run.stderr).toBe('docwright lint: Unexpected `.markdownlint.jsonc`, expected a docwright configuration: markdownlint\'s settings are not read; docs/configuration.mdx ("Coming from markdownlint") names the docwright rule for each\n');
  writeFileSync(join(dir, '.docwrightrc.json'), '{ "extends": "recommended" }\n');
  expect(await runCli(['lint'], { cwd: dir })).toMatchObject({ code: 0, stderr: '' });
});
