// `sdk` on a tab or a group builds SDK reference pages into the site (src/sdk/nav.ts fed into
// src/render/layout/project.ts): the TypeDoc fixture's pages and navigation, where Mintlify places
// the generated groups, and bad artifacts that warn at their place while the rest builds.
import { describe, expect, test } from '@jest/globals';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocsConfig } from '../../src/config/index.js';
import { createSite } from '../../src/render/site/site.js';
import { sdkNavPages } from '../../src/sdk/nav.js';
import { tempOutDir } from '../support/project.js';
import { makeProject } from '../render/helpers.js';

const fixture = fileURLToPath(new URL('../../fixtures/sdk-typedoc', import.meta.url));
const artifact = readFileSync(join(fixture, 'sdk-artifacts', 'typedoc.json'), 'utf8');

const config = (navigation: unknown): string => JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Plants', colors: { primary: '#0D9373' }, navigation }, null, 2);

describe('SDK reference pages in the build', () => {
  test('the TypeDoc fixture builds a page per symbol, listed after the tab’s groups, types linked between pages', async () => {
    const out = tempOutDir('docwright-sdk-');
    const result = await (await createSite({ root: fixture, workers: 0, cacheDir: false })).build(out);
    expect(result.diagnostics).toEqual([]);
    for (const page of ['classes/Client', 'interfaces/ClientOptions', 'interfaces/Plant', 'enums/ErrorCode', 'functions/createClient', 'types/PlantRef', 'variables/VERSION']) {
      expect(existsSync(join(out, 'sdk', 'typescript', `${page}.html`))).toBe(true);
    }
    const client = readFileSync(join(out, 'sdk', 'typescript', 'classes', 'Client.html'), 'utf8');
    expect(client).toContain('<h1 id="page-title">Client</h1>');
    expect(client).toContain('<p class="dw-description">Calls the plant API.</p>');
    expect(client).toContain('<a href="/sdk/typescript/interfaces/ClientOptions">ClientOptions</a>');
    expect(client).toContain('id="getplant"');
    // The sidebar lists the tab's own group, then one group per kind, in Mintlify's order.
    const sidebar = client.slice(client.indexOf('id="dw-sidebar"'));
    const order = ['Overview', 'Classes', 'Interfaces', 'Enumerations', 'Functions', 'Type Aliases', 'Variables'].map((name) => sidebar.indexOf(`>${name}<`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(sidebar).toContain('data-p="sdk/typescript/types/PlantRef"');
  });

  test('on a group: the generated groups follow the group’s own pages, under `sdk-reference/` by default', async () => {
    const root = makeProject({
      'docs.json': config({ groups: [{ group: 'SDK', sdk: { format: 'typedoc', source: 'typedoc.json' }, pages: ['index'] }] }),
      'index.mdx': '---\ntitle: Home\n---\n\nSee [the client](/sdk-reference/classes/Client).\n',
      'typedoc.json': artifact,
    });
    const loaded = await loadDocsConfig(root);
    if (!loaded.model) throw new Error(JSON.stringify(loaded.diagnostics));
    const { pages, findings } = await sdkNavPages(loaded.model, { root, configFile: join(root, 'docs.json') });
    expect(findings).toEqual([]);
    expect(pages.map((p) => p.path)).toContain('sdk-reference/interfaces/Plant');
    const group = loaded.model.navigation[0];
    expect(group?.children.map((c) => c.kind === 'page' ? c.page : c.label)).toEqual(['index', 'Classes', 'Interfaces', 'Enumerations', 'Functions', 'Type Aliases', 'Variables']);
    const plant = pages.find((p) => p.path === 'sdk-reference/interfaces/Plant');
    expect(plant?.source).toContain('[Plant](/sdk-reference/interfaces/Plant)');
    expect(plant?.source.startsWith('---\ntitle: "Plant"\ndescription: "One plant as the API returns it."\ntag: "INTERFACE"\n---\n')).toBe(true);
  });

  test('bad input: a wrong version, a tool not read yet, a missing or remote artifact, `sdk` front matter warn at their place; the rest of the site builds', async () => {
    const root = makeProject({
      'docs.json': config({ tabs: [
        { tab: 'Home', pages: ['index'] },
        { tab: 'Old', sdk: { format: 'typedoc', source: 'old.json', directory: 'old' } },
        { tab: 'Net', sdk: { format: 'docfx', source: 'api', directory: 'net' } },
        { tab: 'Gone', sdk: { format: 'typedoc', source: 'gone.json', directory: 'gone' } },
        { tab: 'Far', sdk: { format: 'typedoc', source: 'https://example.com/t.json', directory: 'far' } },
        { tab: 'Good', sdk: { format: 'typedoc', source: 'typedoc.json', directory: 'good' } },
      ] }),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'client.mdx': '---\ntitle: Client\nsdk: "class Client"\n---\n\nMore about the client.\n',
      'old.json': '{\n  "schemaVersion": "1.0",\n  "kind": 1,\n  "name": "old"\n}\n',
      'typedoc.json': artifact,
    });
    const out = tempOutDir('docwright-sdk-bad-');
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    const messages = result.diagnostics.map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.ruleId} ${d.message}`).sort();
    expect(messages).toEqual([
      'client.mdx:3:1 sdk-reference Unexpected `sdk` front matter `class Client` that docwright does not compose (the symbol\'s generated reference is left out below this page\'s text), expected the symbol\'s generated page (`sdk` on a tab or group)',
      expect.stringMatching(/^docs\.json:\d+:\d+ sdk-reference Unexpected `sdk` format `docfx` \(DocFX ManagedReference YAML\) that docwright does not read yet, expected `typedoc`: the SDK reference pages under `net\/` are not built$/),
      expect.stringMatching(/^docs\.json:\d+:\d+ sdk-reference Missing SDK artifact `gone\.json`, expected a TypeDoc JSON file of the project: the SDK reference pages under `gone\/` are not built$/),
      expect.stringMatching(/^docs\.json:\d+:\d+ sdk-reference Unexpected remote SDK artifact `https:\/\/example\.com\/t\.json` that docwright does not download/),
      'old.json:2:3 sdk-reference Unexpected TypeDoc JSON with `1.0`, expected schema version `2.x` (TypeDoc 0.23 or later): the SDK reference pages under `old/` are not built',
    ]);
    // Each docs.json warning is at its own `sdk` key.
    const lines = result.diagnostics.filter((d) => d.file.endsWith('docs.json')).map((d) => d.line);
    expect(new Set(lines).size).toBe(3);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'good', 'classes', 'Client.html'))).toBe(true);
  });

  test('a generated page where a written page already is: the written page is kept, with a warning', async () => {
    const root = makeProject({
      'docs.json': config({ groups: [{ group: 'SDK', sdk: { format: 'typedoc', source: 'typedoc.json' }, pages: ['index'] }] }),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'sdk-reference/classes/Client.mdx': '---\ntitle: My client\n---\n\nWritten by hand.\n',
      'typedoc.json': artifact,
    });
    const loaded = await loadDocsConfig(root);
    if (!loaded.model) throw new Error(JSON.stringify(loaded.diagnostics));
    const { pages, findings } = await sdkNavPages(loaded.model, { root, configFile: join(root, 'docs.json'), existing: new Set(['index', 'sdk-reference/classes/Client']) });
    expect(pages.map((p) => p.path)).not.toContain('sdk-reference/classes/Client');
    expect(findings.map((f) => f.message)).toEqual(['Unexpected SDK reference page `sdk-reference/classes/Client` where the site already has a page, expected a `directory` of its own for the reference: the existing page is kept']);
  });

  test('a `directory` that leads out of the project generates no page, with a warning at `sdk`: the build writes nothing beside its output', async () => {
    const root = makeProject({
      'docs.json': config({ tabs: [{ tab: 'Home', pages: ['index'] }, { tab: 'SDK', sdk: { format: 'typedoc', source: 'typedoc.json', directory: '../escape' } }] }),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'typedoc.json': artifact,
    });
    const out = tempOutDir('docwright-sdk-escape-');
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(existsSync(join(out, '..', 'escape'))).toBe(false);
    expect(result.diagnostics.map((d) => [relative(root, d.file), d.ruleId, d.message])).toEqual([
      ['docs.json', 'sdk-reference', 'Unexpected SDK `directory` `../escape`, expected a folder inside the project: no page is generated from `typedoc.json`'],
    ]);
  });

  test('two `sdk` entries that generate the same page paths: one warning at the later entry’s `sdk` key, the first entry’s pages kept', async () => {
    const text = config({ tabs: [{ tab: 'Home', pages: ['index'] }, { tab: 'SDK', sdk: { format: 'typedoc', source: 'typedoc.json' } }, { tab: 'Again', sdk: { format: 'typedoc', source: 'typedoc.json' } }] });
    const root = makeProject({ 'docs.json': text, 'index.mdx': '---\ntitle: Home\n---\n\nHello.\n', 'typedoc.json': artifact });
    const loaded = await loadDocsConfig(root);
    if (!loaded.model) throw new Error(JSON.stringify(loaded.diagnostics));
    const { pages, findings } = await sdkNavPages(loaded.model, { root, configFile: join(root, 'docs.json'), ...(loaded.resolved ? { resolved: loaded.resolved } : {}) });
    expect(pages.filter((p) => p.path === 'sdk-reference/classes/Client')).toHaveLength(1);
    const second = text.indexOf('"sdk"', text.indexOf('"Again"'));
    const line = text.slice(0, second).split('\n').length;
    const column = second - text.lastIndexOf('\n', second - 1);
    expect(findings.map((f) => `${relative(root, f.file)}:${f.line}:${f.column}`)).toEqual([`docs.json:${line}:${column}`]);
    expect(findings[0]?.message).toMatch(/^Unexpected SDK reference pages `sdk-reference\/[^`]+`, `[^`]+`, `[^`]+` and \d+ more that another `sdk` entry also generates, expected a `directory` of its own for each reference: the first entry's pages are kept$/);
  });

  test('`check --links`: links into the generated reference resolve', async () => {
    const root = makeProject({});
    cpSync(fixture, root, { recursive: true });
    const { checkProject } = await import('../../src/check/check.js');
    const checked = await checkProject(root, { links: true });
    expect(checked.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });
});
