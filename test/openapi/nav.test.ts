import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocsConfig } from '../../src/config/index.js';
import type { NavNode } from '../../src/config/model.js';
import { walkNav } from '../../src/config/nav-walk.js';
import { operationNavPages } from '../../src/openapi/nav.js';
import { buildApiPage } from '../../src/openapi/page.js';
import { parsePage } from '../../src/parse/index.js';

const plants = fileURLToPath(new URL('../../fixtures/openapi-plants', import.meta.url));

describe('operations named in the navigation', () => {
  test('each gets a virtual page where Mintlify puts it (`api-reference/<tag>/<summary>`), built from the group’s spec', async () => {
    const config = await loadDocsConfig(plants);
    const model = config.model;
    if (!model) throw new Error(JSON.stringify(config.diagnostics));
    expect(model.api.openapi).toContain('openapi.yaml');
    const existing = new Set(['api/list-plants', 'api/create-plant', 'api/category', 'api/update-seed', 'api/plant-added', 'api/missing-operation']);
    const { pages, findings } = await operationNavPages(model.navigation, { root: plants, model, existing });
    expect(findings).toEqual([]);
    expect(pages.map((p) => [p.path, p.title, p.operation])).toEqual([
      ['api-reference/get-a-plant', 'Get a plant', 'openapi.yaml GET /plants/{id}'],
      ['api-reference/delete-a-plant', 'Delete a plant', 'openapi.yaml DELETE /plants/{id}'],
    ]);
    const operations = [...walkNav(model.navigation)].map(({ node }) => node).filter((n) => n.kind === 'operation');
    expect(operations.map((n) => [n.label, n.page])).toEqual([
      ['Get a plant', 'api-reference/get-a-plant'],
      ['Delete a plant', 'api-reference/delete-a-plant'],
    ]);
    // The virtual source goes through the same page pipeline.
    const first = pages[0];
    if (!first) throw new Error('no page');
    const parsed = parsePage({ path: `${first.path}.mdx`, value: first.source });
    const page = await buildApiPage({ root: plants, file: `${first.path}.mdx`, frontmatter: parsed.frontmatter.data, tree: parsed.tree });
    expect(page?.findings).toEqual([]);
    expect(page?.operation?.key).toBe('GET /plants/{id}');
  });

  test('a group naming a spec with no pages lists every operation; a missing one is reported', async () => {
    const navigation: NavNode[] = [
      { kind: 'group' as const, label: 'Seeds', openapi: 'swagger.json', children: [] },
      { kind: 'group' as const, label: 'Other', children: [{ kind: 'operation' as const, label: 'GET /nowhere', operation: 'GET /nowhere', children: [] }] },
    ];
    const model0 = (await loadDocsConfig(plants)).model;
    if (!model0) throw new Error('fixture');
    const { pages, findings } = await operationNavPages(navigation, { root: plants, model: { navigation, api: { ...model0.api, openapi: ['openapi.yaml', 'swagger.json'] } } });
    expect(pages.map((p) => p.path)).toEqual(['api-reference/update-a-seed-packet']);
    // Untagged operations go to a group of their own, `API Reference`.
    expect(navigation[0]?.children.map((c) => [c.label, c.children.map((o) => o.page)])).toEqual([['API Reference', ['api-reference/update-a-seed-packet']]]);
    expect(findings.map((f) => f.message)).toEqual(['Unexpected operation `GET /nowhere`, expected one that `openapi.yaml` defines']);
  });
  test('a `directory` that leads out of the project generates nothing there, with an error', async () => {
    const navigation: NavNode[] = [
      { kind: 'group' as const, label: 'Seeds', openapi: 'swagger.json', openapiDirectory: '../outside', children: [] },
      { kind: 'group' as const, label: 'Named', openapi: 'openapi.yaml', openapiDirectory: 'a/../../up', children: [{ kind: 'operation' as const, label: 'GET /plants', operation: 'GET /plants', children: [] }] },
      { kind: 'group' as const, label: 'Kept', openapi: 'swagger.json', openapiDirectory: './inside', children: [] },
    ];
    const model0 = (await loadDocsConfig(plants)).model;
    if (!model0) throw new Error('fixture');
    const { pages, findings } = await operationNavPages(navigation, { root: plants, model: { navigation, api: { ...model0.api, openapi: ['openapi.yaml', 'swagger.json'] } } });
    expect(pages.every((p) => !p.path.startsWith('..') && !p.path.includes('../'))).toBe(true);
    expect(pages.map((p) => p.path)).toEqual(['inside/update-a-seed-packet']);
    expect(findings.map((f) => [f.ruleId, f.severity, f.message])).toEqual([
      ['openapi-directory', 'error', 'Unexpected OpenAPI `directory` `../outside`, expected a folder inside the project: no page is generated for `swagger.json`'],
      ['openapi-directory', 'error', 'Unexpected OpenAPI `directory` `a/../../up`, expected a folder inside the project: no page is generated for `GET /plants`'],
    ]);
  });
});

