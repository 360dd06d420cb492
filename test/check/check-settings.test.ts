// The `checks` key of docwright's configuration sets the severity of check, build and dev ids, or turns one off;
// every finding of those commands carries its id's docs url, in the library's results and in `--format json`.
import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProject } from '../../src/check/check.js';
import { BASE_PROJECT } from '../../src/check/check-examples.js';
import { checkUrl, isCheckId } from '../../src/findings/checks.js';
import { createSite } from '../../src/render/site/site.js';
import { runMain } from '../support/run-main.js';
import { writeFiles } from '../support/project.js';

const base = mkdtempSync(join(tmpdir(), 'docwright-check-settings-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
let counter = 0;

const guide = '---\ntitle: Guide\n---\n\nSee [the start](/start).\n';
/** A project with a page listed twice, a page outside the navigation and a broken link. */
function project(extra: Record<string, string> = {}): string {
  const root = join(base, `p${counter++}`);
  const docsJson = BASE_PROJECT['docs.json']?.replace('"pages": ["index"]', '"pages": ["index", "index"]') ?? '';
  writeFiles(root, { ...BASE_PROJECT, 'docs.json': docsJson, 'guide.mdx': guide, ...extra });
  return root;
}

describe('the checks setting', () => {
  test('without one, each id at its default severity, each finding with its url', async () => {
    const { findings } = await checkProject(project(), { links: true });
    expect(findings.map((f) => [f.ruleId, f.severity, f.url])).toEqual([
      ['nav-page-duplicate', 'warn', checkUrl('nav-page-duplicate')],
      ['page-not-in-nav', 'warn', checkUrl('page-not-in-nav')],
      ['link-broken', 'error', checkUrl('link-broken')],
    ]);
  });

  test("`.docwrightrc.json`'s checks turn an id off and change another's severity", async () => {
    const root = project({ '.docwrightrc.json': '{ "checks": { "page-not-in-nav": "off", "nav-page-duplicate": "error", "link-broken": "warn" } }\n' });
    const { findings } = await checkProject(root, { links: true });
    expect(findings.map((f) => [f.ruleId, f.severity])).toEqual([
      ['nav-page-duplicate', 'error'],
      ['link-broken', 'warn'],
    ]);
  });

  test("ESLint's numbers are severities too: 0 turns an id off, 1 warns, 2 is an error", async () => {
    const root = project({ '.docwrightrc.json': '{ "checks": { "page-not-in-nav": 0, "nav-page-duplicate": 2, "link-broken": 1 } }\n' });
    const { findings } = await checkProject(root, { links: true });
    expect(findings.map((f) => [f.ruleId, f.severity])).toEqual([
      ['nav-page-duplicate', 'error'],
      ['link-broken', 'warn'],
    ]);
  });

  test('checks given to checkProject replace the configuration file', async () => {
    const root = project({ '.docwrightrc.json': '{ "checks": { "page-not-in-nav": "off" } }\n' });
    const { findings } = await checkProject(root, { checks: { 'nav-page-duplicate': 'off' } });
    expect(findings.map((f) => f.ruleId)).toEqual(['page-not-in-nav']);
  });

  test('an unknown id is a `docwright-config` error naming the id meant; the defaults apply', async () => {
    const root = project({ '.docwrightrc.json': '{ "checks": { "page-not-in-navigation": "off" } }\n' });
    const { findings } = await checkProject(root);
    const problem = findings.find((f) => f.ruleId === 'docwright-config');
    expect(problem).toEqual({
      file: join(root, '.docwrightrc.json'),
      line: 1,
      column: 15,
      ruleId: 'docwright-config',
      severity: 'error',
      message: 'Unexpected check `page-not-in-navigation`, expected a known check id (did you mean `page-not-in-nav`?)',
      url: checkUrl('docwright-config'),
    });
    expect(findings.map((f) => f.ruleId)).toContain('page-not-in-nav');
  });

  test('an id whose severity is fixed (`migrate`, `rules --check`, `score` report as they find) is refused, not ignored', async () => {
    const root = project({ '.docwrightrc.json': '{ "checks": { "score-check": "off" } }\n' });
    const { findings } = await checkProject(root);
    expect(findings.find((f) => f.ruleId === 'docwright-config')?.message).toBe(
      'Unexpected check `score-check` whose severity is fixed (`docwright score` reports it as it is), expected a check id of `check`, `build`, `dev` or `a11y`',
    );
  });

  test('a severity that is not one is reported and left out; the valid ids still apply', async () => {
    const root = project({ '.docwrightrc.yaml': 'checks:\n  page-not-in-nav: quiet\n  nav-page-duplicate: off\n' });
    const { findings } = await checkProject(root);
    expect(findings.map((f) => `${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`)).toEqual([
      '2:3 error docwright-config Unexpected severity `"quiet"` for `page-not-in-nav`, expected `"off"`, `"warn"` or `"error"` (or `0`, `1`, `2`)',
      '1:1 warn page-not-in-nav Unexpected page that is not in the navigation of `docs.json`, expected it listed or marked `hidden: true`',
    ]);
  });

  test('a configuration that does not parse is reported where it stops parsing, with what was expected', async () => {
    const json = await checkProject(project({ '.docwrightrc.json': '{\n  "checks": { "page-not-in-nav": "off", }\n}\n' }));
    expect(json.findings.filter((f) => f.ruleId === 'docwright-config').map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual(['2:41 Unexpected `}` after a `,`, expected a property name in double quotes (JSON allows no trailing comma)']);
    const yaml = await checkProject(project({ '.docwrightrc.yaml': 'checks:\n  page-not-in-nav: [off\n' }));
    expect(yaml.findings.filter((f) => f.ruleId === 'docwright-config').map((f) => `${f.line}:${f.column} ${f.message.replace(/\(.*\)/, '(…)')}`)).toEqual(['3:1 Unexpected YAML that does not parse (…), expected a YAML mapping of settings']);
  });

  test('build and dev: the setting applies to the site findings; a configuration that does not load is a warning', async () => {
    const off = project({ '.docwrightrc.json': '{ "checks": { "search-off": "off", "page-not-in-nav": "error" } }\n' });
    const site = await createSite({ root: off, dev: true, searchModule: 'docwright-test-no-pagefind' });
    expect(site.findings?.().map((f) => f.ruleId)).not.toContain('search-off');
    const broken = project({ '.docwrightrc.json': '{ "checks": 3 }\n' });
    const other = await createSite({ root: broken, dev: true, searchModule: 'docwright-test-no-pagefind' });
    const findings = other.findings?.() ?? [];
    expect(findings.find((f) => f.ruleId === 'docwright-config')?.severity).toBe('warn');
    expect(findings.find((f) => f.ruleId === 'search-off')?.url).toBe(checkUrl('search-off'));
  });
});

describe("the configuration's `rules` for a lint rule `check`, `build` and `dev` report too", () => {
  const notMdx = { 'notes.md': '---\ntitle: Notes\n---\n\n<!-- a note -->\n\nWords.\n' };

  test('`"off"` turns it off there as in lint; `checks` sets it over that; another rule is no check', async () => {
    expect((await checkProject(project(notMdx))).findings.map((f) => f.ruleId)).toContain('page-mdx-syntax');
    const off = project({ ...notMdx, '.docwrightrc.json': '{ "extends": "recommended", "rules": { "page-mdx-syntax": "off", "heading-unique": "off" } }\n' });
    const { findings } = await checkProject(off);
    expect(findings.map((f) => f.ruleId)).not.toContain('page-mdx-syntax');
    expect(findings.map((f) => f.ruleId)).not.toContain('docwright-config');
    const site = await createSite({ root: off, dev: true, searchModule: 'docwright-test-no-pagefind' });
    expect((await site.links()).map((f) => f.finding.ruleId)).not.toContain('page-mdx-syntax');
    const both = project({ ...notMdx, '.docwrightrc.json': '{ "rules": { "page-mdx-syntax": ["off"] }, "checks": { "page-mdx-syntax": "warn" } }\n' });
    expect((await checkProject(both)).findings.filter((f) => f.ruleId === 'page-mdx-syntax').map((f) => f.severity)).toEqual(['warn']);
  });

  test('`0` (ESLint\'s number for `"off"`), alone or first in a list, turns it off as `"off"` does', async () => {
    for (const setting of ['0', '[0]']) {
      const zero = project({ ...notMdx, '.docwrightrc.json': `{ "rules": { "page-mdx-syntax": ${setting} } }\n` });
      expect((await checkProject(zero)).findings.map((f) => f.ruleId)).not.toContain('page-mdx-syntax');
    }
  });
});

describe('check --format json', () => {
  test('every finding has a url', async () => {
    const root = project({ 'docs.json': BASE_PROJECT['docs.json']?.replace('"pages": ["index"]', '"pages": ["index", "index", "gone", "../out"], "logo": "/logo.svg"') ?? '' });
    const { code, stdout } = await runMain(root, ['check', '--links', '--format', 'json']);
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as { files: Array<{ findings: Array<{ ruleId: string; url: string | null }> }> };
    const findings = report.files.flatMap((file) => file.findings);
    expect(new Set(findings.map((f) => f.ruleId)).size).toBeGreaterThan(3);
    for (const finding of findings) {
      expect(isCheckId(finding.ruleId)).toBe(true);
      expect(finding.url).toBe(isCheckId(finding.ruleId) ? checkUrl(finding.ruleId) : null);
    }
  });
});
