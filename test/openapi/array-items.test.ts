// An array's item `enum` and item constraints are shown on the array (as a scalar enum's options), in the page and
// its Markdown copy; an `anyOf` of scalars written without a `type` is labelled by its variants' types, not `object`.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApiPage, type ApiPage } from '../../src/openapi/page.js';
import { parsePage } from '../../src/parse/index.js';
import { treeToHtml } from './helpers.js';

const spec = {
  openapi: '3.0.3',
  info: { title: 'Kennel', version: '1' },
  servers: [{ url: 'https://kennel.example.test' }],
  paths: {
    '/dogs': {
      post: {
        summary: 'Register dogs',
        parameters: [{ name: 'coat', in: 'query', schema: { type: 'array', items: { type: 'string', enum: ['short', 'wiry'] } } }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  tags: { type: 'array', maxItems: 3, items: { type: 'string', minLength: 2, pattern: '^[a-z]+$' } },
                  size: { type: 'array', items: { $ref: '#/components/schemas/Size' } },
                  chip: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
                },
              },
            },
          },
        },
        responses: { '201': { description: 'Registered' } },
      },
    },
  },
  components: { schemas: { Size: { type: 'integer', enum: [1, 2, 3] } } },
};

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docwright-array-items-'));
  await writeFile(join(root, 'openapi.json'), JSON.stringify(spec));
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function page(): Promise<ApiPage> {
  const parsed = parsePage({ path: 'p.mdx', value: '---\nopenapi: POST /dogs\n---\n' });
  const built = await buildApiPage({ root, file: 'p.mdx', frontmatter: { openapi: 'POST /dogs' }, tree: parsed.tree, offline: true, api: {} });
  if (!built) throw new Error('No page for POST /dogs');
  return built;
}

describe('array items on an API page', () => {
  test("an array's item enum is listed as its options, in the page and the Markdown copy", async () => {
    const built = await page();
    const html = treeToHtml(built.tree);
    expect(built.markdown).toMatch(/- `coat` \(string\[\][^\n]*\n\s+Available options: `short`, `wiry`/);
    expect(built.markdown).toMatch(/- `size` \(integer\[\][^\n]*\n\s+Available options: `1`, `2`, `3`/);
    expect(html).toMatch(/Available options: <code>short<\/code>, <code>wiry<\/code>/);
    expect(html).toMatch(/Available options: <code>1<\/code>, <code>2<\/code>, <code>3<\/code>/);
  });

  test("an array's item constraints are shown after its own", async () => {
    const built = await page();
    expect(built.markdown).toContain('Constraints: `maxItems: 3`, `items.minLength: 2`, `items.pattern: ^[a-z]+$`');
    expect(treeToHtml(built.tree)).toContain('<code>maxItems: 3</code>, <code>items.minLength: 2</code>, <code>items.pattern: ^[a-z]+$</code>');
  });

  test('an anyOf of a string and an integer is labelled by both, not object', async () => {
    const built = await page();
    expect(built.markdown).toMatch(/- `chip` \(string \| integer[,)]/);
  });
});
