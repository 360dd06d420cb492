// What a generated request or response example leaves out, as Mintlify's example generator
// does (@mintlify/validation's generateExampleFromSchema): `readOnly` properties in a request and
// `writeOnly` ones in a response, as the field lists leave them out (also through `allOf`); every
// property with an `x-mint` (the field list still shows it, with its pills, as Mintlify's does for
// a reader of its groups); the `enum` values `x-mint-enum` restricts. Deprecated properties and a
// property's `x-hidden` or `x-excluded` (operation-level extensions) stay, as on Mintlify.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApiPage, type ApiPage } from '../../src/openapi/page.js';
import { exampleFromSchema } from '../../src/openapi/schema-example.js';

const spec = `openapi: 3.1.0
info: { title: Orchard, version: "1" }
servers: [{ url: https://orchard.example.test }]
paths:
  /trees:
    post:
      summary: Plant a tree
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Tree' }
      responses:
        "201":
          description: Planted
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Tree' }
components:
  schemas:
    Stamp:
      type: string
      readOnly: true
    Tree:
      type: object
      required: [variety]
      properties:
        id: { type: string, readOnly: true }
        planted: { allOf: [{ $ref: '#/components/schemas/Stamp' }] }
        secret: { type: string, writeOnly: true }
        variety: { type: string }
        grafted: { type: boolean, deprecated: true }
        label: { type: string, x-hidden: true }
        notes: { type: string, x-mint: { groups: [staff] } }
        owner: { type: string, x-mint: { pre: [PII] } }
        size: { type: string, enum: [giant, dwarf, standard], x-mint-enum: { giant: [growers] } }
        grade: { type: string, enum: [gold], x-mint-enum: { gold: [growers] } }
        rows: { type: integer, enum: [12, 8], x-mint-enum: { "12": [growers] } }
        shade: { type: string, enum: [deep, light], default: deep, x-mint-enum: { deep: [growers] } }
`;

let dir = '';
let page: ApiPage;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docwright-example-hidden-'));
  await writeFile(join(dir, 'openapi.yaml'), spec);
  const built = await buildApiPage({ root: dir, file: 'p.mdx', frontmatter: { openapi: 'POST /trees' }, sources: ['openapi.yaml'], offline: true });
  if (!built) throw new Error('No page');
  page = built;
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('generated examples', () => {
  test('a request example leaves out what its field list leaves out (readOnly, also through allOf) and what Mintlify never shows in an example', () => {
    expect(page.findings.filter((f) => f.ruleId !== 'openapi-extension-no-effect')).toEqual([]);
    expect(page.operation?.body?.schema.fields.map((f) => f.name).sort()).toEqual(['grade', 'grafted', 'label', 'notes', 'owner', 'rows', 'secret', 'shade', 'size', 'variety']);
    expect(page.operation?.body?.example).toEqual({ secret: '<string>', variety: '<string>', grafted: true, label: '<string>', size: 'dwarf', rows: 8, shade: 'deep' });
  });

  test('a response example leaves out writeOnly properties, and the same x-mint ones', () => {
    expect(page.operation?.responses[0]?.schema?.fields.map((f) => f.name)).toContain('notes');
    expect(page.operation?.responses[0]?.example).toEqual({ id: '<string>', planted: '<string>', variety: '<string>', grafted: true, label: '<string>', size: 'dwarf', rows: 8, shade: 'deep' });
  });

  test('the request examples send the same body', () => {
    expect(page.markdown).toContain('"size": "dwarf"');
    expect(page.markdown).not.toContain('"notes"');
    expect(page.markdown).not.toContain('"owner"');
  });

  test("an array's items take their first variant without an x-mint; elsewhere the first variant stands", () => {
    const items = { type: 'array', items: { oneOf: [{ type: 'string', 'x-mint': { groups: ['staff'] } }, { type: 'integer' }] } };
    expect(exampleFromSchema(items)).toEqual([123]);
    expect(exampleFromSchema({ type: 'array', items: { oneOf: [{ type: 'string', 'x-mint': {} }] } })).toEqual(['<string>']);
    expect(exampleFromSchema({ oneOf: [{ type: 'string', 'x-mint': { groups: ['staff'] } }, { type: 'integer' }] })).toBe('<string>');
  });

  test('an enum whose every value is restricted still has a value where no property can be left out', () => {
    expect(exampleFromSchema({ type: 'string', enum: ['gold'], 'x-mint-enum': { gold: ['growers'] } })).toBe('gold');
    expect(exampleFromSchema({ type: 'array', items: { type: 'number', enum: [1.5, 2], 'x-mint-enum': { '1.5': ['a'] } } })).toEqual([2]);
  });
});
