// A navigation entry written with its extension (`guide.mdx`): Mintlify shows no page for it, docwright
// builds the page, so `build` says so at the entry, as `check` does (there an error).
import { describe, expect, jest, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonReport } from '../../src/findings/report/index.js';
import { runCli } from '../cli/lint-helpers.js';
import { tempProject } from '../support/project.js';

// Long: each test builds a site in-process (its render workers load the sources cold: over 30 s on a busy 2-core machine).
jest.setTimeout(180_000);

const page = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${title} text.\n`;
const docsJson = (pages: string[]) => JSON.stringify({ name: 'Orchard', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages } });

const found = (report: JsonReport): string[] =>
  report.files.flatMap((file) => file.findings.filter((f) => f.ruleId === 'nav-page-extension').map((f) => `${file.file.replace(/^.*\//, '')}:${f.line}:${f.column} ${f.severity} ${f.message}`));

describe('navigation entries with an extension', () => {
  test('build warns at each entry written with `.mdx` or `.md`, and still builds the page', async () => {
    const root = tempProject({ 'docs.json': docsJson(['index', 'pruning.mdx', 'grafting.md']), 'index.mdx': page('Home'), 'pruning.mdx': page('Pruning'), 'grafting.md': page('Grafting') });
    const run = await runCli(['build', '.', '--offline', '--out', join(root, 'out'), '--format', 'json'], { cwd: root });
    expect(run.code).toBe(0);
    const text = (entry: string, bare: string) => `Unexpected \`${entry}\`, expected \`${bare}\` (a navigation entry names the page without its extension; Mintlify shows no page for this entry, docwright builds it)`;
    expect(found(JSON.parse(run.stdout) as JsonReport)).toEqual([
      expect.stringMatching(new RegExp(`^docs\\.json:1:\\d+ warn ${text('pruning.mdx', 'pruning').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)),
      expect.stringMatching(new RegExp(`^docs\\.json:1:\\d+ warn ${text('grafting.md', 'grafting').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)),
    ]);
    expect(existsSync(join(root, 'out', 'pruning.html'))).toBe(true);
  });

  test('entries without an extension give no such warning', async () => {
    const root = tempProject({ 'docs.json': docsJson(['index', 'pruning']), 'index.mdx': page('Home'), 'pruning.mdx': page('Pruning') });
    const run = await runCli(['build', '.', '--offline', '--out', join(root, 'out'), '--format', 'json'], { cwd: root });
    expect(found(JSON.parse(run.stdout) as JsonReport)).toEqual([]);
  });
});
