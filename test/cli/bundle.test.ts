// The published CLI is a bundle (scripts/bundle.mjs): its commands, chunks, worker threads
// and external packages must work as the compiled modules do.
import { describe, expect, jest, test } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lint } from '../../src/lint/engine.js';
import type { JsonReport } from '../../src/findings/report/json.js';
import { distBin, repo, runCli, tempProject } from './lint-helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const page = (i: number): string => `---
title: Page ${i}
description: Generated page ${i}
---

## Setup ${i}

![](/images/plant-${i}.png)

\`\`\`
npm install plants
\`\`\`
`;

describe('the bundled CLI', () => {
  test('dist/src/cli/bin.js is the bundle, with its chunks beside it', () => {
    expect(existsSync(distBin)).toBe(true);
    expect(readFileSync(distBin, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/);
    expect(readdirSync(join(repo, 'dist/src/cli')).some((name) => /-[A-Z0-9]{8}\.js$/.test(name))).toBe(true);
  });

  // Each render thread starts from dist/src/render/worker.js: as a bundle entry it loads the
  // CLI's chunks, not the renderer's ~300 compiled modules one by one (issue 51).
  test('the render worker is a bundle entry that imports only the CLI\'s chunks', () => {
    const worker = readFileSync(join(repo, 'dist/src/render/worker.js'), 'utf8');
    const relative = [...worker.matchAll(/\bfrom\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]);
    expect(relative.length).toBeGreaterThan(0);
    expect(relative.filter((spec) => !/^\.\.\/cli\/[\w-]+-[A-Z0-9]{8}\.js$/.test(spec ?? ''))).toEqual([]);
  });

  test('prints the version from package.json', async () => {
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string };
    const result = await runCli(['--version'], { cwd: repo, dist: true });
    expect(result.stdout.trim()).toBe(pkg.version);
  });

  test('lint on worker threads reports what the library reports from the sources', async () => {
    const files: Record<string, string> = { 'docs.json': JSON.stringify({ name: 'Plants', theme: 'mint', colors: { primary: '#166534' }, navigation: { pages: ['p0'] } }) };
    for (let i = 0; i < 24; i++) files[`p${i}.mdx`] = page(i);
    const dir = tempProject(files);
    const cli = await runCli(['lint', '--format', 'json'], { cwd: dir, dist: true });
    expect(cli.stderr).toBe('');
    expect(cli.code).toBe(1);
    const report = JSON.parse(cli.stdout) as JsonReport;
    const library = await lint([], { cwd: dir, workers: 0 });
    expect(report.files).toHaveLength(24);
    const seen = report.files.map((file) => file.findings.map((m) => `${m.line}:${m.column} ${m.ruleId}`).join(', '));
    const expected = library.results.map((result) => result.findings.map((f) => `${f.line}:${f.column} ${f.ruleId}`).join(', '));
    expect(seen).toEqual(expected);
    expect(seen[0]).toContain('code-language');
  });

  // `yaml` is CommonJS: a dynamic import of it in the bundle has its exports under `default` only,
  // and a YAML config's mistakes once lost their line and column there (from the sources they had them).
  test('a YAML config\'s mistakes name their line and column from the bundle too', async () => {
    const options = tempProject({ 'docs.json': '{}', 'a.mdx': page(1), '.docwrightrc.yaml': 'extends: recommended\nrules:\n  image-alt: [error, {foo: 1}]\n' });
    expect(await runCli(['lint'], { cwd: options, dist: true })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docwright lint: .docwrightrc.yaml:3:23: `rules.image-alt[1].foo`: Unexpected key `foo`, expected one of `vague`\n',
    });
    const syntax = tempProject({ 'docs.json': '{}', 'a.mdx': page(1), '.docwrightrc.yaml': 'rules:\n  code-language: [off\n  x: y\n' });
    const broken = await runCli(['lint'], { cwd: syntax, dist: true });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/^docwright lint: \.docwrightrc\.yaml:3:3: Unexpected YAML that does not parse \(/);
  });

  // write-good's e-prime, passive-voice and weasel-words assign an undeclared `match`: inlined into the strict ES module
  // bundle as they are, every check failed with "match is not defined" (scripts/bundle.mjs `sloppyGlobals`).
  test('prose-write-good finds from the bundle what it finds from the sources, every check on', async () => {
    const dir = tempProject({
      '.docwrightrc.json': JSON.stringify({ rules: { 'prose-write-good': ['warn', { eprime: true, adverb: true, so: true, cliches: true }] } }),
      'a.mdx': '---\ntitle: Weather\ndescription: A page about rain\n---\n\nSo the field is watered by the farmer quickly. There is a very wet path. The the end.\n',
    });
    const cli = await runCli(['lint', 'a.mdx', '--format', 'json'], { cwd: dir, dist: true });
    expect(cli.stderr).toBe('');
    const report = JSON.parse(cli.stdout) as JsonReport;
    const library = await lint(['a.mdx'], { cwd: dir, workers: 0 });
    // Two findings at one place may come in either order.
    const seen = report.files.flatMap((file) => file.findings.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`)).sort();
    expect(seen).toEqual(library.results.flatMap((result) => result.findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message}`)).sort());
    expect(seen.filter((line) => line.includes('prose-write-good')).length).toBeGreaterThanOrEqual(6);
    expect(seen.join('\n')).not.toContain('is not defined');
  });

  test('check, rules --check and build run from the bundle', async () => {
    const check = await runCli(['check', join(repo, 'fixtures/minimal')], { cwd: repo, dist: true });
    expect(check.stderr).not.toMatch(/internal error/);
    expect(check.code).toBe(0);
    const mcp = await runCli(['mcp', '--help'], { cwd: repo, dist: true });
    expect(mcp).toMatchObject({ code: 0, stderr: '', stdout: expect.stringMatching(/^Usage: docwright mcp \[root\]/) });
    const rules = await runCli(['rules', 'docs', '--check'], { cwd: repo, dist: true });
    expect(rules.stderr).not.toMatch(/internal error/);
    expect(rules.code).toBe(0);
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-bundle-')), 'site');
    const build = await runCli(['build', join(repo, 'fixtures/full'), '--out', out], { cwd: repo, dist: true, env: { CI: 'true' } });
    expect(build.stderr).not.toMatch(/internal error/);
    expect([0, 1]).toContain(build.code);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<html');
    expect(existsSync(join(out, 'pagefind'))).toBe(true);
  }, 300_000);

  // From 32 pages on, build renders on worker threads: the project handed to them must be
  // plain data (a function on it once made every such build exit 2 with "could not be cloned").
  test('build renders a 40-page project on worker threads', async () => {
    const pages = Array.from({ length: 40 }, (_, i) => `p${i}`);
    const files: Record<string, string> = { 'docs.json': JSON.stringify({ name: 'Plants', theme: 'mint', colors: { primary: '#166534' }, navigation: { groups: [{ group: 'All', pages }] } }) };
    for (const [i, name] of pages.entries()) files[`${name}.mdx`] = `---\ntitle: Plant ${i}\ndescription: Care notes for plant ${i}\n---\n\n## Watering\n\nWater plant ${i} once a week.\n`;
    const dir = tempProject(files);
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-bundle-')), 'site');
    const build = await runCli(['build', dir, '--out', out, '--workers', '2', '--no-cache'], { cwd: dir, dist: true, env: { CI: 'true' } });
    expect(build.stderr).not.toMatch(/internal error/);
    expect(build.code).toBe(0);
    for (const name of pages) expect(readFileSync(join(out, `${name}.html`), 'utf8')).toContain(`Water plant ${name.slice(1)} once a week.`);
  }, 300_000);
});
