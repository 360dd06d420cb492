// Generated examples for properties without an `example`, as Mintlify's generator writes them
// (@mintlify/validation's generateExampleFromSchema): placeholders by type and format, numbers within their
// bounds; a legacy page's nested ParamFields as its object's properties; a variant's title shown once.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApiPage, type ApiPage } from '../../src/openapi/page.js';
import { exampleFromSchema } from '../../src/openapi/schema-example.js';
import { parsePage } from '../../src/parse/index.js';
import { treeToHtml } from './helpers.js';

describe('placeholders by type and format', () => {
  test('strings by format, numbers within their bounds, nested objects and arrays of one item', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        planted: { type: 'string', format: 'date-time' },
        day: { type: 'string', format: 'date' },
        owner: { type: 'string', format: 'Email' },
        site: { type: 'string', format: 'uri' },
        count: { type: 'integer' },
        rows: { type: 'integer', minimum: 2, maximum: 7 },
        height: { type: 'number', minimum: 1.5 },
        small: { type: 'integer', maximum: 10 },
        large: { type: 'integer', maximum: 500 },
        organic: { type: 'boolean' },
        soil: { type: 'object', properties: { ph: { type: 'number' } } },
        tags: { type: 'array', items: { type: 'string' } },
        kind: { type: 'string', enum: ['apple', 'pear'] },
      },
    };
    expect(exampleFromSchema(schema, 'request')).toEqual({
      name: '<string>',
      planted: '2023-11-07T05:31:56Z',
      day: '2023-12-25',
      owner: 'jsmith@example.com',
      site: '<string>',
      count: 123,
      rows: 4,
      height: 2.5,
      small: 9,
      large: 123,
      organic: true,
      soil: { ph: 123 },
      tags: ['<string>'],
      kind: 'apple',
    });
  });
});

const spec = {
  openapi: '3.1.0',
  info: { title: 'Orchard', version: '1' },
  paths: {
    '/fruit': {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: {
                anyOf: [
                  { title: 'Apple', type: 'object', properties: { variety: { type: 'string' } } },
                  { title: 'Pear', description: 'A pear tree', type: 'object', properties: { rootstock: { type: 'string' } } },
                ],
              },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
  },
};

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docwright-generated-example-'));
  await writeFile(join(root, 'openapi.json'), JSON.stringify(spec));
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function page(frontmatter: Record<string, unknown>, content = ''): Promise<ApiPage> {
  const yaml = Object.entries(frontmatter).map(([key, value]) => `${key}: ${String(value)}`).join('\n');
  const parsed = parsePage({ path: 'p.mdx', value: `---\n${yaml}\n---\n${content}` });
  const built = await buildApiPage({ root, file: 'p.mdx', frontmatter, tree: parsed.tree, offline: true, api: {} });
  if (!built) throw new Error('No API page');
  return built;
}

describe('variants and legacy fields', () => {
  test("a variant's title is its name once; its own description is shown", async () => {
    const built = await page({ openapi: 'POST /fruit' });
    expect(built.markdown).toMatch(/- Any of: Apple \(object\)\n/);
    expect(built.markdown).not.toContain('Apple (object): Apple');
    expect(built.markdown).toContain('- Any of: Pear (object): A pear tree');
    expect(treeToHtml(built.tree)).toContain('data-title="Any of: Apple"');
  });

  test("a legacy page's nested ParamFields are its object's properties in the generated example", async () => {
    const content = [
      '<ParamField body="tree" type="object" required>',
      '  The tree',
      '  <Expandable title="properties">',
      '    <ParamField body="variety" type="string" required>Its variety</ParamField>',
      '    <ParamField body="rows" type="integer">Rows</ParamField>',
      '  </Expandable>',
      '</ParamField>',
      '<ParamField body="beds" type="object[]">',
      '  <ParamField body="size" type="number">Size</ParamField>',
      '</ParamField>',
      '<ParamField body="note" type="object" />',
      '',
    ].join('\n');
    const built = await page({ api: 'POST https://orchard.example.test/trees' }, content);
    expect(built.operation?.body?.example).toEqual({ tree: { variety: '<string>', rows: 123 }, beds: [{ size: 123 }], note: {} });
  });
});
