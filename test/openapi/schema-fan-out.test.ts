// A `$ref` named by several properties is expanded at each: a chain of schemas that each name the
// next six times grows as 6^depth. The description and the generated example stop at a budget of
// schemas (counted here, no clock), and a schema of real size is expanded whole.
import { describe, expect, test } from '@jest/globals';
import { describeSchema, MAX_SCHEMA_NODES } from '../../src/openapi/describe-schema.js';
import type { SchemaModel } from '../../src/openapi/model.js';
import { exampleFromSchema, MAX_EXAMPLE_NODES } from '../../src/openapi/schema-example.js';
import { schemaCut, schemaCutFinding } from '../../src/openapi/schema-cut.js';

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
