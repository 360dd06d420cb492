// What a spec's Mintlify extensions do on its API pages: `x-mint.pre` and `x-mint.post` are a
// field's pills, as Mintlify's field head shows them; `x-mint.groups`, `x-mint-enum`,
// `x-mint.mcp` and `x-mint.playground.expand` need what a static site does not have, and each
// is a warning at its key (`openapi-extension-no-effect`); `x-mint.metadata` and `x-mint.content`
// make the page the navigation generates, not a page written in MDX that names the operation (as
// on Mintlify); a server's `description` follows its URL where the playground offers a choice of servers.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDocsConfig } from '../../src/config/index.js';
import { operationNavPages } from '../../src/openapi/nav.js';
import { buildApiPage, type ApiPage } from '../../src/openapi/page.js';
import { extensionLosses } from '../../src/openapi/extension-losses.js';
import { parseSourceText } from '../../src/openapi/source-text.js';
import { parsePage } from '../../src/parse/index.js';
import { renderContent } from '../../src/render/page/page.js';

// Written by hand, one key a line, so the findings' lines and columns can be read off it.
const SPEC = `{
  "openapi": "3.1.0",
  "info": { "title": "Seed bank", "version": "1" },
  "x-mint": { "mcp": { "enabled": true } },
  "servers": [
    { "url": "https://seeds.example.test", "description": "Production" },
    { "url": "https://sandbox.seeds.example.test/", "description": "Sandbox\\nfor trials" },
    { "url": "https://old.seeds.example.test" }
  ],
  "paths": {
    "x-mint": { "groups": ["staff"] },
    "/packets": {
      "x-mint": { "groups": ["staff"] },
      "post": {
        "summary": "Store a packet",
        "x-mint": { "groups": ["curators"], "playground": { "expand": true }, "mcp": { "enabled": false }, "metadata": { "title": "Store", "description": "Stores one packet", "sidebarTitle": "Store it" }, "content": "Only on the generated page.", "href": "/store" },
        "parameters": [
          { "name": "shelf", "in": "query", "schema": { "type": "string", "x-mint": { "pre": ["PII"], "post": ["indexed", "unique"] } } }
        ],
        "requestBody": {
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "properties": {
                  "grade": { "type": "string", "enum": ["common", "rare"], "x-mint-enum": { "rare": ["curators"] } },
                  "vault": { "type": "string", "x-mint": { "groups": ["curators"] } },
                  "label": { "type": "string", "x-mint": { "groups": [], "playground": { "expand": false }, "post": ["", "short"] } }
                },
                "example": { "x-mint": { "groups": ["not", "an", "extension"] } }
              }
            }
          }
        },
        "responses": { "201": { "description": "Stored" } }
      }
    }
  }
}
`;

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docwright-x-mint-'));
  await writeFile(join(root, 'openapi.json'), SPEC);
  await writeFile(join(root, 'one-server.json'), JSON.stringify({ openapi: '3.0.3', info: { title: 'One', version: '1' }, servers: [{ url: 'https://one.example.test', description: 'The only one' }], paths: { '/seeds': { get: { responses: { '200': { description: 'OK' } } } } } }));
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function page(operation: string): Promise<ApiPage> {
  const built = await buildApiPage({ root, file: 'p.mdx', frontmatter: { openapi: operation }, offline: true, api: { playground: { display: 'interactive' } } });
  if (!built) throw new Error(`No page for ${operation}`);
  return built;
}

