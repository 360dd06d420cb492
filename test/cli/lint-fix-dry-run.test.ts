// `lint --fix-dry-run` and the unused-disable-comment flags, in-process through `main`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { page, runCli, tempProject } from './lint-helpers.js';

const framed = page('## Install\n\n![The CLI](/images/cli.png)\n');
const fixedFramed = page('## Install\n\n<Frame>\n  ![The CLI](/images/cli.png)\n</Frame>\n');

interface JsonFile {
  file: string;
  warningCount: number;
  findings: Array<{ ruleId: string }>;
  output?: string;
}

describe('docwright lint --fix-dry-run', () => {
  test('reports what remains after the fixes, writes nothing, and json carries the fixed text as `output`', async () => {
    const dir = tempProject({ 'docs.json': '{}', 'images/cli.png': 'png', 'a.mdx': framed, 'b.mdx': page('## One\n\n## One\n') });
    const stylish = await runCli(['lint', '--fix-dry-run'], { cwd: dir });
    expect(stylish.code).toBe(0);
    expect(stylish.stdout).not.toContain('image-frame');
    expect(stylish.stdout).toContain('heading-unique');
    expect(stylish.stderr).toBe('');
    expect(readFileSync(join(dir, 'a.mdx'), 'utf8')).toBe(framed);
    const json = await runCli(['lint', '--fix-dry-run', '--format', 'json'], { cwd: dir });
    const files = (JSON.parse(json.stdout) as { files: JsonFile[] }).files;
    expect(files.map((f) => [f.file, f.findings.map((x) => x.ruleId), f.output])).toEqual([
      ['a.mdx', [], fixedFramed],
      // No fix changed it: no `output`, as in ESLint.
      ['b.mdx', ['heading-unique'], undefined],
    ]);
    expect(readFileSync(join(dir, 'a.mdx'), 'utf8')).toBe(framed);
  });

  test('works with --stdin and with --cache (a cached run gives the same output)', async () => {
    const dir = tempProject({ 'docs.json': '{}', 'images/cli.png': 'png', 'a.mdx': framed });
    const stdin = await runCli(['lint', '--stdin', '--stdin-filename', 'draft.mdx', '--fix-dry-run', '--format', 'json'], { cwd: dir, stdin: framed });
    expect(stdin.code).toBe(0);
    expect((JSON.parse(stdin.stdout) as { files: JsonFile[] }).files[0]?.output).toBe(fixedFramed);
    expect((await runCli(['lint', '--cache'], { cwd: dir })).stdout).toContain('image-frame');
    const cached = await runCli(['lint', '--cache', '--fix-dry-run', '--format', 'json'], { cwd: dir });
    expect((JSON.parse(cached.stdout) as { files: JsonFile[] }).files[0]?.output).toBe(fixedFramed);
    expect(readFileSync(join(dir, 'a.mdx'), 'utf8')).toBe(framed);
  });

  test('--fix with --fix-dry-run, and --fix with --stdin, are usage errors', async () => {
    const dir = tempProject({ 'docs.json': '{}', 'a.mdx': framed });
    expect(await runCli(['lint', '--fix', '--fix-dry-run'], { cwd: dir })).toEqual({ code: 2, stdout: '', stderr: 'docwright lint: Unexpected `--fix` with `--fix-dry-run`, expected one of them\n' });
    expect((await runCli(['lint', '--stdin', '--fix'], { cwd: dir, stdin: framed })).stderr).toBe('docwright lint: Unexpected `--fix` with `--stdin`, expected files to fix (or `--fix-dry-run`)\n');
  });

  test('--no-cache is the default, as build reads it; with --cache it is a usage error', async () => {
    const dir = tempProject({ 'docs.json': '{}', 'a.mdx': framed });
    expect((await runCli(['lint', '--no-cache'], { cwd: dir })).stdout).toContain('image-frame');
    expect(await runCli(['lint', '--cache', '--no-cache'], { cwd: dir })).toEqual({ code: 2, stdout: '', stderr: 'docwright lint: Unexpected `--cache` with `--no-cache`, expected one of them\n' });
  });
});

describe('unused disable comments', () => {
  const unused = page('{/* docwright-disable-next-line code-language */}\n\nText.\n');

  test('are warnings by default; the flags set the severity; the config key too; the flag wins', async () => {
    const dir = tempProject({ 'docs.json': '{}', 'a.mdx': unused });
    const plain = await runCli(['lint'], { cwd: dir });
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/^6:2-6:49 +warning +Unexpected unused `docwright-disable-next-line` directive for `code-language`, expected it to suppress a finding \(fixable\) +unused-disable-directive$/m);
    expect((await runCli(['lint', '--report-unused-disable-directives'], { cwd: dir })).code).toBe(1);
    expect((await runCli(['lint', '--report-unused-disable-directives-severity', 'error'], { cwd: dir })).code).toBe(1);
    expect(await runCli(['lint', '--report-unused-disable-directives-severity', 'off'], { cwd: dir })).toEqual({ code: 0, stdout: '', stderr: '' });
    const configured = tempProject({ 'docs.json': '{}', 'a.mdx': unused, '.docwrightrc.json': '{"linterOptions": {"reportUnusedDisableDirectives": "off"}}' });
    // That configuration turns no rule on: lint says so on stderr, and reports nothing.
    expect(await runCli(['lint'], { cwd: configured })).toEqual({ code: 0, stdout: '', stderr: 'docwright lint: Missing rules, expected `extends` or `rules` in `.docwrightrc.json`: no rule is on, so lint checks nothing\n' });
    expect((await runCli(['lint', '--report-unused-disable-directives'], { cwd: configured })).code).toBe(1);
  });

  test('bad values and both flags at once are usage errors', async () => {
    const dir = tempProject({ 'docs.json': '{}', 'a.mdx': unused });
    expect((await runCli(['lint', '--report-unused-disable-directives-severity', 'loud'], { cwd: dir })).stderr).toBe(
      'docwright lint: Unexpected `--report-unused-disable-directives-severity loud`, expected `off`, `warn` or `error`\n',
    );
    const both = await runCli(['lint', '--report-unused-disable-directives', '--report-unused-disable-directives-severity', 'warn'], { cwd: dir });
    expect(both.code).toBe(2);
  });

  test('--fix removes them and the page is clean afterwards', async () => {
    const dir = tempProject({ 'docs.json': '{}', 'a.mdx': unused });
    expect((await runCli(['lint', '--fix'], { cwd: dir })).code).toBe(0);
    expect(readFileSync(join(dir, 'a.mdx'), 'utf8')).toBe(page('Text.\n'));
    expect(await runCli(['lint'], { cwd: dir })).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});