describe('a level with `openapi` and pages', () => {
  const page = (path: string): NavNode => ({ kind: 'page', label: path, page: path, children: [] });
  const run = async (navigation: NavNode[]): Promise<Awaited<ReturnType<typeof operationNavPages>>> => {
    const model0 = (await loadDocsConfig(plants)).model;
    if (!model0) throw new Error('fixture');
    return operationNavPages(navigation, { root: plants, model: { navigation, api: { ...model0.api, openapi: ['openapi.yaml', 'swagger.json'] } }, existing: new Set(['api/list-plants']) });
  };

  test('lists its pages, then a group of pages per tag, as Mintlify’s prebuild does', async () => {
    const navigation: NavNode[] = [{ kind: 'group', label: 'Seeds', openapi: 'swagger.json', children: [page('api/list-plants'), { kind: 'group', label: 'More', children: [page('api/category')] }] }];
    const { pages, findings } = await run(navigation);
    expect(findings).toEqual([]);
    expect(navigation[0]?.children.map((c) => c.page ?? c.label)).toEqual(['api/list-plants', 'More', 'API Reference']);
    expect(navigation[0]?.children[2]?.children.map((c) => c.page)).toEqual(['api-reference/update-a-seed-packet']);
    expect(pages.map((p) => p.operation)).toEqual(['swagger.json PUT /seeds/{id}']);
  });

  test('lists only what it names when an entry names one of its operations without a file; a deeper level with its own spec does not count', async () => {
    const named: NavNode[] = [{ kind: 'group', label: 'Seeds', openapi: 'swagger.json', children: [page('api/list-plants'), { kind: 'operation', label: 'PUT /seeds/{id}', operation: 'PUT /seeds/{id}', children: [] }] }];
    expect((await run(named)).pages.map((p) => p.path)).toEqual(['api-reference/update-a-seed-packet']);
    expect(named[0]?.children.map((c) => c.page)).toEqual(['api/list-plants', 'api-reference/update-a-seed-packet']);
    const deeper: NavNode[] = [
      { kind: 'group', label: 'Seeds', openapi: 'swagger.json', children: [{ kind: 'group', label: 'Plants', openapi: 'openapi.yaml', children: [{ kind: 'operation', label: 'GET /plants/{id}', operation: 'GET /plants/{id}', children: [] }] }] },
    ];
    const { pages } = await run(deeper);
    expect(pages.map((p) => p.operation)).toEqual(['openapi.yaml GET /plants/{id}', 'swagger.json PUT /seeds/{id}']);
    expect(deeper[0]?.children.map((c) => c.page ?? c.label)).toEqual(['Plants', 'API Reference']);
  });
});

describe('two operations on one generated path', () => {
  test('the later replaces the earlier, as on the platform, with a warning naming both', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docwright-nav-same-path-'));
    // A hidden operation is not in its tag's group, so the next one of the same summary takes no number: both get `…/tags/list-tags`.
    const spec = { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: { '/old-tags': { get: { tags: ['Tags'], summary: 'List tags', 'x-hidden': true, responses: { 200: { description: 'OK' } } } }, '/tags': { get: { tags: ['Tags'], summary: 'List tags', responses: { 200: { description: 'OK' } } } } } };
    writeFileSync(join(root, 'spec.json'), JSON.stringify(spec));
    const model0 = (await loadDocsConfig(plants)).model;
    if (!model0) throw new Error('fixture');
    const navigation: NavNode[] = [{ kind: 'group', label: 'API', openapi: 'spec.json', children: [] }];
    const { pages, findings } = await operationNavPages(navigation, { root, model: { navigation, api: { ...model0.api, openapi: ['spec.json'] } } });
    expect(pages.map((p) => [p.path, p.operation, p.hidden ?? false])).toEqual([['api-reference/tags/list-tags', 'spec.json GET /tags', false]]);
    expect(findings.map((f) => `${f.severity} ${f.message}`)).toEqual(['warn Unexpected second operation `spec.json GET /tags` for the generated page `api-reference/tags/list-tags`, expected one operation per page (`spec.json GET /old-tags` is not published; give one a different summary or `x-mint.href`)']);
  });
});

describe('where the findings of the navigation’s operations sit', () => {
  test('at the entry that names the operation, else at the `openapi` key of the spec’s level (line:col of docs.json)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docwright-nav-places-'));
    const spec = { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: { '/old-tags': { get: { tags: ['Tags'], summary: 'List tags', 'x-hidden': true, responses: { 200: { description: 'OK' } } } }, '/tags': { get: { tags: ['Tags'], summary: 'List tags', responses: { 200: { description: 'OK' } } } } } };
    writeFileSync(join(root, 'spec.json'), JSON.stringify(spec));
    writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\n---\n');
    const docs = [
      '{',
      '  "theme": "mint",',
      '  "name": "Places",',
      '  "colors": { "primary": "#0D9373" },',
      '  "navigation": {',
      '    "groups": [',
      '      { "group": "Home", "pages": ["index"] },',
      '      { "group": "Named", "openapi": "spec.json", "pages": [',
      '        "GET /nowhere"',
      '      ] },',
      '      { "group": "All",',
      '        "openapi": "spec.json", "pages": [] }',
      '    ]',
      '  }',
      '}',
    ].join('\n');
    writeFileSync(join(root, 'docs.json'), docs);
    const config = await loadDocsConfig(root);
    const model = config.model ?? config.lenientModel;
    if (!model || !config.resolved) throw new Error(JSON.stringify(config.diagnostics));
    const { findings } = await operationNavPages(model.navigation, { root, model, configFile: config.configPath, resolved: config.resolved });
    expect(findings.map((f) => `${f.file.slice(root.length + 1)}:${f.line}:${f.column} ${f.ruleId} ${f.message.slice(0, 40)}`)).toEqual([
      'docs.json:9:9 openapi-operation-missing Unexpected operation `GET /nowhere`, exp',
      'docs.json:12:20 openapi-operation Unexpected second operation `spec.json G',
    ]);
  });
});