/** Where `needle` starts in SPEC (its `occurrence`th, from 0), 1-based. */
function at(needle: string, occurrence = 0): { line: number; column: number } {
  let index = -1;
  for (let i = 0; i <= occurrence; i++) index = SPEC.indexOf(needle, index + 1);
  const before = SPEC.slice(0, index).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

describe('x-mint keys the build does not apply', () => {
  test('each is a warning at its key: groups (paths, a path, an operation, a property), x-mint-enum, mcp and playground.expand when they ask for something', async () => {
    const findings = (await page('openapi.json POST /packets')).findings.filter((f) => f.ruleId === 'openapi-extension-no-effect');
    const placed = findings.map((f) => ({ line: f.line, column: f.column, key: /^Unexpected `([^`]+)`/.exec(f.message)?.[1] }));
    expect(placed).toEqual([
      { ...at('"mcp"'), key: 'x-mint.mcp' },
      { ...at('"groups"', 0), key: 'x-mint.groups' },
      { ...at('"groups"', 1), key: 'x-mint.groups' },
      { ...at('"groups"', 2), key: 'x-mint.groups' },
      { ...at('"playground"'), key: 'x-mint.playground' },
      { ...at('"x-mint-enum"'), key: 'x-mint-enum' },
      { ...at('"groups"', 3), key: 'x-mint.groups' },
    ]);
    expect(findings.every((f) => f.file === 'openapi.json' && f.severity === 'warn')).toBe(true);
    expect(findings[2]?.message).toBe(
      'Unexpected `x-mint.groups` in `paths./packets`, which docwright does not apply (on Mintlify it shows this only to signed-in readers of these groups, where the built site shows it to everyone), expected it removed or the site published on Mintlify',
    );
    expect(findings[5]?.message).toContain('in `paths./packets.post.requestBody.content.application/json.schema.properties.grade`');
  });

  test('nothing for the keys the build applies, empty groups, mcp not enabled, expand false, nor for an x-mint inside an example', () => {
    const quiet = JSON.stringify({
      'x-mint': { mcp: { enabled: false } },
      paths: { '/a': { get: { 'x-mint': { metadata: { title: 'A' }, content: 'Hi', href: '/a', groups: [], playground: { expand: false } }, responses: { '200': { content: { 'application/json': { example: { 'x-mint': { groups: ['x'] } }, examples: { one: { value: { 'x-mint-enum': { a: ['b'] } } } } } } } } } } },
      components: { schemas: { S: { type: 'object', properties: { example: { type: 'string', 'x-mint': { pre: ['a'], post: ['b'] } } } } } },
    });
    const parsed = parseSourceText('quiet.json', quiet);
    expect(extensionLosses(parsed.value, parsed, 'quiet.json')).toEqual([]);
  });

  test('a property named like a data key is still a schema', () => {
    const text = JSON.stringify({ components: { schemas: { S: { properties: { default: { type: 'string', 'x-mint': { groups: ['a'] } } } } } } });
    const parsed = parseSourceText('named.json', text);
    expect(extensionLosses(parsed.value, parsed, 'named.json').map((f) => f.message)).toEqual([
      'Unexpected `x-mint.groups` in `components.schemas.S.properties.default`, which docwright does not apply (on Mintlify it shows this only to signed-in readers of these groups, where the built site shows it to everyone), expected it removed or the site published on Mintlify',
    ]);
  });
});

describe('x-mint.pre and x-mint.post', () => {
  test("a schema's pills are its field's, before its name and after its other pills; empty strings are left out", async () => {
    // As the build renders an API page: the page's tree is the one built from the spec.
    const source = '---\nopenapi: openapi.json POST /packets\n---\n';
    const parsed = parsePage({ path: join(root, 'p.mdx'), value: source });
    const { tree } = await page('openapi.json POST /packets');
    const { html } = await renderContent({ root, file: join(root, 'p.mdx'), source, basePath: '', snippets: new Map(), parsed: { ...parsed, tree }, treeFromElsewhere: true }, 'p');
    expect(html).toMatch(/<div class="dw-field-head"><span class="dw-field-pre">PII<\/span><a class="dw-field-name" href="#[^"]+"><code>shelf<\/code><\/a>[^]*?<span class="dw-field-post">indexed<\/span><span class="dw-field-post">unique<\/span><\/div>/);
    expect(html).toMatch(/<code>label<\/code><\/a>[^]*?<span class="dw-field-post">short<\/span><\/div>/);
    expect(html.match(/dw-field-pre/g)).toHaveLength(1);
    expect(html.match(/dw-field-post/g)).toHaveLength(3);
  });
});

describe('x-mint.metadata and x-mint.content on a page written in MDX', () => {
  test('are not applied: the page that names the operation keeps its own front matter and content, as on Mintlify (only generated pages take them)', async () => {
    const source = '---\nopenapi: openapi.json POST /packets\n---\n\nWritten by hand.\n';
    const parsed = parsePage({ path: join(root, 'p.mdx'), value: source });
    const built = await buildApiPage({ root, file: 'p.mdx', frontmatter: parsed.frontmatter.data, tree: parsed.tree, markdownBody: 'Written by hand.\n', offline: true });
    expect(built?.title).toBe('Store a packet');
    expect(built?.description).toBeUndefined();
    expect(built?.markdown).toContain('Written by hand.');
    expect(built?.markdown).not.toContain('Only on the generated page');
    expect(JSON.stringify(built?.tree)).not.toContain('Only on the generated page');
    const titled = await buildApiPage({ root, file: 'p.mdx', frontmatter: { openapi: 'openapi.json POST /packets', title: 'Mine' }, offline: true });
    expect(titled?.title).toBe('Mine');
  });

  test('the page the navigation generates for the operation takes them', async () => {
    const site = await mkdtemp(join(tmpdir(), 'docwright-x-mint-nav-'));
    try {
      await writeFile(join(site, 'openapi.json'), SPEC);
      await writeFile(join(site, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Seeds', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] } }));
      const model = (await loadDocsConfig(site)).model;
      if (!model) throw new Error('no model');
      const { pages } = await operationNavPages(model.navigation, { root: site, model, offline: true });
      const store = pages.find((p) => p.path === 'store');
      expect(store?.source).toContain('title: "Store"\n');
      expect(store?.source).toContain('description: "Stores one packet"\n');
      expect(store?.source).toContain('\nOnly on the generated page.\n');
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});

describe('server descriptions', () => {
  test("where the playground offers a choice of servers, each option shows its server's description after its URL", async () => {
    const result = await page('openapi.json POST /packets');
    const html = result.playgroundHtml ?? '';
    expect(html).toContain('<option value="https://seeds.example.test" selected>https://seeds.example.test – Production</option>');
    expect(html).toContain('<option value="https://sandbox.seeds.example.test">https://sandbox.seeds.example.test – Sandbox for trials</option>');
    expect(html).toContain('<option value="https://old.seeds.example.test">https://old.seeds.example.test</option>');
    expect(result.markdown).toContain('- `https://seeds.example.test`: Production\n- `https://sandbox.seeds.example.test/`: Sandbox for trials\n- `https://old.seeds.example.test`\n');
  });

  test('one server is no choice: its description is shown nowhere, as on Mintlify', async () => {
    const result = await page('one-server.json GET /seeds');
    expect(result.playgroundHtml).not.toContain('The only one');
    expect(result.markdown).not.toContain('The only one');
  });
});
