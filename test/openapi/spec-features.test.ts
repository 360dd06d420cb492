// Spec features on an API page, each shown in the page, its Markdown copy and its playground as
// Mintlify shows them: a deprecated operation, an `anyOf` body (each variant), enum values, a
// parameter's named `examples` (the first one is its example), and a deprecated parameter's pill.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApiPage, type ApiPage } from '../../src/openapi/page.js';
import { parsePage } from '../../src/parse/index.js';
import { treeToHtml } from './helpers.js';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Orchard', version: '1' },
  servers: [{ url: 'https://orchard.example.test' }],
  paths: {
    '/trees': {
      post: {
        summary: 'Plant a tree',
        deprecated: true,
        parameters: [
          { name: 'row', in: 'query', deprecated: true, schema: { type: 'string' }, examples: { north: { value: 'n-4' }, south: { value: 's-2' } } },
          { name: 'season', in: 'query', schema: { type: 'string', enum: ['spring', 'autumn'] } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                anyOf: [
                  { title: 'Apple', type: 'object', properties: { variety: { type: 'string', example: 'cox' } } },
                  { title: 'Pear', type: 'object', properties: { rootstock: { type: 'string', example: 'quince' } } },
                ],
              },
            },
          },
        },
        responses: { '201': { description: 'Planted' } },
      },
    },
  },
};

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docwright-spec-features-'));
  await writeFile(join(root, 'openapi.json'), JSON.stringify(spec));
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function page(api: Record<string, unknown> = {}): Promise<ApiPage> {
  const parsed = parsePage({ path: 'p.mdx', value: '---\nopenapi: POST /trees\n---\n' });
  const built = await buildApiPage({ root, file: 'p.mdx', frontmatter: { openapi: 'POST /trees' }, tree: parsed.tree, offline: true, api });
  if (!built) throw new Error('No page for POST /trees');
  return built;
}

describe('spec features on an API page', () => {
  test('a deprecated operation says so in the page and the Markdown copy', async () => {
    const built = await page();
    expect(treeToHtml(built.tree)).toContain('This endpoint is deprecated.');
    expect(built.markdown).toContain('**Deprecated.**');
  });

  test('an anyOf body shows each variant with its fields, in the page and the Markdown copy', async () => {
    const built = await page();
    const html = treeToHtml(built.tree);
    expect(html).toContain('data-title="Any of: Apple"');
    expect(html).toContain('data-title="Any of: Pear"');
    expect(built.markdown).toMatch(/- Any of: Apple \(object\)[^\n]*\n\s+- `variety` \(string\)/);
    expect(built.markdown).toMatch(/- Any of: Pear \(object\)[^\n]*\n\s+- `rootstock` \(string\)/);
  });

  test("a parameter's named examples: the first is its example (placeholder, or start with prefill); a deprecated one has its pill everywhere", async () => {
    const built = await page();
    expect(built.playgroundHtml).toMatch(/<input [^>]*data-dw-name="row"[^>]*placeholder="n-4"/);
    expect((await page({ examples: { prefill: true } })).playgroundHtml).toMatch(/<input [^>]*data-dw-name="row"[^>]*value="n-4"/);
    expect(built.playgroundHtml).toMatch(/<code>row<\/code> <span class="dw-api-type">string<\/span><span class="dw-api-deprecated"> deprecated<\/span>/);
    expect(built.markdown).toContain('- `row` (string, deprecated)');
    expect(treeToHtml(built.tree)).toMatch(/data-query="row"[^>]*data-deprecated/);
  });

  test('enum values are the choices of the playground and listed in the page and the Markdown copy', async () => {
    const built = await page();
    expect(built.playgroundHtml).toMatch(/data-dw-name="season"[^>]*><option value="">\(not sent\)<\/option><option value="spring">spring<\/option><option value="autumn">autumn<\/option>/);
    expect(built.markdown).toContain('Available options: `spring`, `autumn`');
  });
});
