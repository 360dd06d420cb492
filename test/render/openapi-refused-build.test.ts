// Issue 44: a spec Mintlify refuses (Swagger 2.0, a `$ref` to another file) is an error in
// `check` and, since `build` still renders it, a warning of the same rule at the same places:
// each reference in the configuration and the pages (where Mintlify's build stops).
import { describe, expect, jest, test } from '@jest/globals';
import { relative } from 'node:path';
import { checkProject } from '../../src/check/check.js';
import { createSite } from '../../src/render/site/site.js';
import { tempOutDir } from '../support/project.js';
import { makeProject } from './helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const swagger = JSON.stringify({ swagger: '2.0', info: { title: 'Plants', version: '1' }, paths: { '/plants': { get: { summary: 'List plants', responses: { '200': { description: 'OK' } } } } } }, null, 2);
const externalRef = 'openapi: 3.0.3\ninfo:\n  title: Pots\n  version: "1"\npaths:\n  /pots:\n    get:\n      summary: List pots\n      responses:\n        "200":\n          $ref: "./shared.yaml#/Ok"\n';

describe('build warns at a spec Mintlify refuses, where check errs', () => {
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
    // At the group's `openapi` key (one line of JSON), and at the page's `openapi` key: as `check` places them.
    expect(refused.sort()).toEqual(['docs.json:1:155 warn', 'pots.mdx:3:1 warn']);
    expect(result.diagnostics.find((d) => d.ruleId === 'openapi-unsupported' && relative(root, d.file) === 'docs.json')?.message).toContain('Mintlify refuses Swagger 2.0');
    expect(result.errors).toBe(0);
    // `check` reports the same findings at the same places, as errors.
    const checked = (await checkProject(root)).findings.filter((d) => d.ruleId === 'openapi-unsupported').map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.severity}`);
    expect(checked.sort()).toEqual(['docs.json:1:155 error', 'pots.mdx:3:1 error']);
  });
});
