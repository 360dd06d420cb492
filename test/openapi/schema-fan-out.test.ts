// A `$ref` named by several properties is expanded at each: a chain of schemas that each name the
// next six times grows as 6^depth. The description and the generated example stop at a budget of
// schemas (counted here, no clock), and a schema of real size is expanded whole.
import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeSchema, MAX_SCHEMA_NODES } from '../../src/openapi/describe-schema.js';
import type { SchemaModel } from '../../src/openapi/model.js';
import { buildApiPage } from '../../src/openapi/page.js';
import { exampleFromSchema, MAX_EXAMPLE_NODES, type ExampleBudget } from '../../src/openapi/schema-example.js';
import { exampleCutFinding, schemaCut, schemaCutFinding } from '../../src/openapi/schema-cut.js';

/** A dereferenced chain of `levels` object schemas, each with `fan` properties that are all the next one (shared, as a resolved `$ref` is). */
function chain(levels: number, fan: number): Record<string, unknown> {
  let next: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < levels; i++) {
    const properties: Record<string, unknown> = {};
    for (let j = 0; j < fan; j++) properties[`p${j}`] = next;
    next = { type: 'object', properties };
  }
  return next;
}

function modelNodes(model: SchemaModel): number {
  return 1 + model.fields.reduce((n, f) => n + modelNodes(f), 0) + model.variants.reduce((n, v) => n + modelNodes(v.schema), 0);
}

function valueNodes(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 1;
  return 1 + Object.values(value).reduce((n: number, v) => n + valueNodes(v), 0);
}

describe('schemas that fan out through shared `$ref`s', () => {
  test('the description of a 6-way chain 30 deep stops at its budget of schemas', () => {
    const nodes = modelNodes(describeSchema(chain(30, 6)));
    expect(nodes).toBeGreaterThan(MAX_SCHEMA_NODES / 2);
    // Past the budget each property still gets its one unexpanded model: the siblings on the path, a few dozen.
    expect(nodes).toBeLessThanOrEqual(MAX_SCHEMA_NODES + 100);
  });

  test('the generated example of the same chain stops at its budget', () => {
    const nodes = valueNodes(exampleFromSchema(chain(30, 6)));
    expect(nodes).toBeLessThanOrEqual(MAX_EXAMPLE_NODES + 100);
  });

  test('a schema of real size (4 levels of 10 properties) is described and exampled whole', () => {
    expect(modelNodes(describeSchema(chain(4, 10)))).toBe(1 + 10 + 100 + 1000 + 10000);
    expect(valueNodes(exampleFromSchema(chain(3, 10)))).toBe(1 + 10 + 100 + 1000);
  });

  // Nothing is cut without a word: the schemas left unexpanded are marked, and the page has one `openapi-schema-cut` warning.
  test('a description cut at its budget is marked `size`, one cut at the depth limit `depth`, a whole one not at all', () => {
    expect(schemaCut([describeSchema(chain(30, 6))])).toBe('size');
    // 13 objects: the 13th, at depth 12, still has a field to show.
    expect(schemaCut([describeSchema(chain(13, 1))])).toBe('depth');
    // 12 objects: only their string leaf is at depth 12, with nothing left to show.
    expect(schemaCut([describeSchema(chain(12, 1))])).toBeUndefined();
    expect(schemaCut([describeSchema(chain(4, 10))])).toBeUndefined();
  });

  test('the finding names what was cut and how', () => {
    expect(schemaCutFinding('size', '`GET /plants`', 'plants.mdx', 3)).toEqual({
      file: 'plants.mdx',
      line: 3,
      column: 1,
      ruleId: 'openapi-schema-cut',
      severity: 'warn',
      message: 'Unexpected schema of more than 20,000 fields and variants in `GET /plants`, expected fewer: the rest show by their type only',
    });
    expect(schemaCutFinding('depth', 'schema `Plant`', 'plant.mdx', 2).message).toBe('Unexpected schema nested deeper than 12 levels in schema `Plant`, expected at most 12: the fields below show by their type only');
  });
});

/** `levels` arrays of objects, each object's one property `items` the next array: every array is a level of the example, not of the description. */
function arrays(levels: number): Record<string, unknown> {
  let next: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < levels; i++) next = { type: 'array', items: { type: 'object', properties: { items: next } } };
  return next;
}

