import { describe, expect, test } from '@jest/globals';
import { readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatPages } from '../../src/format/format.js';
import type { JsonReport } from '../../src/findings/report/index.js';
import { runCli } from '../cli/lint-helpers.js';
import { tempProject } from '../support/project.js';

const docsJson = JSON.stringify({ name: 'Format', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] } });
const messy = '---\ntitle: "Index"\n---\n\n* one\n* two\n\nSome *text*.\n';
const tidy = '---\ntitle: "Index"\n---\n\n- one\n- two\n\nSome _text_.\n';
// Two lists side by side (their markers differ) after a block the formatter must keep as written:
// written block by block, the lists would join into one. The page is refused.
const unsafe = '<Frame>\n    <img\n  style={{\n    width: 2,\n  }}\n/>\n</Frame>\n\n- a\n* b\n';

describe('docwright format', () => {
  test('writes the pages that change, leaves those in style untouched, and a second run changes nothing', async () => {
    const dir = tempProject({ 'docs.json': docsJson, 'index.mdx': messy, 'tidy.mdx': tidy });
    const before = statSync(join(dir, 'tidy.mdx')).mtimeMs;
    const first = await runCli(['format'], { cwd: dir });
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('formatted 1 page, 1 page already formatted');
    expect(readFileSync(join(dir, 'index.mdx'), 'utf8')).toBe(tidy);
    expect(statSync(join(dir, 'tidy.mdx')).mtimeMs).toBe(before);
    const second = await formatPages([], { cwd: dir });
    expect(second.changed).toEqual([]);
    expect(second.unchangedCount).toBe(2);
  });

  test('a missing path is the whole report: exit 2 with the problem, no "formatted 0 pages" after it', async () => {
    const dir = tempProject({ 'docs.json': docsJson, 'index.mdx': messy });
    const run = await runCli(['format', 'absent.mdx'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Missing file or folder `absent.mdx`');
    expect(run.stderr).not.toContain('formatted');
    expect(readFileSync(join(dir, 'index.mdx'), 'utf8')).toBe(messy);
  });

  test('--check writes nothing and exits 1 when a page would change, 0 when none would', async () => {
    const dir = tempProject({ 'docs.json': docsJson, 'index.mdx': messy });
    const check = await runCli(['format', '--check', '--format', 'json'], { cwd: dir });
    expect(check.code).toBe(1);
    expect(readFileSync(join(dir, 'index.mdx'), 'utf8')).toBe(messy);
    const report = JSON.parse(check.stdout) as JsonReport;
    expect(report.files.flatMap((file) => file.findings.map((f) => f.ruleId))).toEqual(['format-unformatted']);
    expect((await runCli(['format'], { cwd: dir })).code).toBe(0);
    expect(await runCli(['format', '--check'], { cwd: dir })).toMatchObject({ code: 0, stdout: '' });
  });

  test('--check shows a line with backticks as it reads: a code fence moved into a component keeps its backticks', async () => {
    const page = '---\ntitle: "Install"\n---\n\n<Tabs>\n  <Tab title="npm">\n\n```bash\nnpm install kettle\n```\n\n  </Tab>\n</Tabs>\n';
    const dir = tempProject({ 'docs.json': docsJson, 'index.mdx': page });
    const check = await runCli(['format', '--check', '--format', 'json'], { cwd: dir });
    const report = JSON.parse(check.stdout) as JsonReport;
    const messages = report.files.flatMap((file) => file.findings.map((f) => `${f.line}:${f.column} ${f.message}`));
    expect(messages).toEqual(['7:1 Unexpected blank line, expected ````  ```bash```` (the canonical style `docwright format` writes)']);
  });

  test('--check points at the first line that differs, showing the line and its canonical form', async () => {
    const dir = tempProject({ 'docs.json': docsJson, 'index.mdx': tidy.replace('Some _text_.', 'Some *text*.'), 'end.mdx': '# End' });
    const check = await runCli(['format', '--check', '--format', 'json'], { cwd: dir });
    const report = JSON.parse(check.stdout) as JsonReport;
    const found = report.files.flatMap((file) => file.findings.map((f) => ({ file: file.file, line: f.line, column: f.column, message: f.message })));
    expect(found).toEqual([
      { file: 'end.mdx', line: 1, column: 6, message: 'Unexpected end of the page without a line break, expected a final line break' },
      { file: 'index.mdx', line: 8, column: 6, message: 'Unexpected `Some *text*.`, expected `Some _text_.` (the canonical style `docwright format` writes)' },
    ]);
  });

  test('--check names a blank line it removes without an article after "Unexpected"', async () => {
    const dir = tempProject({ 'docs.json': docsJson, 'index.mdx': `${tidy}\n<Note>\n\nBoil the water first.\n</Note>\n` });
    const report = JSON.parse((await runCli(['format', '--check', '--format', 'json'], { cwd: dir })).stdout) as JsonReport;
    const [finding] = report.files.flatMap((file) => file.findings);
    expect(finding?.message).toBe('Unexpected blank line, expected `Boil the water first.` (the canonical style `docwright format` writes)');
  });

  test('--check shows a long line around the place it changes, so the two excerpts differ', async () => {
    const url = 'https://example.com/issues/new?assignees=&labels=bug&template=report.yaml&title=x';
    const dir = tempProject({ 'docs.json': docsJson, 'index.mdx': `${tidy}\nSee the tracker, where every report is read: [Report a bug](${url}) *today*.\n` });
    const report = JSON.parse((await runCli(['format', '--check', '--format', 'json'], { cwd: dir })).stdout) as JsonReport;
    const [finding] = report.files.flatMap((file) => file.findings);
    expect(finding?.column).toBe(144);
    expect(finding?.message).toBe('Unexpected `…eport.yaml&title=x) *today*.`, expected `…eport.yaml&title=x) _today_.` (the canonical style `docwright format` writes)');
  });

  test('a page whose rewrite would change its meaning is reported and left as it was', async () => {
    const dir = tempProject({ 'docs.json': docsJson, 'index.mdx': unsafe });
    const result = await runCli(['format', 'index.mdx'], { cwd: dir });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/9:1 +warning +Unexpected change of meaning at 9:1 \(`list`\).*format-unsafe/);
    expect(readFileSync(join(dir, 'index.mdx'), 'utf8')).toBe(unsafe);
    expect((await runCli(['format', '--check'], { cwd: dir })).code).toBe(0);
  });

  test('a `.md` page keeps what Mintlify, which compiles it as MDX, reads there: its `{/* … */}` comment is not escaped', async () => {
    const page = '---\ntitle: "Moved"\n---\n\n{/* TODO: add *notes* */}\n\n* one\n* two\n';
    const dir = tempProject({ 'docs.json': docsJson, 'moved.md': page, 'README.md': page });
    const run = await runCli(['format'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(readFileSync(join(dir, 'moved.md'), 'utf8')).toBe('---\ntitle: "Moved"\n---\n\n{/* TODO: add *notes* */}\n\n- one\n- two\n');
    // A README.md is never compiled (Mintlify does not publish it): plain Markdown, where the stars are text.
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toBe('---\ntitle: "Moved"\n---\n\n{/\\* TODO: add _notes_ \\*/}\n\n- one\n- two\n');
  });

  test('a page that does not parse is an error, left as it was', async () => {
    const dir = tempProject({ 'docs.json': docsJson, 'index.mdx': '## Title\n\n<Card>\n' });
    const result = await runCli(['format', '--format', 'github'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('::error file=index.mdx');
    expect(readFileSync(join(dir, 'index.mdx'), 'utf8')).toBe('## Title\n\n<Card>\n');
  });

  test('reads its style from the config file, and writes through a symlink only inside the project', async () => {
    const outside = tempProject({ 'page.mdx': tidy });
    const dir = tempProject({ 'docs.json': docsJson, '.docwrightrc.json': JSON.stringify({ format: { bullet: '*', emphasis: '*' } }), 'index.mdx': messy.replace('*text*', '_text_') });
    symlinkSync(join(outside, 'page.mdx'), join(dir, 'linked.mdx'));
    const result = await runCli(['format', 'index.mdx', 'linked.mdx'], { cwd: dir });
    expect(readFileSync(join(dir, 'index.mdx'), 'utf8')).toBe(messy);
    // The link is `path-outside` at its path, as `format .` says it (a warning): its target is not read, nor written.
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('links outside the project');
    expect(readFileSync(join(outside, 'page.mdx'), 'utf8')).toBe(tidy);
  });

  test('`format <folder>` finds the configuration from the folder, as `lint <folder>` does, not from the current folder', async () => {
    const outer = tempProject({ 'docs/docs.json': docsJson, 'docs/.docwrightrc.json': JSON.stringify({ format: { bullet: '*', emphasis: '*' } }), 'docs/index.mdx': messy });
    const run = await formatPages(['docs'], { cwd: outer, check: true });
    expect(run.problems).toEqual([]);
    expect(run.changed).toEqual([]);
    expect(run.unchangedCount).toBe(1);
  });

  test('a bad `format` setting is a config error (exit 2)', async () => {
    const dir = tempProject({ 'docs.json': docsJson, '.docwrightrc.json': JSON.stringify({ format: { bullet: '#' } }), 'index.mdx': tidy });
    const result = await runCli(['format'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('format.bullet');
  });

  test('--help lists the flags; an unknown one is a usage error', async () => {
    const help = await runCli(['format', '--help'], { cwd: process.cwd() });
    expect(help.stdout).toContain('--check');
    expect((await runCli(['format', '--chek'], { cwd: process.cwd() })).code).toBe(2);
  });
});

test('formatPages reports each page written', async () => {
  const dir = tempProject({ 'docs.json': docsJson, 'a.mdx': messy });
  writeFileSync(join(dir, 'b.md'), '* b\n');
  const run = await formatPages([], { cwd: dir });
  expect(run.changed.map((file) => file.slice(dir.length + 1))).toEqual(['a.mdx', 'b.md']);
  expect(run.errorCount).toBe(0);
});
