// Front matter that is not YAML Mintlify reads (or is never closed, at its opening `---`): one id (`frontmatter-yaml`),
// one message, at the place of the YAML error, from lint, check and build alike (the language server and the MCP server lint as lint does); `lint --fix` and
// `format` leave such front matter as written.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'parse5';
import type { JsonReport } from '../../src/findings/report/index.js';
import { verifyTextSync } from '../../src/lint/verify-text.js';
import type { HtmlNode } from '../support/html-node.js';
import { tempProject } from '../support/project.js';
import { runMain } from '../support/run-main.js';

// Long: it builds a site and runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const DEPLOY = ': Mintlify fails the deploy, and `docwright build` publishes the page without its front matter';
const COLON = `Unexpected invalid YAML in front matter (\`: \` inside the value of \`title\`), expected the value in quotes (\`title: "…"\`)${DEPLOY}`;
const QUOTE = `Unexpected invalid YAML in front matter (a \`"\` quote that is never closed), expected a closing \`"\`${DEPLOY}`;
const UNCLOSED = "Unexpected unclosed front matter, expected a closing `---` line: Mintlify and `docwright build` publish its lines as the page's text";
const SPACED = "Unexpected blanks after the opening `---`, expected `---` alone on its line (Mintlify's reader of page metadata ignores the front matter then: its `title`, `description` and other keys do not apply there)";
const TAB = 'Unexpected invalid YAML in front matter (a tab in the indentation of a line), expected spaces: Mintlify fails the page, and `docwright build` publishes the page without its front matter';

const PAGES: Record<string, string> = {
  'index.mdx': '---\ntitle: Greenhouse\ndescription: Notes on growing under glass.\n---\n\nWelcome.\n',
  'setup.mdx': '---\ntitle: Setup: the bench\ndescription: Where the trays go.\n---\n\nPut the trays on the bench.\n',
  'quoted.mdx': '---\ntitle: "Seed trays\ndescription: Sizes of trays.\n---\n\nUse deep trays.\n',
  'tabbed.mdx': '---\ntitle: Misting\n\tdescription: How often to mist.\n---\n\nMist twice a day.\n',
  'unclosed.mdx': '---\ntitle: Shade cloth\ndescription: How much shade to hang.\n\nHang the cloth in June.\n',
  'spaced.mdx': '--- \ntitle: Mulch\ndescription: How thick to spread it.\n---\n\nSpread it five centimetres deep.\n',
};

function project(): string {
  const docs = { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Greenhouse', colors: { primary: '#0D6E4F' }, navigation: { pages: ['index', 'setup', 'quoted', 'tabbed', 'unclosed', 'spaced'] } };
  return tempProject({ 'docs.json': JSON.stringify(docs, null, 2), ...PAGES }, 'docwright-fm-yaml-');
}

/** The findings of a JSON report about front matter, as `file line:column severity id message`. */
function frontmatterFindings(stdout: string): string[] {
  const report = JSON.parse(stdout) as JsonReport;
  return report.files.flatMap((file) =>
    file.findings.filter((f) => f.ruleId.startsWith('frontmatter-')).map((f) => `${file.file.replace(/^.*[\\/]/, '')} ${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`),
  );
}

// Front matter never closed is a warning everywhere: Mintlify compiles that page, its lines shown as text; so is an
// opening `--- ` (Mintlify compiles the page and ignores its keys).
function expected(severity: 'error' | 'warn'): string[] {
  return [`quoted.mdx 2:8 ${severity} frontmatter-yaml ${QUOTE}`, `setup.mdx 2:13 ${severity} frontmatter-yaml ${COLON}`, `spaced.mdx 1:4 warn frontmatter-yaml ${SPACED}`, `tabbed.mdx 3:1 ${severity} frontmatter-yaml ${TAB}`, `unclosed.mdx 1:1 warn frontmatter-yaml ${UNCLOSED}`];
}

function walk(node: HtmlNode, visit: (node: HtmlNode) => void): void {
  visit(node);
  for (const child of node.childNodes ?? []) walk(child, visit);
}

/** The `<title>` text and the `description` meta of a built page. */
function head(file: string): { title: string; description: string | undefined } {
  let title = '';
  let description: string | undefined;
  walk(parse(readFileSync(file, 'utf8')), (node) => {
    if (node.nodeName === 'title') title = (node.childNodes ?? []).map((c) => c.value ?? '').join('');
    const attr = (name: string): string | undefined => node.attrs?.find((a) => a.name === name)?.value;
    if (node.nodeName === 'meta' && attr('name') === 'description') description = attr('content');
  });
  return { title, description };
}

describe('front matter that is not YAML Mintlify reads', () => {
  test('lint: `frontmatter-yaml` at the YAML error, an error, one per page; no `frontmatter-present`', async () => {
    const root = project();
    const result = await runMain(root, ['lint', root, '--format', 'json']);
    expect(frontmatterFindings(result.stdout).sort()).toEqual(expected('error'));
    expect(result.code).toBe(1);
  });

  test('the language server and the MCP server lint the text as lint does (verifyTextSync), in the same words', () => {
    const setup = verifyTextSync(PAGES['setup.mdx'] ?? '', { filePath: 'setup.mdx' });
    expect(setup.findings.filter((f) => f.ruleId.startsWith('frontmatter-')).map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual([`2:13 frontmatter-yaml ${COLON}`]);
    const unclosed = verifyTextSync(PAGES['unclosed.mdx'] ?? '', { filePath: 'unclosed.mdx' });
    expect(unclosed.findings.map((f) => `${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`)).toEqual([`1:1 warn frontmatter-yaml ${UNCLOSED}`]);
  });

  test('check: the same finding, message and place, an error', async () => {
    const root = project();
    const result = await runMain(root, ['check', root, '--no-cache', '--format', 'json']);
    expect(frontmatterFindings(result.stdout).sort()).toEqual(expected('error'));
    expect(result.code).toBe(1);
  });

  test('build: the same finding as a warning; the page is published without its front matter', async () => {
    const root = project();
    const out = mkdtempSync(join(tmpdir(), 'docwright-fm-yaml-out-'));
    const result = await runMain(root, ['build', root, '--out', out, '--no-cache', '--workers', '0', '--offline', '--format', 'json'], { CI: '1' });
    expect(frontmatterFindings(result.stdout).sort()).toEqual(expected('warn'));
    expect(result.code).toBe(0);
    expect(head(join(out, 'setup.html'))).toEqual({ title: 'Setup - Greenhouse', description: undefined });
    expect(head(join(out, 'tabbed.html'))).toEqual({ title: 'Tabbed - Greenhouse', description: undefined });
    // Never closed: published as Mintlify publishes it, its lines as text after a rule, and said so.
    expect(head(join(out, 'unclosed.html'))).toEqual({ title: 'Unclosed - Greenhouse', description: undefined });
    expect(readFileSync(join(out, 'unclosed.md'), 'utf8')).toContain('title: Shade cloth');
    // Opened by `--- `: docwright reads the keys (the warning says Mintlify ignores them).
    expect(head(join(out, 'spaced.html'))).toEqual({ title: 'Mulch - Greenhouse', description: 'How thick to spread it.' });
  });

  test('`lint --fix` and `format` leave such front matter as written', async () => {
    const root = project();
    await runMain(root, ['lint', root, '--fix']);
    await runMain(root, ['format', root]);
    for (const [name, text] of Object.entries(PAGES)) {
      const written = readFileSync(join(root, name), 'utf8');
      expect(written.slice(0, written.indexOf('\n---\n') + 5)).toBe(text.slice(0, text.indexOf('\n---\n') + 5));
    }
  });
});
