// Custom rules from a config's `plugins`: a rule in a plugin file is one file, joins the presets
// by its own metadata, runs through `main()` like a built-in rule, and a bad or escaping plugin is
// a clear config error (exit 2) naming the plugin and its file.
import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, jest, test } from '@jest/globals';
import { lint } from '../../src/lint/engine.js';
import { loadPlugins } from '../../src/lint/plugins.js';
import { casesFromExamples, RuleTester } from '../../src/lint/rule-tester.js';
import { page, runCli, tempProject } from '../cli/lint-helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const fixture = fileURLToPath(new URL('../../fixtures/plugin/', import.meta.url));
const pluginSource = readFileSync(join(fixture, 'rules/note-no-todo.js'), 'utf8');

interface Json {
  files: Array<{ file: string; findings: Array<{ ruleId: string; line: number; column: number; severity: string; url?: string }> }>;
}

function ruleFindings(stdout: string): string[] {
  const report = JSON.parse(stdout) as Json;
  return report.files.flatMap((f) => f.findings.map((x) => `${f.file} ${x.line}:${x.column} ${x.severity} ${x.ruleId} ${x.url ?? ''}`));
}

describe('plugins', () => {
  test('the fixture plugin\'s rule runs under `recommended` by its own metadata, and `--rule` can set it', async () => {
    const run = await runCli(['lint', '--format', 'json'], { cwd: fixture });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(ruleFindings(run.stdout)).toEqual(['index.mdx 8:24 warn note-no-todo https://example.com/rules/note-no-todo']);
    const strict = await runCli(['lint', '--format', 'json', '--rule', 'note-no-todo:error'], { cwd: fixture });
    expect(strict.code).toBe(1);
    const off = await runCli(['lint', '--rule', 'note-no-todo:off'], { cwd: fixture });
    expect(off).toEqual({ code: 0, stdout: '', stderr: '' });
    const unknown = await runCli(['lint', '--rule', 'note-no-tod:off'], { cwd: fixture });
    expect(unknown.stderr).toBe('docwright lint: Unexpected rule `note-no-tod`, expected a known rule id (did you mean `note-no-todo`?)\n');
  });

  test('--stdin loads the plugins too', async () => {
    const run = await runCli(['lint', '--stdin', '--stdin-filename', 'new.mdx', '--format', 'json'], { cwd: fixture, stdin: page('One TODO.\n') });
    expect(ruleFindings(run.stdout)).toEqual(['new.mdx 6:5 warn note-no-todo https://example.com/rules/note-no-todo']);
  });

  test('worker threads load the plugins too', async () => {
    // An ES module by its package (without one, node guesses from the syntax, and under the test
    // runner's loader a worker's guess failed once in a full run as a `require(esm)` cycle).
    const dir = tempProject({ 'package.json': '{"type": "module"}', 'docs.json': '{}', '.docwrightrc.json': '{"plugins": ["./note-no-todo.js"], "rules": {"note-no-todo": "error"}}', 'note-no-todo.js': pluginSource, 'a.mdx': page('A TODO.\n'), 'b.mdx': page('B TODO.\n') });
    const run = await lint([], { cwd: dir, workers: 1 });
    expect(run.results.map((r) => r.findings.map((f) => `${f.ruleId} ${f.line}:${f.column}`))).toEqual([['note-no-todo 6:3'], ['note-no-todo 6:3']]);
  });

  test('a plugin rule\'s examples run in RuleTester', async () => {
    const { rules } = await loadPlugins(['./rules/note-no-todo.js'], fixture);
    RuleTester.describe = (_name, body) => body();
    RuleTester.it = (_name, body) => body();
    try {
      for (const rule of rules) expect(() => new RuleTester().run(rule.id, rule, casesFromExamples(rule))).not.toThrow();
    } finally {
      RuleTester.describe = undefined;
      RuleTester.it = undefined;
    }
  });

  test.each([
    ['outside the project root', { 'docs/.docwrightrc.json': '{"plugins": ["../evil.js"]}', 'evil.js': pluginSource }, /^docwright lint: \.docwrightrc\.json:1:2: `plugins`: Unexpected plugin `\.\.\/evil\.js` outside the project root `[^`]+`, expected a file inside it\n$/],
    ['missing', { 'docs/.docwrightrc.json': '{"plugins": ["./nope.js"]}' }, /^docwright lint: \.docwrightrc\.json:1:2: `plugins`: Missing plugin file `\.\/nope\.js` \(.*nope\.js\), expected a module at that path\n$/],
    ['throwing while it loads', { 'docs/.docwrightrc.json': '{"plugins": ["./bad.js"]}', 'docs/bad.js': 'throw new Error("boom");\n' }, /^docwright lint: \.docwrightrc\.json:1:2: `plugins`: Unexpected error loading plugin `\.\/bad\.js` \(.*bad\.js\): boom\n$/],
    ['exporting no rules', { 'docs/.docwrightrc.json': '{"plugins": ["./empty.js"]}', 'docs/empty.js': 'export default 42;\n' }, /Unexpected plugin `\.\/empty\.js` \(.*empty\.js\), expected a default export `\{ rules: \[\.\.\.\] \}`\n$/],
    ['with a bad rule', { 'docs/.docwrightrc.json': '{"plugins": ["./bad-id.js"]}', 'docs/bad-id.js': 'export default { rules: [{ id: "Bad Id", description: "x", messages: {}, check() {} }] };\n' }, /Unexpected rule in plugin `\.\/bad-id\.js` \(.*bad-id\.js\): `rules\[0\]\.id`: Unexpected rule id, expected kebab-case \(`my-rule`\)\n$/],
    ['taking a built-in rule\'s id', { 'docs/.docwrightrc.json': '{"plugins": ["./same.js"]}', 'docs/same.js': 'export default { rules: [{ id: "image-alt", description: "x", messages: {}, check() {} }] };\n' }, /Unexpected rule `image-alt` in plugin `\.\/same\.js` \(.*same\.js\), expected an id no other rule has\n$/],
  ])('a plugin %s is a config error: exit 2, one message naming it', async (_name, files, message) => {
    const dir = tempProject({ 'docs/docs.json': '{}', 'docs/a.mdx': page('Text.\n'), ...files });
    const run = await runCli(['lint'], { cwd: join(dir, 'docs') });
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.code).toBe(2);
  });

  test('a symlink inside the root that leads out of it is refused', async () => {
    const dir = tempProject({ 'docs/docs.json': '{}', 'docs/a.mdx': page('Text.\n'), 'docs/.docwrightrc.json': '{"plugins": ["./linked.js"]}', 'evil.js': pluginSource });
    symlinkSync(join(dir, 'evil.js'), join(dir, 'docs/linked.js'));
    const run = await runCli(['lint'], { cwd: join(dir, 'docs') });
    expect(run.stderr).toMatch(/Unexpected plugin `\.\/linked\.js` outside the project root/);
    expect(run.code).toBe(2);
  });
});
