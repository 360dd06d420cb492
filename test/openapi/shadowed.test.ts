import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkProject } from '../../src/check/check.js';
import { buildProject } from '../support/build.js';
import { tempProject } from '../support/project.js';

// Two specs that both define `GET /plants`, told apart by their summaries.
const spec = (summary: string): string => JSON.stringify({ openapi: '3.0.3', info: { title: summary, version: '1' }, paths: { '/plants': { get: { summary, responses: { '200': { description: 'OK' } } } } } });

function files(navPages: readonly string[]): Record<string, string> {
  return {
    'docs.json': JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Plants', colors: { primary: '#0D7A5F' }, api: { openapi: ['old.json', 'new.json'] }, navigation: { groups: [{ group: 'API', pages: ['index', ...navPages] }] } }, null, 2),
    'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    'old.json': spec('Old list'),
    'new.json': spec('New list'),
    'plants.mdx': '---\nopenapi: GET /plants\n---\n',
  };
}

describe('an operation that two config-wide specs define', () => {
  test('the page shows the last spec’s, as Mintlify does, and build warns at the page', async () => {
    const { out, result } = await buildProject(files(['plants']));
    const html = readFileSync(join(out, 'plants.html'), 'utf8');
    expect(html).toContain('New list');
    expect(html).not.toContain('Old list');
    const shadowed = result.diagnostics.filter((f) => f.ruleId === 'openapi-operation-shadowed');
    expect(shadowed.map((f) => [f.file.endsWith('plants.mdx'), f.line, f.severity, f.message])).toEqual([
      [true, 2, 'warn', 'Unexpected operation `GET /plants` in `old.json` too, expected one spec to define it (Mintlify shows the one of `new.json`; write `old.json GET /plants` for the other)'],
    ]);
  });

  test('check warns at the page and at a navigation entry naming it; a page naming its file is left alone', async () => {
    const root = tempProject({ ...files(['plants', 'GET /plants']), 'older.mdx': '---\nopenapi: old.json GET /plants\n---\n' });
    const findings = (await checkProject(root)).findings.filter((f) => f.ruleId === 'openapi-operation-shadowed');
    expect(findings.map((f) => [f.file.replace(root, ''), f.line, f.severity])).toEqual([
      ['/docs.json', 21, 'warn'],
      ['/plants.mdx', 2, 'warn'],
    ]);
  });

  test('a navigation entry gets the last spec’s page, with the warning at the entry', async () => {
    const { out, result } = await buildProject({ ...files(['GET /plants']), 'plants.mdx': '---\ntitle: Unused\n---\n' });
    const shadowed = result.diagnostics.filter((f) => f.ruleId === 'openapi-operation-shadowed');
    expect(shadowed.map((f) => [f.file.endsWith('docs.json'), f.severity])).toEqual([[true, 'warn']]);
    expect(readFileSync(join(out, 'api-reference/new-list.html'), 'utf8')).toContain('New list');
  });
});
