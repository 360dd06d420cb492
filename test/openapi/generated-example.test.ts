// Generated examples for properties without an `example`, as Mintlify's generator writes them
// (@mintlify/validation's generateExampleFromSchema): placeholders by type and format, numbers within their
// bounds; a legacy page's nested ParamFields as its object's properties; a variant's title shown once; a legacy
// page's 200 response example from its ResponseFields, and the type names Mintlify's MDX reader knows (`int`, `str[]`…).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { MAX_MESSAGE_CHARS } from '../../src/findings/terminal-text.js';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fieldType } from '../../src/openapi/mdx-fields.js';
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

describe("a legacy page's ResponseFields and type names", () => {
  const code = (built: ApiPage, component: string, lang: string): string => {
    const node = built.tree.children.find((child) => child.type === 'mdxJsxFlowElement' && child.name === component);
    const sample = node?.type === 'mdxJsxFlowElement' ? node.children.find((child) => child.type === 'code' && child.lang === lang) : undefined;
    return sample?.type === 'code' ? sample.value : '';
  };

  test('its top-level ResponseFields, with their nested ones, are the 200 response example, in the page and its Markdown copy', async () => {
    const content = [
      '<ResponseField name="id" type="str" required>',
      '  The id',
      '</ResponseField>',
      '<ResponseField name="count" type="int" />',
      '<ResponseField name="ratio" type="Float" />',
      '<ResponseField name="ripe" type="bool" />',
      '<ResponseField name="meta" type="dict">',
      '  <Expandable title="properties">',
      '    <ResponseField name="source" type="string" />',
      '    <ResponseField name="tags" type="str[]" />',
      '  </Expandable>',
      '</ResponseField>',
      '<ResponseField name="rows" type="list">',
      '  <ResponseField name="n" type="integer" />',
      '</ResponseField>',
      '<ResponseField name="scores" type="array<number>" />',
      '<ResponseField name="ids" type="int[] | int" />',
      '<ResponseField name="anything" type="json" />',
      '<ResponseField name="photo" type="file" />',
      '<ResponseField name="maybe" type="string | null" />',
      '<ResponseField name="untyped">',
      '  No type: not read',
      '</ResponseField>',
      '<Tabs>',
      '  <Tab title="More">',
      '    <ResponseField name="hidden" type="string" />',
      '  </Tab>',
      '</Tabs>',
      '',
    ].join('\n');
    const built = await page({ api: 'GET https://orchard.example.test/trees' }, content);
    const expected = {
      id: '<string>',
      count: 123,
      ratio: 123,
      ripe: true,
      meta: { source: '<string>', tags: ['<string>'] },
      rows: [{ n: 123 }],
      scores: [123],
      ids: [123],
      anything: '<any>',
      maybe: {},
    };
    expect(built.operation?.responses.map((r) => [r.status, r.contentType, r.example])).toEqual([['200', 'application/json', expected]]);
    expect(code(built, 'ResponseExample', 'json')).toBe(JSON.stringify(expected, null, 2));
    expect(built.markdown).toContain(`## Example response\n\n\`\`\`json 200\n${JSON.stringify(expected, null, 2)}\n\`\`\``);
    // The fields are listed once, as the page writes them (`type="str"`), not again as parsed.
    expect(built.markdown).not.toContain('- `id` (string)');
    // The page's own fields are shown as written, once: no generated Response section in the page.
    expect(built.tree.children.filter((child) => child.type === 'mdxJsxFlowElement' && child.name === 'ResponseField')).toHaveLength(12);
  });

  test("the page's own ResponseExample is the only one; without ResponseFields there is none", async () => {
    const own = await page({ api: 'GET https://orchard.example.test/trees' }, '<ResponseField name="id" type="string" />\n\n<ResponseExample>\n\n```json 200\n{"id": "t1"}\n```\n\n</ResponseExample>\n');
    expect(own.tree.children.filter((child) => child.type === 'mdxJsxFlowElement' && child.name === 'ResponseExample')).toHaveLength(1);
    expect(own.markdown).not.toContain('"id": "<string>"');
    expect(own.operation?.responses).toEqual([]);
    const none = await page({ api: 'GET https://orchard.example.test/trees' }, 'Text only.\n');
    expect(none.operation?.responses).toEqual([]);
    expect(code(none, 'ResponseExample', 'json')).toBe('');
  });

  test('type names in ParamFields: the body example and the parameter types as Mintlify reads them', async () => {
    const content = [
      '<ParamField query="limit" type="int">',
      '  How many',
      '</ParamField>',
      '<ParamField query="flag" type="bool" />',
      '<ParamField query="odd" type="string | null" />',
      '<ParamField body="name" type="str" required />',
      '<ParamField body="weights" type="float[]" />',
      '<ParamField body="extra" type="dict">',
      '  <ParamField body="key" type="text" required />',
      '  <ParamField body="size" type="long" />',
      '</ParamField>',
      '',
    ].join('\n');
    const built = await page({ api: 'POST https://orchard.example.test/trees' }, content);
    expect(built.operation?.parameters.query.map((p) => [p.name, p.type])).toEqual([['limit', 'integer'], ['flag', 'boolean'], ['odd', 'string']]);
    expect(built.operation?.body?.example).toEqual({ name: '<string>', weights: [123], extra: { key: '<string>', size: 123 } });
    const required = await buildApiPage({ root, file: 'p.mdx', frontmatter: { api: 'POST https://orchard.example.test/trees' }, tree: parsePage({ path: 'p.mdx', value: `---\napi: POST https://orchard.example.test/trees\n---\n${content}` }).tree, offline: true, api: { examples: { defaults: 'required' } } });
    expect(code(required ?? built, 'RequestExample', 'bash')).toContain(`--data '${JSON.stringify({ name: '<string>' }, null, 2)}'`);
  });

  test('fields written one to a line, with their text (a paragraph MDX unravels into blocks), count as Mintlify counts them', async () => {
    const content = [
      '<ParamField query="count" type="int" required>How many</ParamField>',
      '<ParamField body="flag" type="bool">A flag</ParamField>',
      '',
      '<ParamField body="ratio" type="float">A ratio</ParamField> <ParamField body="note" type="str">A note</ParamField>',
      '',
      '<ResponseField name="id" type="int">Id</ResponseField>',
      '<ResponseField name="labels" type="str[]">Labels</ResponseField>',
      '',
      // A field inside a sentence is text, not a block: not read (as MDX leaves it in its paragraph).
      'See <ResponseField name="inline" type="int">x</ResponseField> here.',
      '',
    ].join('\n');
    const built = await page({ api: 'POST https://orchard.example.test/things' }, content);
    expect(built.operation?.parameters.query.map((p) => [p.name, p.type, p.required])).toEqual([['count', 'integer', true]]);
    expect(built.operation?.body?.example).toEqual({ flag: true, ratio: 123, note: '<string>' });
    expect(built.operation?.responses.map((r) => r.example)).toEqual([{ id: 123, labels: ['<string>'] }]);
    expect(code(built, 'RequestExample', 'bash')).toContain('?count=');
  });

  test('its Body fields, and the fields nested in one, in the order written: in the Markdown copy as in the example and on the page', async () => {
    const content = [
      '<ParamField body="zone" type="str">Zone</ParamField>',
      '',
      '<ParamField body="bed" type="object">',
      '  Bed',
      '  <ParamField body="width" type="int">Width</ParamField>',
      '  <ParamField body="depth" type="int" required>Depth</ParamField>',
      '</ParamField>',
      '',
      '<ParamField body="amount" type="int" required>Amount</ParamField>',
      '',
    ].join('\n');
    const built = await page({ api: 'POST https://orchard.example.test/beds' }, content);
    expect(Object.keys(built.operation?.body?.example as object)).toEqual(['zone', 'bed', 'amount']);
    expect(built.operation?.body?.schema.fields.map((field) => field.name)).toEqual(['zone', 'bed', 'amount']);
    const listed = [...(built.markdown ?? '').split('## Body')[1]?.matchAll(/^\s*- `(\w+)`/gm) ?? []].map((match) => match[1]);
    expect(listed).toEqual(['zone', 'bed', 'width', 'depth', 'amount']);
  });

  test("the page's own RequestExample replaces the generated ones in its Markdown copy too, as on the page", async () => {
    const content = '<ParamField body="name" type="str" required />\n\n<RequestExample>\n\n```bash Mine\ncurl https://orchard.example.test/mine\n```\n\n</RequestExample>\n';
    const built = await page({ api: 'POST https://orchard.example.test/trees' }, content);
    expect(built.tree.children.filter((child) => child.type === 'mdxJsxFlowElement' && child.name === 'RequestExample')).toHaveLength(1);
    expect(built.markdown).not.toContain('## Example request');
    const generated = await page({ api: 'POST https://orchard.example.test/trees' }, '<ParamField body="name" type="str" required />\n');
    expect(generated.markdown).toContain('## Example request');
  });

  test('a type Mintlify does not know keeps its `{}` in the example, and is an `api-field-type` warning at its field naming it and the known ones', async () => {
    const content = [
      '<ParamField body="name" type="str" required />',
      '<ParamField body="planted" type="timestamp" />',
      '<ParamField body="labels" type="Label[]" />',
      '<ParamField body="bed" type="Bed">',
      '  <ParamField body="row" type="int" />',
      '  <ParamField body="shade" type="Shade" />',
      '</ParamField>',
      '<ParamField query="since" type="Moment" />',
      '',
      '<ResponseField name="id" type="string | null" />',
      '<ResponseField name="count" type="INT" />',
      '',
    ].join('\n');
    const built = await page({ api: 'POST https://orchard.example.test/beds' }, content);
    // Mintlify's output: the unknown types are objects.
    expect(built.operation?.body?.example).toEqual({ name: '<string>', planted: {}, labels: [{}], bed: { row: 123, shade: {} } });
    expect(built.operation?.responses.map((r) => r.example)).toEqual([{ id: {}, count: 123 }]);
    // A query parameter's unknown type is a string input (no example), and a field with fields nested in it their object: neither is named.
    expect(built.findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.severity} ${f.message.slice(0, f.message.indexOf(', expected'))}`)).toEqual([
      '5:1 api-field-type warn Unexpected `type` `timestamp` of a `ParamField`',
      '6:1 api-field-type warn Unexpected `type` `Label[]` of a `ParamField`',
      '9:3 api-field-type warn Unexpected `type` `Shade` of a `ParamField`',
      '13:1 api-field-type warn Unexpected `type` `string | null` of a `ResponseField`',
    ]);
    expect(built.findings[0]?.message).toBe(
      'Unexpected `type` `timestamp` of a `ParamField`, expected a type name Mintlify knows (`string`, `integer`, `number`, `boolean`, `object`, `array`, `file`, `any`, `null`, or an alias such as `str`, `int`, `bool`, `dict`; an array as `str[]` or `array<str>`): Mintlify reads it as an object, so the generated example shows `{}` for it, as on Mintlify',
    );
    // Whole in every report: under the reporters' cap, so the reason is never cut off.
    for (const f of built.findings) expect(f.message.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
    // The page's own examples take the place of the generated ones: nothing shows `{}`.
    const own = await page({ api: 'POST https://orchard.example.test/beds' }, `${content}\n<RequestExample>\n\n\`\`\`bash Mine\ncurl x\n\`\`\`\n\n</RequestExample>\n\n<ResponseExample>\n\n\`\`\`json Mine\n{}\n\`\`\`\n\n</ResponseExample>\n`);
    expect(own.findings).toEqual([]);
  });

  test('fieldType: the names, array forms and unions Mintlify knows; anything else is an object', () => {
    const type = (written: string): unknown => fieldType(written).schema;
    expect(type('INT')).toEqual({ type: 'integer' });
    expect(type('uuid')).toEqual({ type: 'string' });
    expect(type('double')).toEqual({ type: 'number' });
    expect(type('str[][]')).toEqual({ type: 'array', items: { type: 'array', items: { type: 'string' } } });
    expect(type('list<bool>')).toEqual({ type: 'array', items: { type: 'boolean' } });
    expect(type('array')).toEqual({ type: 'array', items: { type: 'object' } });
    expect(type('str | str[]')).toEqual({ type: 'array', items: { type: 'string' } });
    // Not `X[] | X`: the whole ends with `[]`, an array of what is left (`int | str`, an object).
    expect(type('int | str[]')).toEqual({ type: 'array', items: { type: 'object' } });
    expect(type('Widget')).toEqual({ type: 'object' });
    expect(type('set<int>')).toEqual({ type: 'object' });
    expect(type('array<>')).toEqual({ type: 'object' });
  });
});
