// Issue 13: docs.json inputs that used to stall or pass silently get positioned findings.
import { describe, expect, jest, test } from '@jest/globals';
import { basename } from 'node:path';
import { checkProject } from '../../src/check/check.js';
import { MAX_REFS } from '../../src/config/json.js';
import { docsJson, hostileProject, runCommand } from '../cli/hostile-helpers.js';

// Whole commands on generated projects: slow on a loaded machine (no timing is asserted).
jest.setTimeout(300_000);

const lines = (findings: readonly { file: string; line: number; column: number; ruleId: string; message: string }[]): string[] =>
  findings.map((f) => `${basename(f.file)}:${f.line}:${f.column} ${f.ruleId} ${f.message}`);

/** level-0.json … level-6.json, each an array of ten `$ref`s to the next level. */
function refFanOut(): Record<string, string> {
  const files: Record<string, string> = { 'index.mdx': '---\ntitle: Home\ndescription: Home page\n---\n\nText.\n' };
  for (let level = 0; level < 7; level++) {
    const next = level === 6 ? { group: 'Leaf', pages: ['index'] } : { $ref: `level-${level + 1}.json` };
    files[`level-${level}.json`] = `[\n${Array(10).fill(JSON.stringify(next)).join(',\n')}\n]\n`;
  }
  files['docs.json'] = JSON.stringify({ theme: 'mint', name: 'Fan', colors: { primary: '#0D9373' }, navigation: { groups: { $ref: 'level-0.json' } } });
  return files;
}

describe('docs.json `$ref` fan-out (7 levels x 10)', () => {
  test('check stops at the ref budget with a positioned error', async () => {
    const result = await checkProject(hostileProject(refFanOut()));
    const over = lines(result.findings).filter((l) => l.includes(`number ${MAX_REFS + 1}`));
    expect(over).toEqual([`level-5.json:9:9 config-ref Unexpected \`$ref\` number ${MAX_REFS + 1}, expected at most ${MAX_REFS} \`$ref\` expansions in one configuration (each use of a file counts)`]);
  });
  test.each(['build', 'rules'] as const)('%s answers without an internal error, from what resolved (no exit 2)', async (command) => {
    const result = await runCommand(command, hostileProject(refFanOut()));
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/internal error/i);
    expect(result.code).not.toBe(2);
    expect(`${result.stdout}${result.stderr}`).toContain(`expected at most ${MAX_REFS} \`$ref\` expansions`);
  });
});

describe('duplicate keys in docs.json', () => {
  const text = '{\n  "theme": "mint",\n  "name": "First",\n  "colors": { "primary": "#0D9373" },\n  "name": "Second",\n  "navigation": { "pages": ["index"] }\n}\n';
  test('check reports a warning at the second key', async () => {
    const result = await checkProject(hostileProject({ 'docs.json': text, 'index.mdx': '---\ntitle: Home\ndescription: Home page\n---\n' }));
    expect(lines(result.findings).filter((l) => l.includes('duplicate'))).toEqual([
      'docs.json:5:3 config-duplicate-key Unexpected duplicate key `name` in `docs.json`, expected each key once (the last one wins)',
    ]);
    expect(result.findings.find((f) => f.ruleId === 'config-duplicate-key')?.severity).toBe('warn');
  });
  test('the same key in two different objects is no duplicate', async () => {
    const result = await checkProject(hostileProject({ 'docs.json': docsJson(['index'], { navbar: { links: [{ label: 'A', href: 'https://a.example' }, { label: 'B', href: 'https://b.example' }] } }), 'index.mdx': '# x\n' }));
    expect(result.findings.filter((f) => f.ruleId === 'config-duplicate-key')).toEqual([]);
  });
  test('build warns at the second key and builds (exit 0)', async () => {
    const result = await runCommand('build', hostileProject({ 'docs.json': text, 'index.mdx': '---\ntitle: Home\n---\n\nText.\n' }));
    expect(result.stderr).toContain('docs.json:5:3: warning: Unexpected duplicate key `name` in `docs.json`');
    expect(result.code).toBe(0);
  });
  test('rules still writes the file (exit 0): a repeated key is a warning there too', async () => {
    const result = await runCommand('rules', hostileProject({ 'docs.json': text, 'index.mdx': '---\ntitle: Home\n---\n\nText.\n' }));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('title: "Writing rules for Second"');
  });
});
