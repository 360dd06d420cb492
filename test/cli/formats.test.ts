// Every command that reports findings takes `--format json|sarif|github`, printed by the one reporter
// (src/findings/report/): the same findings in each, SARIF 2.1.0 as code scanning reads it, one GitHub
// annotation per finding, and the same exit code whatever the format.
import { describe, expect, jest, test } from '@jest/globals';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runMain, type MainResult } from '../support/run-main.js';
import { tempProject } from '../support/project.js';
import type { JsonReport, SarifLog } from '../../src/findings/report/index.js';

// Long: `build` renders a site in three formats (seconds each on a loaded machine).
jest.setTimeout(300_000);

const DOCS = JSON.stringify({ name: 'Formats', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] } });
const PAGE = '---\ntitle: Index\n---\n\n* one\n* two\n\n<Gizmo />\n\n![](/missing.png)\n';

/** A command to run in a folder, the exit code it gives and the rule ids it reports (at least these). */
interface Case {
  name: string;
  setup: () => { cwd: string; argv: string[] };
  code: number;
  ids: string[];
}

/** A fresh copy of fixtures/minimal, for `rules --check` (its rules file is missing). */
function minimalCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docwright-formats-'));
  cpSync(resolve('fixtures/minimal'), dir, { recursive: true });
  return dir;
}

const CASES: Case[] = [
  { name: 'lint', setup: () => ({ cwd: tempProject({ 'docs.json': DOCS, 'index.mdx': PAGE }), argv: ['lint', '.'] }), code: 1, ids: ['component-known'] },
  { name: 'check', setup: () => ({ cwd: resolve('fixtures/broken'), argv: ['check'] }), code: 1, ids: [] },
  { name: 'a11y', setup: () => ({ cwd: resolve('fixtures/a11y-contrast'), argv: ['a11y'] }), code: 1, ids: ['text-contrast', 'image-alt'] },
  { name: 'format --check', setup: () => ({ cwd: tempProject({ 'docs.json': DOCS, 'index.mdx': PAGE }), argv: ['format', '--check'] }), code: 1, ids: ['format-unformatted'] },
  { name: 'migrate', setup: () => ({ cwd: resolve('.'), argv: ['migrate', 'fixtures/legacy'] }), code: 0, ids: ['migrate-dropped'] },
  { name: 'rules --check', setup: () => ({ cwd: minimalCopy(), argv: ['rules', '--check'] }), code: 1, ids: ['rules-file-missing'] },
  { name: 'score', setup: () => ({ cwd: mkdtempSync(join(tmpdir(), 'docwright-formats-')), argv: ['score', '.'] }), code: 1, ids: ['score-check'] },
  {
    name: 'build',
    setup: () => {
      const cwd = tempProject({ 'docs.json': DOCS, 'index.mdx': PAGE });
      return { cwd, argv: ['build', '.', '--out', join(mkdtempSync(join(tmpdir(), 'docwright-formats-out-')), 'site'), '--no-cache', '--workers', '0', '--offline'] };
    },
    code: 0,
    ids: ['component-known'],
  },
];

/** Runs the case's command with `--format <format>` (`-f` for `github`: every command has the short form; a fresh setup each time: `build` and `rules` write). */
async function runAs(c: Case, format: string): Promise<MainResult> {
  const { cwd, argv } = c.setup();
  return runMain(cwd, [...argv, format === 'github' ? '-f' : '--format', format], { CI: '1' });
}

/** Checks a SARIF log's required fields; gives its results' rule ids. */
function checkSarif(log: SarifLog): string[] {
  expect(log.$schema).toBe('https://json.schemastore.org/sarif-2.1.0.json');
  expect(log.version).toBe('2.1.0');
  expect(log.runs).toHaveLength(1);
  const [run] = log.runs;
  if (run === undefined) throw new Error('no run');
  expect(run.tool.driver.name).toBe('docwright');
  expect(run.tool.driver.version).toMatch(/^\d+\.\d+\.\d+/);
  for (const result of run.results) {
    expect(run.tool.driver.rules[result.ruleIndex]?.id).toBe(result.ruleId);
    expect(['error', 'warning']).toContain(result.level);
    expect(result.message.text.length).toBeGreaterThan(0);
    const location = result.locations[0]?.physicalLocation;
    expect(location?.artifactLocation.uri.length).toBeGreaterThan(0);
    expect(location?.region.startLine).toBeGreaterThanOrEqual(1);
    expect(location?.region.startColumn).toBeGreaterThanOrEqual(1);
  }
  return run.results.map((r) => r.ruleId);
}

const ANNOTATION = /^::(error|warning) file=[^,:]+,line=\d+,col=\d+(,endLine=\d+,endColumn=\d+)?,title=([a-z0-9-]+)::\S.*$/;

describe.each(CASES)('docwright $name', (c) => {
  test('--format json, sarif and github report the same findings with the same exit code', async () => {
    const json = await runAs(c, 'json');
    expect(json.code).toBe(c.code);
    const report = JSON.parse(json.stdout) as JsonReport;
    expect(report.version).toBe(1);
    const ids = report.files.flatMap((f) => f.findings.map((x) => x.ruleId));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of c.ids) expect(ids).toContain(id);
    expect(report.errorCount + report.warningCount).toBe(ids.length);
    expect(report.errorCount > 0).toBe(c.code === 1);

    const sarif = await runAs(c, 'sarif');
    expect(sarif.code).toBe(c.code);
    expect(checkSarif(JSON.parse(sarif.stdout) as SarifLog).sort()).toEqual([...ids].sort());

    const github = await runAs(c, 'github');
    expect(github.code).toBe(c.code);
    const lines = github.stdout.split('\n').filter((line) => line !== '');
    for (const line of lines) expect(line).toMatch(ANNOTATION);
    expect(lines.map((line) => ANNOTATION.exec(line)?.[3]).sort()).toEqual([...ids].sort());
  });

  test('an unknown --format is a usage error (exit 2)', async () => {
    const result = await runAs(c, 'xml');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unexpected format `xml`, expected one of `stylish`, `json`, `sarif`, `github`');
  });
});

describe('what a site or project says never reaches the terminal raw', () => {
  test('score: a link target with control characters in `why`, in stylish and github', async () => {
    const site = tempProject({ 'llms.txt': '# T\n\n> s\n\n- [x](/a\u001b[2Jb)\n' });
    const stylish = await runMain(site, ['score', '.', '--no-color']);
    expect(stylish.stdout).toContain('`/a\\x1b[2Jb`');
    const github = await runMain(site, ['score', '.', '--format', 'github']);
    expect(`${stylish.stdout}${github.stdout}`).not.toContain('\u001b');
  });
});
