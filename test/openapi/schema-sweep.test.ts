// Schema facts the API page shows as Mintlify does: `readOnly` properties are left out of what
// is sent (request bodies, parameters) and `writeOnly` ones out of what comes back; a `const`
// is its one allowed value; every media type of a body or response whose schema differs is
// described, not only named.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApiPage, type ApiPage } from '../../src/openapi/page.js';
import { treeToHtml } from './helpers.js';

const spec = `openapi: 3.1.0
info: { title: Greenhouse, version: "1" }
servers: [{ url: https://greenhouse.example.test }]
paths:
  /beds:
    post:
      summary: Add a bed
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Bed' }
          multipart/form-data:
            schema:
              type: object
              properties:
                photo: { type: string, format: binary, description: A photo of the bed }
                label: { type: string }
          application/x-www-form-urlencoded:
            schema: { type: object, properties: { label: { type: string } } }
          text/plain:
            schema: { $ref: '#/components/schemas/Bed' }
      responses:
        "201":
          description: Added
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Bed' }
            text/csv:
              schema: { type: string, description: One line per bed }
  /tools:
    post:
      summary: Add a tool
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Tool' }
      responses: { "201": { description: Added } }
components:
  schemas:
    Tool:
      type: object
      required: [kind]
      properties: { kind: { type: string } }
      discriminator:
        propertyName: kind
        mapping: { spade: '#/components/schemas/Spade', hose: Hose, rake: '#/components/schemas/Missing' }
    Spade:
      allOf:
        - $ref: '#/components/schemas/Tool'
        - { type: object, properties: { blade: { type: string, description: Blade width } } }
    Hose:
      title: Garden hose
      allOf:
        - $ref: '#/components/schemas/Tool'
        - { type: object, properties: { length: { type: number } } }
    Bed:
      type: object
      required: [soil]
      properties:
        id: { type: string, readOnly: true, description: Given by the greenhouse }
        key: { type: string, writeOnly: true, description: Kept secret }
        soil: { type: string }
        kind: { const: raised, description: Only raised beds }
        rows: { type: integer, const: 4 }
        sensor:
          allOf:
            - readOnly: true
            - { type: object, properties: { model: { type: string } } }
        light:
          type: string
          oneOf:
            - { const: full, description: Full sun all day }
            - { const: shade, description: Under the canopy }
`;

let dir = '';
let page: ApiPage;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docwright-sweep-'));
  await writeFile(join(dir, 'openapi.yaml'), spec);
  const built = await buildApiPage({ root: dir, file: 'p.mdx', frontmatter: { openapi: 'POST /beds' }, sources: ['openapi.yaml'], offline: true });
  if (!built) throw new Error('No page');
  page = built;
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const names = (fields: readonly { name: string }[] | undefined): string[] => (fields ?? []).map((f) => f.name);

describe('readOnly and writeOnly', () => {
  test('a request body leaves out readOnly properties (also through allOf), a response writeOnly ones', () => {
    expect(page.findings).toEqual([]);
    expect(names(page.operation?.body?.schema.fields)).toEqual(['soil', 'key', 'kind', 'light', 'rows']);
    expect(names(page.operation?.responses[0]?.schema?.fields)).toEqual(['soil', 'id', 'kind', 'light', 'rows', 'sensor']);
    const body = page.markdown.slice(page.markdown.indexOf('## Body'), page.markdown.indexOf('## Response'));
    expect(body).not.toContain('Given by the greenhouse');
    expect(body).toContain('Kept secret');
    const response = page.markdown.slice(page.markdown.indexOf('## Response'), page.markdown.indexOf('## Example request'));
    expect(response).toContain('Given by the greenhouse');
    expect(response).not.toContain('Kept secret');
  });
});

describe('const', () => {
  test('is the one allowed value, and gives the type when the schema names none', () => {
    const fields = page.operation?.body?.schema.fields ?? [];
    expect(fields.find((f) => f.name === 'kind')).toMatchObject({ type: 'string', enum: ['raised'], description: 'Only raised beds' });
    expect(fields.find((f) => f.name === 'rows')).toMatchObject({ type: 'integer', enum: [4] });
    expect(page.markdown).toContain('- `kind` (string): Only raised beds\n  Available options: `raised`');
    expect(treeToHtml(page.tree)).toContain('<code>raised</code>');
  });

  test("a oneOf of consts keeps each option's value and description in the Markdown copy", () => {
    expect(page.markdown).toContain('  - One of: Option 1 (string): Full sun all day\n    Available options: `full`');
    expect(page.markdown).toContain('  - One of: Option 2 (string): Under the canopy\n    Available options: `shade`');
  });
});

describe('discriminator', () => {
  test("a schema that names its subtypes by discriminator.mapping only shows them as its variants, by title or schema name", async () => {
    const tools = await buildApiPage({ root: dir, file: 'p.mdx', frontmatter: { openapi: 'POST /tools' }, sources: ['openapi.yaml'], offline: true });
    const schema = tools?.operation?.body?.schema;
    expect(names(schema?.fields)).toEqual(['kind']);
    expect(schema?.variants.map((v) => [v.title, names(v.schema.fields)])).toEqual([
      ['Spade', ['kind', 'blade']],
      ['Garden hose', ['kind', 'length']],
    ]);
    expect(tools?.markdown).toContain('- One of: Spade (object)\n  - `kind` (string, required)\n  - `blade` (string): Blade width');
    expect(treeToHtml(tools?.tree ?? { type: 'root', children: [] })).toContain('One of: Garden hose');
  });

  test('a mapping target the document does not define is a warning at the target, on the pages that use the schema', async () => {
    const tools = await buildApiPage({ root: dir, file: 'p.mdx', frontmatter: { openapi: 'POST /tools' }, sources: ['openapi.yaml'], offline: true });
    expect(tools?.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.ruleId} ${f.severity} ${f.message}`)).toEqual([
      'openapi.yaml:46:69 openapi-invalid warn Unexpected `discriminator.mapping` target `#/components/schemas/Missing` in `components.schemas.Tool`, expected a schema the document defines: its subtype is not shown',
    ]);
  });
});

describe('several media types', () => {
  test("the body's other media types with another schema are described after the first; a same-shaped one is only named", () => {
    const body = page.operation?.body;
    expect(body?.contentType).toBe('application/json');
    expect(body?.otherContentTypes).toEqual(['multipart/form-data', 'application/x-www-form-urlencoded', 'text/plain']);
    expect(body?.alternatives?.map((a) => [a.contentType, names(a.schema.fields)])).toEqual([
      ['multipart/form-data', ['label', 'photo']],
      ['application/x-www-form-urlencoded', ['label']],
    ]);
    expect(page.markdown).toContain('As `multipart/form-data`:\n\n- `label` (string)\n- `photo` (string<binary>): A photo of the bed');
    expect(page.markdown).toContain('As `application/x-www-form-urlencoded`:\n\n- `label` (string)');
    expect(page.markdown).not.toContain('As `text/plain`');
    const html = treeToHtml(page.tree);
    expect(html).toContain('<p>As <code>multipart/form-data</code>:</p>');
    expect(html).toContain('A photo of the bed');
  });

  test("a response's other media type with another schema is described too", () => {
    expect(page.operation?.responses[0]?.alternatives?.map((a) => a.contentType)).toEqual(['text/csv']);
    expect(page.markdown).toContain('As `text/csv`:\n\n- `response` (string): One line per bed');
    expect(treeToHtml(page.tree)).toContain('One line per bed');
  });
});
