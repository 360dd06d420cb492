// An empty link target (`[text]()`, `href=""`, `![alt]()`) only reloads its page: `build` and `check --links`
// report it as `link-broken` at the link, as lint's `link-target` does.
import { describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonReport } from '../../src/findings/report/index.js';
import { runCli } from '../cli/lint-helpers.js';
import { tempProject } from '../support/project.js';

// Long: each test builds a site in-process (its render workers load the sources cold: over 30 s on a busy 2-core machine).
jest.setTimeout(180_000);

const docsJson = JSON.stringify({ name: 'Empty links', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] } });
const page = '---\ntitle: Pruning\ndescription: When to cut.\n---\n\nRead [the guide]() and <a href="">the notes</a>, or [the calendar](/index).\n\n![a pruned branch]()\n';

const empties = (report: JsonReport): string[] =>
  report.files.flatMap((file) => file.findings.filter((f) => f.ruleId === 'link-broken').map((f) => `${f.line}:${f.column} ${f.message}`));

describe('empty link targets', () => {
  const message = 'Unexpected empty link target, expected the page, file or URL it leads to';

  test('build reports each at its position and still writes the page', async () => {
    const root = tempProject({ 'docs.json': docsJson, 'index.mdx': page });
    const run = await runCli(['build', '.', '--offline', '--out', join(root, 'out'), '--format', 'json'], { cwd: root });
    expect(run.code).toBe(0);
    expect(empties(JSON.parse(run.stdout) as JsonReport)).toEqual([`6:6 ${message}`, `6:27 ${message}`, `8:1 ${message}`]);
  });

  test('check --links reports the same links', async () => {
    const root = tempProject({ 'docs.json': docsJson, 'index.mdx': page });
    const run = await runCli(['check', '.', '--links', '--format', 'json'], { cwd: root });
    expect(empties(JSON.parse(run.stdout) as JsonReport)).toEqual([`6:6 ${message}`, `6:27 ${message}`, `8:1 ${message}`]);
  });

  test('lint reports each once, as link-target (in a project its own finding is not repeated by the project check)', async () => {
    const root = tempProject({ 'docs.json': docsJson, 'index.mdx': page });
    const run = await runCli(['lint', '.', '--format', 'json'], { cwd: root });
    const report = JSON.parse(run.stdout) as JsonReport;
    const targets = report.files.flatMap((file) => file.findings.filter((f) => f.ruleId === 'link-target').map((f) => `${f.line}:${f.column} ${f.message}`));
    expect(targets).toEqual([
      '6:6 Unexpected empty link target, expected the page, file or URL it leads to',
      '6:27 Unexpected empty `href` on `<a>`, expected the page, file or URL it leads to',
      '8:1 Unexpected empty image source, expected the path or URL of the file it shows',
    ]);
  });

  test('a Card with `href=""` is a link to its own page, as Mintlify’s, without an arrow; build and check --links report it', async () => {
    const cards = '---\ntitle: Pruning\ndescription: When to cut.\n---\n\n<Card title="Shears" href="" arrow>\n  Keep them sharp.\n</Card>\n\n<Tile href="">\n  A saw.\n</Tile>\n';
    const root = tempProject({ 'docs.json': docsJson, 'index.mdx': cards });
    const run = await runCli(['build', '.', '--offline', '--out', join(root, 'out'), '--format', 'json'], { cwd: root });
    expect(empties(JSON.parse(run.stdout) as JsonReport)).toEqual([`6:22 ${message}`, `10:7 ${message}`]);
    const html = readFileSync(join(root, 'out', 'index.html'), 'utf8');
    expect(html).toContain('<a class="dw-card dw-card-link" href="">');
    expect(html).toContain('<a class="dw-tile dw-card-link" href="">');
    expect(html).not.toContain('dw-card-arrow');
    const check = await runCli(['check', '.', '--links', '--format', 'json'], { cwd: root });
    expect(empties(JSON.parse(check.stdout) as JsonReport)).toEqual([`6:22 ${message}`, `10:7 ${message}`]);
  });
});
