// `docwright a11y`: the theme's contrast at its docs.json keys, alt text from the lint rules,
// the skip flags, the reporters and the exit codes.
import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runMain } from '../support/run-main.js';
import { tempProject } from '../support/project.js';
import type { JsonReport } from '../../src/findings/report/index.js';

const fixture = resolve('fixtures/a11y-contrast');

/** The rule ids of a JSON report, in order. */
function ruleIds(stdout: string): string[] {
  const report = JSON.parse(stdout) as JsonReport;
  return report.files.flatMap((file) => file.findings.map((m) => m.ruleId));
}

describe('docwright a11y', () => {
  test('reports contrast and alt text, exit 1', async () => {
    const { code, stdout } = await runMain(fixture, ['a11y', '--format', 'json']);
    expect(code).toBe(1);
    const ids = ruleIds(stdout);
    expect(ids.filter((id) => id === 'text-contrast')).toHaveLength(5);
    expect(ids.filter((id) => id === 'image-alt')).toHaveLength(1);
    expect(ids.filter((id) => id === 'media-title')).toHaveLength(2);
    expect(stdout).toContain('Missing `title` on `<iframe>`');
  });

  test('--skip-contrast and --skip-alt-text leave out one half; both at once is a usage error', async () => {
    expect(ruleIds((await runMain(fixture, ['a11y', '--skip-contrast', '--format', 'json'])).stdout).every((id) => id === 'image-alt' || id === 'media-title')).toBe(true);
    const contrast = ruleIds((await runMain(fixture, ['a11y', '--skip-alt-text', '--format', 'json'])).stdout);
    expect(contrast.length).toBeGreaterThan(0);
    expect(contrast.every((id) => id.endsWith('-contrast'))).toBe(true);
    expect((await runMain(fixture, ['a11y', '--skip-alt-text', '--skip-contrast'])).code).toBe(2);
  });

  test('a finding points at the colour in docs.json', async () => {
    const { stdout } = await runMain(fixture, ['a11y', '--skip-alt-text', '--format', 'json']);
    const report = JSON.parse(stdout) as JsonReport;
    const links = report.files[0]?.findings.find((m) => m.message.includes('of links') && m.message.includes('light mode'));
    expect(report.files[0]?.file).toMatch(/docs\.json$/);
    expect(links).toMatchObject({ line: 6, column: 26 });
  });

  test("the project's `checks` set the contrast ids' severities; an unknown id is a `docwright-config` error", async () => {
    const root = join(mkdtempSync(join(tmpdir(), 'docwright-a11y-checks-')), 'site');
    cpSync(fixture, root, { recursive: true });
    writeFileSync(join(root, '.docwrightrc.json'), JSON.stringify({ checks: { 'text-contrast': 'warn', 'theme-contrast': 'off' } }));
    const lowered = await runMain(root, ['a11y', '--skip-alt-text', '--format', 'json']);
    const report = JSON.parse(lowered.stdout) as JsonReport;
    const findings = report.files.flatMap((file) => file.findings);
    expect(findings.filter((m) => m.ruleId === 'text-contrast')).toHaveLength(5);
    expect(findings.every((m) => m.ruleId === 'text-contrast' && m.severity === 'warn')).toBe(true);
    expect(lowered.code).toBe(0);
    writeFileSync(join(root, '.docwrightrc.json'), JSON.stringify({ checks: { 'text-contrats': 'off' } }));
    const unknown = await runMain(root, ['a11y', '--skip-alt-text', '--format', 'json']);
    expect(ruleIds(unknown.stdout)).toContain('docwright-config');
    expect(unknown.stdout).toContain('did you mean `text-contrast`?');
    expect(unknown.code).toBe(1);
  });

  test('a clean project exits 0; a folder without docs.json exits 2', async () => {
    const clean = tempProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Clean', colors: { primary: '#0d9373' }, navigation: { pages: ['index'] } }),
      'index.mdx': '---\ntitle: Home\n---\n\n![The seed tray, sprouted](/tray.png)\n',
    });
    const result = await runMain(clean, ['a11y']);
    expect(result.stderr).toContain('checked');
    expect(result.code).toBe(0);
    expect((await runMain(tempProject({ 'index.mdx': '# Hi\n' }), ['a11y'])).code).toBe(2);
  });
});
