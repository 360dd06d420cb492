// Issue 44: a spec Mintlify refuses (Swagger 2.0, a `$ref` to another file) is an error in
// `check` and, since `build` still renders it, a warning of the same rule at the spec file.
import { describe, expect, jest, test } from '@jest/globals';
import { relative } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { tempOutDir } from '../support/project.js';
import { makeProject } from './helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const swagger = JSON.stringify({ swagger: '2.0', info: { title: 'Plants', version: '1' }, paths: { '/plants': { get: { summary: 'List plants', responses: { '200': { description: 'OK' } } } } } }, null, 2);
const externalRef = 'openapi: 3.0.3\ninfo:\n  title: Pots\n  version: "1"\npaths:\n  /pots:\n    get:\n      summary: List pots\n      responses:\n        "200":\n          $ref: "./shared.yaml#/Ok"\n';

describe('build warns at a spec Mintlify refuses', () => {
  test('Swagger 2.0 named by the navigation, an external `$ref` named by a page', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Specs', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index', 'pots'] }, { group: 'API', openapi: 'swagger.json', pages: [] }] } }),
      'swagger.json': swagger,
      'pots.yaml': externalRef,
      'shared.yaml': 'Ok:\n  description: OK\n',
      'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      'pots.mdx': '---\ntitle: Pots\nopenapi: pots.yaml GET /pots\n---\n',
    });
    const result = await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(tempOutDir());
    const refused = result.diagnostics.filter((d) => d.ruleId === 'openapi-unsupported').map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.severity}`);
    // At the `swagger` key (line 2 of the two-space JSON), and at the first external `$ref`.
    expect(refused.sort()).toEqual(['pots.yaml:11:11 warn', 'swagger.json:2:3 warn']);
    expect(result.diagnostics.find((d) => relative(root, d.file) === 'swagger.json')?.message).toContain('Mintlify refuses Swagger 2.0');
    expect(result.errors).toBe(0);
  });
});
