// A markdownlint configuration beside the pages is not read: `lint` says so on stderr (never silently), the report and
// the exit code stay the docwright configuration's; with a docwright configuration of the project's own, nothing is said.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, jest, test } from '@jest/globals';
import { rulesTurnedOff } from '../../src/lint/markdownlint-settings.js';
import { page, runCli, tempProject } from './lint-helpers.js';

// Long: it runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

test('names a .markdownlint.jsonc it does not read, and the docwright setting for what it turns off', async () => {
  const dir = tempProject({ 'docs.json': '{}', '.markdownlint.jsonc': '// ours\n{ "MD040": false, "no-alt-text": false, "MD013": false, "MD001": true }\n', 'a.mdx': page('Hello.\n') });
  const run = await runCli(['lint'], { cwd: dir });
  expect(run.code).toBe(0);
  expect(run.stderr).toBe('docwright lint: Unexpected `.markdownlint.jsonc`, expected a docwright configuration: markdownlint\'s settings are not read; what it turns off is `"rules": { "code-language": "off", "image-alt": "off" }` in a `.docwrightrc.json`, and the manual\'s configuration page ("Coming from markdownlint") maps the other rules\n');
  writeFileSync(join(dir, '.docwrightrc.json'), '{ "extends": "recommended" }\n');
  expect(await runCli(['lint'], { cwd: dir })).toMatchObject({ code: 0, stderr: '' });
});

test('reads what a YAML or markdownlint-cli2 file turns off, and names the mapping when nothing carries over', () => {
  expect(rulesTurnedOff('.markdownlint.yaml', '# ours\ndefault: false\nMD024: true\n')).toEqual(['heading-increment', 'code-language', 'prose-terminology', 'image-alt', 'link-text']);
  expect(rulesTurnedOff('.markdownlint-cli2.jsonc', '{ "config": { "fenced-code-language": false }, "globs": ["**/*.md"] }')).toEqual(['code-language']);
  expect(rulesTurnedOff('.markdownlint-cli2.yaml', 'MD040: false\n')).toEqual([]);
  expect(rulesTurnedOff('.markdownlint.json', '{ not json')).toEqual([]);
  expect(rulesTurnedOff('.markdownlint-cli2.mjs', 'export default {}')).toEqual([]);
});

test('a markdownlint file that turns off nothing docwright has still gets its note', async () => {
  const dir = tempProject({ 'docs.json': '{}', '.markdownlint.yaml': 'MD013: false\n', 'a.mdx': page('Hello.\n') });
  const run = await runCli(['lint'], { cwd: dir });
  expect(run.stderr).toBe('docwright lint: Unexpected `.markdownlint.yaml`, expected a docwright configuration: markdownlint\'s settings are not read; the manual\'s configuration page ("Coming from markdownlint") names the docwright rule for each\n');
});
