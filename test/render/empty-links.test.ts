// An empty link target (`[text]()`, `href=""`, `![alt]()`) only reloads its page: `build` and `check --links`
// report it as `link-broken` at the link, as lint's `link-target` does.
import { describe, expect, test } from '@jest/globals';
import { join } from 'node:path';
import type { JsonReport } from '../../src/findings/report/index.js';
import { runCli } from '../cli/lint-helpers.js';
import { tempProject } from '../support/project.js';

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
});
