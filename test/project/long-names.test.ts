// A link, an image or a navigation entry naming a path the system cannot look up (a name past
// 255 bytes) is a missing target like any other: `check --links` stopped with "Unexpected failure
// on …", `lint` reported the ENAMETOOLONG error at 1:1 and `build` failed writing the site.
import { describe, expect, jest, test } from '@jest/globals';
import { join } from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { tempProject } from '../support/project.js';
import { runMain } from '../support/run-main.js';

// Long: it builds a site and runs whole commands (seconds each on a loaded 2-core machine).
jest.setTimeout(120_000);

const LONG = 'greenhouse'.repeat(30);

function project(): string {
  return tempProject({
    'docs.json': JSON.stringify({ theme: 'mint', name: 'Plants', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Plants', pages: ['index', LONG] }] } }),
    'index.mdx': `---\ntitle: Plants\ndescription: Growing plants.\n---\n\nRead [the greenhouse notes](/${LONG}).\n\n<Frame>\n  <img src="/${LONG}.png" alt="The greenhouse at dawn" />\n</Frame>\n\n<Card title="Beds" href="/${LONG}/beds">Raised beds.</Card>\n`,
  });
}

/** Every finding of a `--format json` report. */
function findings(json: string): { ruleId?: string; line: number; message: string }[] {
  return (JSON.parse(json) as { files: { findings: { ruleId?: string; line: number; message: string }[] }[] }).files.flatMap((file) => file.findings);
}

describe('a path past the system’s name limit', () => {
  test('check --links reports each missing target and ends with findings', async () => {
    const result = await runMain(project(), ['check', '.', '--links', '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    const ids = findings(result.stdout).map((m) => `${m.ruleId ?? ''}@${String(m.line)}`);
    expect(ids).toEqual(expect.arrayContaining(['link-broken@6', 'link-broken@12']));
  });

  test('lint reports the missing page and file where they are written', async () => {
    const result = await runMain(project(), ['lint', '.', '--format', 'json']);
    expect(result.stderr).toBe('');
    const messages = findings(result.stdout);
    expect(messages.filter((m) => m.ruleId === 'link-target').map((m) => m.line)).toEqual([6, 9, 12]);
    expect(messages.some((m) => m.message.includes('ENAMETOOLONG'))).toBe(false);
  });

  test('build writes the site and warns at each missing target', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-long-')), 'site');
    const result = await runMain(project(), ['build', '.', '--offline', '--workers', '0', '--out', out]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('index.mdx:6:6: warning: Unexpected link');
    expect(result.stderr).toContain('index.mdx:9:8: warning: Missing file');
    expect(result.stderr).not.toContain('ENAMETOOLONG');
  });
});
