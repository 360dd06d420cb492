// Front matter the page shows as text (never closed, or closed by YAML's `...`): one finding for the one cause
// (`frontmatter-yaml`), not the body rules' on its lines too, in lint, check --links and build alike; a `...` close is
// read as Mintlify's `front-matter` reads it; `check` reads front matter longer than its head; `rules` reports the Vale
// configuration's problems as lint does.
import { describe, expect, jest, test } from '@jest/globals';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JsonReport } from '../../src/findings/report/index.js';
import { verifyTextSync } from '../../src/lint/verify-text.js';
import { tempProject } from '../support/project.js';
import { runMain } from '../support/run-main.js';

// Long: it runs whole commands and a build (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const UNCLOSED_PAGE = '---\ntitle: Seed trays\n# the trays we use\ndescription: See [here](https://example.com) and ![](tray.png)\n\nUse deep trays.\n\n# Sizes\n';
const DOTS_PAGE = '---\ntitle: Potting mix\ndescription: What goes in the pots.\n...\n\nMix peat and sand.\n';

const lines = (findings: readonly { line: number; column: number; ruleId: string }[]): string[] => findings.map((f) => `${f.line}:${f.column} ${f.ruleId}`);

function project(extra: Record<string, string> = {}): string {
  const docs = { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Greenhouse', colors: { primary: '#0D6E4F' }, navigation: { pages: ['index', 'trays', 'mix'] } };
  return tempProject({ 'docs.json': JSON.stringify(docs), 'index.mdx': '---\ntitle: Greenhouse\ndescription: Notes.\n---\n\nWelcome.\n', 'trays.mdx': UNCLOSED_PAGE, 'mix.mdx': DOTS_PAGE, ...extra }, 'docwright-fm-text-');
}

/** `file line:column id` of a JSON report's findings on pages. */
function pageFindings(stdout: string): string[] {
  const report = JSON.parse(stdout) as JsonReport;
  return report.files.filter((file) => file.file.endsWith('.mdx')).flatMap((file) => file.findings.map((f) => `${file.file.replace(/^.*[\\/]/, '')} ${f.line}:${f.column} ${f.ruleId}`));
}

describe('front matter shown as text', () => {
  test('never closed: the body rules leave its lines to `frontmatter-yaml`; a `#` heading after them is still reported', () => {
    const result = verifyTextSync(UNCLOSED_PAGE, { filePath: 'trays.mdx' });
    expect(lines(result.findings)).toEqual(['1:1 frontmatter-yaml', '8:1 heading-no-h1']);
  });

  test('closed by `...`: its keys are read (as Mintlify reads them), the finding at the `...` line, no `frontmatter-present`', () => {
    const result = verifyTextSync(DOTS_PAGE, { filePath: 'mix.mdx' });
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`)).toEqual([
      "4:1 warn frontmatter-yaml Unexpected `...` closing the front matter, expected a `---` line (Mintlify reads its keys): Mintlify and `docwright build` publish its lines as the page's text",
    ]);
  });

  test('check --links and build agree with lint: no link finding on the front matter lines', async () => {
    const root = project();
    const check = await runMain(root, ['check', root, '--no-cache', '--links', '--format', 'json']);
    expect(pageFindings(check.stdout).sort()).toEqual(['mix.mdx 4:1 frontmatter-yaml', 'trays.mdx 1:1 frontmatter-yaml']);
    const out = mkdtempSync(join(tmpdir(), 'docwright-fm-text-out-'));
    const build = await runMain(root, ['build', root, '--offline', '--no-cache', '--out', out]);
    expect(build.stderr).not.toContain('tray.png');
    expect(build.stderr).toContain('mix.mdx:4:1');
    expect(existsSync(join(out, 'mix.html'))).toBe(true);
  });

  test('check reads front matter longer than its 1 MB head to its closing `---`: no unclosed finding', async () => {
    const keys = Array.from({ length: 40_000 }, (_, i) => `key${i}: value number ${i}`).join('\n');
    const root = project({ 'mix.mdx': `---\ntitle: Potting mix\ndescription: What goes in the pots.\n${keys}\n---\n\nMix peat and sand.\n`, 'trays.mdx': '---\ntitle: Trays\ndescription: Trays.\n---\n\nTrays.\n' });
    const check = await runMain(root, ['check', root, '--no-cache', '--format', 'json']);
    expect(pageFindings(check.stdout)).toEqual([]);
  });
});

describe('rules with a Vale style that does not exist', () => {
  const valeProject = (): string => project({ '.vale.ini': 'StylesPath = styles\n\n[*.{md,mdx}]\nBasedOnStyles = Vale, Nope\n', 'styles/.keep': '' });

  test('the finding at the style name in `.vale.ini`, the file written, exit 1; lint says the same', async () => {
    const root = valeProject();
    const rules = await runMain(root, ['rules', root]);
    expect(rules.stderr).toMatch(/\.vale\.ini\n4:23 +error +Missing Vale style `Nope`/);
    expect(existsSync(join(root, '.cursor', 'rules.md'))).toBe(true);
    expect(rules.code).toBe(1);
    const lint = await runMain(root, ['lint', root, '--format', 'json']);
    const report = JSON.parse(lint.stdout) as JsonReport;
    const vale = report.files.filter((file) => file.file.endsWith('.vale.ini')).flatMap((file) => file.findings.map((f) => `${f.line}:${f.column} ${f.ruleId}`));
    expect(vale).toEqual(['4:23 vale-config']);
  });
});
