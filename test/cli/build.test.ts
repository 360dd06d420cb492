import { describe, expect, jest, test } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { JsonReport, SarifLog } from '../../src/findings/report/index.js';
import { DOCS_JSON, makeProject } from '../render/helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

async function run(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(['build', ...args], {
    cwd,
    env: { CI: '1' },
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
  });
  return { code, stdout, stderr };
}

/** Where docs.json (one line) writes the navigation entry of the page that is missing: build places the warning there, as check does. */
const MISSING_AT = DOCS_JSON.indexOf('"missing-page"') + 1;

const OK = { 'docs.json': DOCS_JSON, 'index.mdx': '---\ntitle: Home\n---\n\nHello.\n', 'quickstart.mdx': '# Quick\n', 'guide/advanced.mdx': 'x\n', 'api/overview.mdx': 'y\n' };

describe('docwright build', () => {
  test('builds into --out and prints one summary line in CI', async () => {
    const root = makeProject(OK);
    const out = join(mkdtempSync(join(tmpdir(), 'dw-cli-')), 'site');
    const result = await run([root, '--out', out, '--no-cache', '--workers', '0'], root);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Built .*site in \d+\.\ds: 4 pages, 0 errors, 1 warning \(no sitemap\.xml: no `--base-url` or `seo\.metatags\.canonical` names the site's URL\)\n$/);
    expect(result.stderr).toBe(`docs.json:1:${MISSING_AT}: warning: Missing page \`missing-page\` listed in the navigation, expected \`missing-page.mdx\` or \`missing-page.md\`: it is skipped\n`);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  });

  test('--max-warnings: more warnings than n exit 1 after the site is written; -1 is no limit; a bad value is a usage error', async () => {
    const root = makeProject(OK);
    const out = join(mkdtempSync(join(tmpdir(), 'dw-cli-')), 'site');
    const over = await run([root, '--out', out, '--no-cache', '--workers', '0', '--max-warnings', '0'], root);
    expect(over.code).toBe(1);
    expect(over.stderr).toContain('docwright build: Unexpected 1 warning, expected at most 0 (`--max-warnings`)\n');
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect((await run([root, '--out', out, '--no-cache', '--workers', '0', '--max-warnings', '1'], root)).code).toBe(0);
    expect((await run([root, '--out', out, '--no-cache', '--workers', '0', '--max-warnings=-1'], root)).code).toBe(0);
    const bad = await run([root, '--out', out, '--max-warnings', 'x'], root);
    expect(bad).toMatchObject({ code: 2, stderr: 'docwright build: Unexpected `--max-warnings x`, expected a whole number, or `-1` for no limit\n' });
  });

  test('an earlier build into another folder of the root is not read as pages', async () => {
    const root = makeProject(OK);
    expect((await run([root, '--out', join(root, 'docs-dist'), '--no-cache', '--workers', '0'], root)).code).toBe(0);
    expect(existsSync(join(root, 'docs-dist', 'quickstart.md'))).toBe(true);
    const again = await run([root, '--no-cache', '--workers', '0'], root);
    expect(again.stdout).toMatch(/: 4 pages, /);
    expect(existsSync(join(root, 'dist', 'docs-dist'))).toBe(false);
  });

  test('config.json is not in the output; --publish adds the files it names', async () => {
    const root = makeProject({ ...OK, 'config.json': '{"token":"x"}', 'downloads/data.csv': 'a,b\n' });
    const out = join(mkdtempSync(join(tmpdir(), 'dw-cli-')), 'site');
    expect((await run([root, '--out', out, '--no-cache', '--workers', '0'], root)).code).toBe(0);
    expect(existsSync(join(out, 'config.json'))).toBe(false);
    expect(existsSync(join(out, 'downloads/data.csv'))).toBe(false);
    expect((await run([root, '--out', out, '--no-cache', '--workers', '0', '--publish', 'downloads/*.csv'], root)).code).toBe(0);
    expect(readFileSync(join(out, 'downloads/data.csv'), 'utf8')).toBe('a,b\n');
    expect(existsSync(join(out, 'config.json'))).toBe(false);
  });

  test('a page that fails to parse: file:line:col, the rest is built, exit 1', async () => {
    const root = makeProject({ ...OK, 'quickstart.mdx': 'Text\n\n<Card>\n' });
    const out = join(mkdtempSync(join(tmpdir(), 'dw-cli-')), 'site');
    const result = await run(['.', '--out', out, '--no-cache', '--workers', '0'], root);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^quickstart\.mdx:\d+:\d+: error: /m);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Hello.');
    const page = readFileSync(join(out, 'quickstart.html'), 'utf8');
    expect(page).toContain('This page could not be built.');
    // The reason is the author's (stderr above), not the readers'.
    expect(page).not.toMatch(/quickstart\.mdx:\d+:\d+/);
  });

  test('an unreadable docs.json is fatal (exit 2) and keeps the previous output', async () => {
    const root = makeProject(OK);
    const out = join(mkdtempSync(join(tmpdir(), 'dw-cli-')), 'site');
    expect((await run([root, '--out', out, '--no-cache', '--workers', '0'], root)).code).toBe(0);
    writeFileSync(join(root, 'docs.json'), '{');
    const result = await run([root, '--out', out, '--no-cache'], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^docs\.json:\d+:\d+: error: /);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Hello.');
  });

  test('no docs.json: the finding is printed once, exit 2', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dw-cli-'));
    const result = await run(['.'], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('docs.json:1:1: error: Missing `docs.json` (or legacy `mint.json`) in the project root\n');
  });

  test('usage errors exit 2', async () => {
    expect((await run(['--workers', 'zero'], tmpdir())).code).toBe(2);
    expect((await run(['--bogus'], tmpdir())).code).toBe(2);
  });

  test('--cache, --no-cache and --cache-location read as in lint; the cache goes where --cache-location says', async () => {
    for (const args of [['--cache', '--no-cache'], ['--cache-location', 'c', '--no-cache']]) {
      const result = await run(args, tmpdir());
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`Unexpected \`${args[0]}\` with \`--no-cache\`, expected one of them`);
    }
    const root = makeProject(OK);
    const out = join(root, 'site');
    expect((await run([root, '--out', out, '--cache', '--cache-location', 'my-cache', '--workers', '0'], root)).code).toBe(0);
    expect(existsSync(join(root, 'my-cache'))).toBe(true);
    expect(existsSync(join(root, '.docwright-cache'))).toBe(false);
    const again = await run([root, '--out', out, '--cache-location', 'my-cache', '--workers', '0'], root);
    expect(again.stdout).toContain('4 unchanged');
  });

  test('a --publish pattern that leaves the root is a usage error', async () => {
    const result = await run(['--publish', '../secrets/**'], tmpdir());
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unexpected `--publish` pattern `../secrets/**`, expected a pattern relative to the docs root such as `downloads/**`');
    expect((await run(['--publish', '/etc/*'], tmpdir())).code).toBe(2);
  });

  test('--format json: the findings as the json report on stdout, with rule ids; the summary on stderr', async () => {
    const root = makeProject({ ...OK, 'quickstart.mdx': 'Text\n\n<Card>\n' });
    const out = join(mkdtempSync(join(tmpdir(), 'dw-cli-')), 'site');
    const result = await run(['.', '--out', out, '--no-cache', '--workers', '0', '--format', 'json'], root);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Built .*site in \d+\.\ds: 4 pages, 1 failed, 1 error, 1 warning \(no sitemap\.xml: .*\)\n$/);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report).toMatchObject({ version: 1, errorCount: 1, warningCount: 1 });
    const findings = report.files.flatMap((file) => file.findings.map((f) => `${file.file}:${f.line}:${f.column} ${f.severity} ${f.ruleId}`));
    expect(findings).toEqual([`docs.json:1:${MISSING_AT} warn nav-page-missing`, expect.stringMatching(/^quickstart\.mdx:\d+:\d+ error parse-error$/)]);
  });

  test('--format sarif: a docs.json that is not JSON is a result placed in docs.json, exit 2', async () => {
    const root = makeProject({ ...OK, 'docs.json': '{\n  "name": "Acme",\n  "theme": \n}\n' });
    const out = join(mkdtempSync(join(tmpdir(), 'dw-cli-')), 'site');
    const result = await run(['.', '--out', out, '--format', 'sarif'], root);
    expect(result.code).toBe(2);
    const log = JSON.parse(result.stdout) as SarifLog;
    const [first] = log.runs[0]?.results ?? [];
    expect(first).toMatchObject({ ruleId: 'config-json', level: 'error', locations: [{ physicalLocation: { artifactLocation: { uri: 'docs.json' }, region: { startLine: 4, startColumn: 1 } } }] });
    expect(result.stderr).toContain('docwright build: ');
  });

  test('--format github: one annotation per finding', async () => {
    const root = makeProject(OK);
    const out = join(mkdtempSync(join(tmpdir(), 'dw-cli-')), 'site');
    const result = await run(['.', '--out', out, '--no-cache', '--workers', '0', '--format', 'github'], root);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`::warning file=docs.json,line=1,col=${MISSING_AT},title=nav-page-missing::Missing page \`missing-page\` listed in the navigation, expected \`missing-page.mdx\` or \`missing-page.md\`: it is skipped\n`);
  });

  test('an unknown --format is a usage error', async () => {
    const result = await run(['--format', 'xml'], tmpdir());
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unexpected format `xml`, expected one of `stylish`, `json`, `sarif`, `github`');
  });

  test('--pages navigation publishes only the listed pages; any other value is a usage error', async () => {
    const root = makeProject({ ...OK, 'extra.mdx': '---\ntitle: Extra\n---\n\nNot listed.\n' });
    const out = join(mkdtempSync(join(tmpdir(), 'dw-cli-')), 'site');
    expect((await run([root, '--out', out, '--no-cache', '--workers', '0'], root)).code).toBe(0);
    expect(existsSync(join(out, 'extra.html'))).toBe(true);
    expect((await run([root, '--out', out, '--no-cache', '--workers', '0', '--pages', 'navigation'], root)).code).toBe(0);
    expect(existsSync(join(out, 'extra.html'))).toBe(false);
    expect(existsSync(join(out, 'quickstart.html'))).toBe(true);
    const bad = await run([root, '--pages', 'listed'], root);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Unexpected `--pages` `listed`, expected `all` or `navigation`');
  });
});

describe('docwright build: where a missing navigation page is warned', () => {
  test('at its entry in docs.json, inside a nested group too, as check places it', async () => {
    const config = '{\n  "theme": "mint",\n  "name": "Acme",\n  "colors": { "primary": "#0D6E4F" },\n  "navigation": {\n    "groups": [\n      { "group": "Start", "pages": ["index", { "group": "Deep", "pages": [\n        "deep/gone"\n      ] }] }\n    ]\n  }\n}\n';
    const root = makeProject({ 'docs.json': config, 'index.mdx': '# Home\n' });
    const out = join(mkdtempSync(join(tmpdir(), 'dw-cli-')), 'site');
    const result = await run([root, '--out', out, '--no-cache', '--workers', '0'], root);
    expect(result.stderr).toBe('docs.json:8:9: warning: Missing page `deep/gone` listed in the navigation, expected `deep/gone.mdx` or `deep/gone.md`: it is skipped\n');
  });
});