describe('a generated example cut short', () => {
  function cutOf(schema: unknown): ExampleBudget['cut'] {
    const budget: ExampleBudget = { left: MAX_EXAMPLE_NODES };
    exampleFromSchema(schema, 'response', 0, budget);
    return budget.cut;
  }

  test('is marked `size` past its budget, `depth` past 12 levels, and not at all when whole', () => {
    expect(cutOf(chain(30, 6))).toBe('size');
    expect(cutOf(chain(13, 1))).toBe('depth');
    expect(cutOf(chain(12, 1))).toBeUndefined();
    expect(cutOf(arrays(6))).toBeUndefined();
    expect(cutOf(arrays(7))).toBe('depth');
  });

  test('shows `{}` for an object and `[]` for an array it stops at, and a placeholder for a value with no parts', () => {
    let value: unknown = exampleFromSchema(chain(13, 1));
    for (let i = 0; i < 12; i++) value = (value as Record<string, unknown>).p0;
    expect(value).toEqual({});
    let deep: unknown = exampleFromSchema(arrays(7));
    for (let i = 0; i < 6; i++) deep = ((deep as unknown[])[0] as Record<string, unknown>).items;
    expect(deep).toEqual([]);
    // A string 12 levels down is its placeholder (it was `{}` past the old depth of 8).
    let leaf: unknown = exampleFromSchema(chain(12, 1));
    for (let i = 0; i < 12; i++) leaf = (leaf as Record<string, unknown>).p0;
    expect(leaf).toBe('<string>');
  });

  test('is an `openapi-schema-cut` warning at the page\'s `openapi` key, also when the description is whole', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dw-example-cut-'));
    const response = (schema: unknown) => ({ '200': { description: 'OK', content: { 'application/json': { schema } } } });
    const spec = {
      openapi: '3.0.3',
      info: { title: 'Kettles', version: '1' },
      paths: { '/kettles': { get: { responses: response(arrays(7)) } }, '/teapots': { get: { responses: response(arrays(6)) } }, '/cups': { get: { responses: response({ ...arrays(7), example: [] }) } } },
    };
    writeFileSync(join(root, 'openapi.json'), JSON.stringify(spec));
    const page = async (path: string) => (await buildApiPage({ root, file: 'k.mdx', frontmatter: { title: 'K', openapi: `openapi.json GET ${path}` }, frontmatterLines: { title: 2, openapi: 3 } }))?.findings ?? [];
    expect((await page('/kettles')).map((f) => `${f.file}:${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual([
      'k.mdx:3:1 openapi-schema-cut Unexpected schema nested deeper than 12 levels in the generated example of `GET /kettles`, expected at most 12: the example shows `{}` below',
    ]);
    expect(await page('/teapots')).toEqual([]);
    // The spec's own example is shown whole: nothing generated, nothing cut.
    expect(await page('/cups')).toEqual([]);
  });

  test('the finding names what was cut and how', () => {
    expect(exampleCutFinding('size', '`GET /plants`', 'plants.mdx', 3).message).toBe(
      'Unexpected schema of more than 5,000 fields and variants in the generated example of `GET /plants`, expected fewer: the example shows `{}` for the rest',
    );
  });
});

/**
 * A dereferenced chain of `levels` schemas, each `allOf: [next, next]` (one shared object, as a
 * resolved `$ref` is), counting every read of an `allOf` in `reads.count`.
 */
function allOfChain(levels: number, reads: { count: number }): Record<string, unknown> {
  let next: Record<string, unknown> = { type: 'object', properties: { leaf: { type: 'string' } } };
  for (let i = 0; i < levels; i++) {
    const parts = [next, next];
    const schema: Record<string, unknown> = { description: `level ${i}`, properties: { [`p${i}`]: { type: 'string' } } };
    Object.defineProperty(schema, 'allOf', {
      enumerable: true,
      get: () => {
        reads.count++;
        return parts;
      },
    });
    next = schema;
  }
  return next;
}

describe('`allOf` over shared schemas', () => {
  // Merged afresh at each use, 20 levels took 2^20 merges, and a build of a spec 60 levels deep never ended.
  test('each schema of a 20-level `allOf: [next, next]` chain is merged once, not once per path to it', () => {
    const reads = { count: 0 };
    const schema = allOfChain(20, reads);
    const model = describeSchema(schema);
    exampleFromSchema(schema);
    expect(reads.count).toBeLessThanOrEqual(20 * 10);
    // Every level's own property and the leaf are there, merged.
    expect(model.fields.map((f) => f.name).sort()).toEqual(['leaf', ...Array.from({ length: 20 }, (_, i) => `p${i}`)].sort());
  });
});
