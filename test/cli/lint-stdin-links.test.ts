// `lint --stdin --stdin-filename` judges the page's links against the project the name puts it in, as `lint` of the
// file does (and MCP's `lint_page` with text): the same findings from the same text.
import { describe, expect, jest, test } from '@jest/globals';
import { lintPage } from '../../src/mcp/lint.js';
import { page, runCli, tempProject } from './lint-helpers.js';

// Runs the CLI in this process a few times; the machine may be busy.
jest.setTimeout(120_000);

interface Json {
  files: Array<{ file: string; findings: Array<{ ruleId: string; line: number; column: number; message: string }> }>;
}

/** Each file's findings as `line:column ruleId message`. */
function findings(stdout: string): Record<string, string[]> {
  const report = JSON.parse(stdout) as Json;
  return Object.fromEntries(report.files.map((f) => [f.file, f.findings.map((x) => `${x.line}:${x.column} ${x.ruleId} ${x.message}`)]));
}

const broken = page('See [the quickstart](/quickstart) and ![A diagram of it](/images/none.png).\n');
const docsJson = JSON.stringify({ name: 'Links', theme: 'mint', colors: { primary: '#112233' }, navigation: { pages: ['a', 'b'] } });

describe('lint --stdin and link-target', () => {
  test('the stdin text under --stdin-filename gets the findings `lint` of the file gives', async () => {
    const dir = tempProject({ 'docs.json': docsJson, 'a.mdx': broken, 'b.mdx': page('## Setup\n\nText.\n') });
    const fromFile = await runCli(['lint', 'a.mdx', '--format', 'json'], { cwd: dir });
    const fromStdin = await runCli(['lint', '--stdin', '--stdin-filename', 'a.mdx', '--format', 'json'], { cwd: dir, stdin: broken });
    expect(fromFile.code).toBe(1);
    const said = findings(fromFile.stdout)['a.mdx'] ?? [];
    expect(said.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual(['6:5 link-target', '6:39 link-target']);
    expect({ code: fromStdin.code, findings: findings(fromStdin.stdout) }).toEqual({ code: 1, findings: { 'a.mdx': said } });
    // MCP's `lint_page` with the text says the same.
    const mcp = await lintPage(dir, { path: 'a.mdx', text: broken });
    expect(mcp.findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual(said);
  });

  test('the stdin text, not the file on disk: its own headings and a page not written yet', async () => {
    const dir = tempProject({ 'docs.json': docsJson, 'a.mdx': page('Old text.\n'), 'b.mdx': page('## Setup\n\nText.\n') });
    const edited = page('## Fresh heading\n\nSee [here](#fresh-heading), [setup](/b#setup) and [gone](/b#missing).\n');
    const run = await runCli(['lint', '--stdin', '--stdin-filename', 'a.mdx', '--format', 'json', '--rule', 'link-text:off'], { cwd: dir, stdin: edited });
    expect(findings(run.stdout)['a.mdx']?.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual(['8:51 link-target']);
    const unsaved = await runCli(['lint', '--stdin', '--stdin-filename', 'c.mdx', '--format', 'json'], { cwd: dir, stdin: page('See [setup](/b#setup).\n') });
    expect({ code: unsaved.code, findings: findings(unsaved.stdout) }).toEqual({ code: 0, findings: { 'c.mdx': [] } });
  });
});
