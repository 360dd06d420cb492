import { describe, expect, jest, test } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';
import type { Io } from '../../src/cli/io.js';
import type { JsonReport, SarifLog } from '../../src/findings/report/index.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const repo = fileURLToPath(new URL('../..', import.meta.url));

async function run(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: Io = { cwd: repo, env: {}, stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) } };
  // The fixtures get no verdict cache (`.docwright-cache`) unless a test asks for one.
  const cache = argv.some((a) => a.includes('cache')) ? [] : ['--no-cache'];
  const code = await main(['check', ...argv, ...cache], io);
  return { code, stdout, stderr };
}

describe('docwright check', () => {
  test('a clean project exits 0 with no output', async () => {
    expect(await run('fixtures/minimal')).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(await run('fixtures/legacy')).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(await run('fixtures/full', '--links')).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  test('the verdict cache: <root>/.docwright-cache/check.json by default, --cache-location elsewhere, nothing with --no-cache', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docwright-check-cache-'));
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D6E4F' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }));
    writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\n---\n\n<Note>\nOpen.\n');
    const none = await run(root, '--no-cache', '--format', 'json');
    expect(none.code).toBe(1);
    expect(readdirSync(root).sort()).toEqual(['docs.json', 'index.mdx']);
    const cold = await run(root, '--format', 'json');
    expect(existsSync(join(root, '.docwright-cache', 'check.json'))).toBe(true);
    expect(await run(root, '--format', 'json')).toEqual(cold);
    expect(cold.stdout).toBe(none.stdout);
    const elsewhere = join(mkdtempSync(join(tmpdir(), 'docwright-check-cache-')), 'verdicts');
    expect(await run(root, '--format', 'json', '--cache-location', elsewhere)).toEqual(none);
    expect(readdirSync(elsewhere)).toEqual(['check.json']);
    expect((await run(root, '--cache', '--no-cache')).stderr).toContain('Unexpected `--cache` with `--no-cache`, expected one of them');
    expect((await run(root, '--cache-location', elsewhere, '--no-cache')).code).toBe(2);
  });

  test('--max-warnings: more warnings than n exit 1, counted with --quiet too; -1 is no limit; a bad value is a usage error', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docwright-check-max-'));
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D6E4F' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }));
    writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
    writeFileSync(join(root, 'stray.mdx'), '---\ntitle: Stray\n---\n\nNot in the navigation.\n');
    const plain = await run(root, '--format', 'json');
    const report = JSON.parse(plain.stdout) as JsonReport;
    expect(plain.code).toBe(0);
    expect(report.errorCount).toBe(0);
    const warnings = report.warningCount;
    expect(warnings).toBeGreaterThan(0);
    const over = await run(root, '--max-warnings', String(warnings - 1));
    expect(over.code).toBe(1);
    expect(over.stderr).toBe(`docwright check: Unexpected ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}, expected at most ${warnings - 1} (\`--max-warnings\`)\n`);
    expect((await run(root, '--quiet', '--max-warnings', String(warnings - 1))).code).toBe(1);
    expect((await run(root, '--max-warnings', String(warnings))).code).toBe(0);
    expect((await run(root, '--max-warnings=-1')).code).toBe(0);
    expect(await run(root, '--max-warnings', '1.5')).toMatchObject({ code: 2, stderr: 'docwright check: Unexpected `--max-warnings 1.5`, expected a whole number, or `-1` for no limit\n' });
  });

  test('a missing docs.json exits 2 with a clear message', async () => {
    const result = await run('test');
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Missing `docs.json` (or legacy `mint.json`) in the project root');
  });

  test('run in a page folder of a project, it names the folder up that holds the configuration', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docwright-check-sub-'));
    writeFileSync(join(root, 'mint.json'), '{}');
    mkdirSync(join(root, 'guides', 'deep'), { recursive: true });
    const result = await run(join(root, 'guides', 'deep'));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('1:1 error Missing `docs.json` (or legacy `mint.json`) in the project root, expected the root of the docs project: `../..` holds `mint.json` config-missing\n');
  });

  test('a folder that does not exist exits 2, named as a folder', async () => {
    expect(await run('fixtures/no-such-project')).toEqual({ code: 2, stdout: '', stderr: 'docwright check: Missing folder `fixtures/no-such-project`, expected the folder of a docs project\n' });
  });

  test('errors exit 1, in every format', async () => {
    const stylish = await run('fixtures/broken');
    expect(stylish.code).toBe(1);
    expect(stylish.stdout).toContain('fixtures/broken/docs.json');
    const json = await run('fixtures/broken', '--format', 'json');
    const report: unknown = JSON.parse(json.stdout);
    expect(report).toMatchObject({ errorCount: expect.any(Number) });
    const github = await run('fixtures/broken', '--format', 'github');
    expect(github.stdout).toMatch(/^::error file=fixtures\/broken\/docs\.json,line=\d+/m);
    const sarif = await run('fixtures/broken', '--format', 'sarif');
    expect(JSON.parse(sarif.stdout)).toMatchObject({ version: '2.1.0' });
  });

  test('an unknown format is a usage error', async () => {
    const result = await run('fixtures/minimal', '--format', 'xml');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unexpected format `xml`');
  });

  test('--format sarif: a docs.json that is not JSON is a result with its position, on stdout, exit 2', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dw-check-'));
    writeFileSync(join(root, 'docs.json'), '{\n  "name": "Acme",\n  "theme": \n}\n');
    const result = await run(root, '--format', 'sarif');
    expect(result.code).toBe(2);
    const log = JSON.parse(result.stdout) as SarifLog;
    expect(log.runs[0]?.results).toEqual([
      expect.objectContaining({ ruleId: 'config-json', level: 'error', locations: [{ physicalLocation: expect.objectContaining({ region: expect.objectContaining({ startLine: 4, startColumn: 1 }) }) }] }),
    ]);
    const stylish = await run(root);
    expect(stylish).toMatchObject({ code: 2, stdout: '' });
    expect(stylish.stderr).toContain('4:1');
  });

  test('--format json: rule ids and counts per file', async () => {
    const result = await run('fixtures/broken', '--format', 'json');
    const report = JSON.parse(result.stdout) as JsonReport;
    const findings = report.files.flatMap((file) => file.findings);
    expect(report.errorCount).toBe(findings.filter((f) => f.severity === 'error').length);
    expect(findings.every((f) => /^[a-z]+(-[a-z]+)+$/.test(f.ruleId) && f.line >= 1 && f.column >= 1)).toBe(true);
  });
});
