// Reading a GraphQL schema (src/graphql/schema.ts): each kind of bad input is a finding at the
// schema file's line and column as the reference implementation (`graphql`) places it.
import { describe, expect, test } from '@jest/globals';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGraphqlSchema, loadGraphqlSchema, MAX_GRAPHQL_SCHEMA_BYTES } from '../../src/graphql/schema.js';
import type { Finding } from '../../src/findings/finding.js';
import { makeProject } from '../render/helpers.js';

const lines = (findings: readonly Finding[]): string[] => findings.map((f) => `${f.line}:${f.column} ${f.severity} ${f.ruleId}: ${f.message}`);

describe('buildGraphqlSchema', () => {
  test('a valid schema gives the schema and no finding', () => {
    const { schema, findings } = buildGraphqlSchema('type Query {\n  a: Int\n}\n', 's.graphql');
    expect(findings).toEqual([]);
    expect(schema?.getQueryType()?.name).toBe('Query');
  });

  test('a syntax error is one finding at its line and column', () => {
    const { schema, findings } = buildGraphqlSchema('type Query {\n  a: Int\n  b(: Int\n}\n', 's.graphql');
    expect(schema).toBeUndefined();
    expect(lines(findings)).toEqual(['3:5 error graphql-schema: Unexpected GraphQL syntax, expected a schema in SDL: Syntax Error: Expected Name, found ":"']);
  });

  test('an unknown type and a duplicate type are SDL errors, each at its place', () => {
    const { schema, findings } = buildGraphqlSchema('type Query {\n  a: Missing\n}\ntype A { x: Int }\ntype A { y: Int }\n', 's.graphql');
    expect(schema).toBeUndefined();
    // A duplicate is placed where `graphql` places it first: the first definition.
    expect(lines(findings)).toEqual([
      '2:6 error graphql-schema: Unexpected GraphQL schema definition, expected a valid schema: Unknown type "Missing"',
      '4:6 error graphql-schema: Unexpected GraphQL schema definition, expected a valid schema: There can be only one type named "A"',
    ]);
  });

  test('an interface field left out and a cycle of required input types are schema errors at their place', () => {
    const sdl = 'type Query {\n  a(x: Loop): Int\n}\ninterface Node {\n  id: ID!\n}\ntype Plant implements Node {\n  name: String\n}\ninput Loop {\n  next: Loop!\n}\n';
    const { schema, findings } = buildGraphqlSchema(sdl, 's.graphql');
    expect(schema).toBeUndefined();
    expect(lines(findings)).toEqual([
      expect.stringMatching(/^5:3 error graphql-schema: Unexpected GraphQL schema, expected a valid schema: Interface field Node\.id expected but Plant does not provide it$/),
      expect.stringMatching(/^11:3 error graphql-schema: Unexpected GraphQL schema, expected a valid schema: Cannot reference Input Object "Loop" within itself/),
    ]);
  });

  test('a cycle of output types is valid (a plant knows its bed, the bed its plants)', () => {
    const { findings } = buildGraphqlSchema('type Query { bed: Bed }\ntype Bed { plants: [Plant!]! }\ntype Plant { bed: Bed }\n', 's.graphql');
    expect(findings).toEqual([]);
  });

  test('many errors are capped at 20 findings, the last counting the rest', () => {
    const sdl = `type Query {\n${Array.from({ length: 30 }, (_, i) => `  f${i}: Missing${i}`).join('\n')}\n}\n`;
    const { findings } = buildGraphqlSchema(sdl, 's.graphql');
    expect(findings).toHaveLength(20);
    expect(findings[19]?.message).toMatch(/\(and 10 more errors in this schema\)$/);
  });
});

describe('loadGraphqlSchema', () => {
  test('a missing file is a finding naming it', async () => {
    const root = makeProject({ 'index.mdx': '# Home\n' });
    const loaded = await loadGraphqlSchema('nowhere.graphql', { root });
    expect(loaded.schema).toBeUndefined();
    expect(loaded.unreadable).toBe(true);
    expect(lines(loaded.findings)).toEqual(['1:1 error graphql-schema: Missing GraphQL schema `nowhere.graphql`, expected an SDL file at this path']);
  });

  test('a file outside the project (through a link) is refused', async () => {
    const outside = join(tmpdir(), `docwright-graphql-outside-${process.pid}`);
    mkdirSync(outside, { recursive: true });
    writeFileSync(join(outside, 'secret.graphql'), 'type Query { a: Int }\n');
    const root = makeProject({ 'index.mdx': '# Home\n' });
    symlinkSync(join(outside, 'secret.graphql'), join(root, 'linked.graphql'));
    const loaded = await loadGraphqlSchema('linked.graphql', { root });
    expect(loaded.schema).toBeUndefined();
    expect(loaded.findings.map((f) => f.message)).toEqual(['Unexpected GraphQL schema `linked.graphql` outside the project, expected a file inside it']);
  });

  test('a schema past 5 MiB is not read', async () => {
    const root = makeProject({ 'big.graphql': `type Query { a: Int }\n${'#'.repeat(MAX_GRAPHQL_SCHEMA_BYTES)}\n` });
    const loaded = await loadGraphqlSchema('big.graphql', { root });
    expect(loaded.schema).toBeUndefined();
    expect(loaded.findings.map((f) => f.message)).toEqual([expect.stringMatching(/^Unexpected GraphQL schema of \d+ bytes, expected at most 5242880/)]);
  });

  test('a remote schema is not fetched: a warning, no schema', async () => {
    const loaded = await loadGraphqlSchema('https://example.test/schema.graphql', { root: makeProject({}) });
    expect(loaded.schema).toBeUndefined();
    expect(loaded.findings.map((f) => [f.severity, f.file])).toEqual([['warn', 'https://example.test/schema.graphql']]);
  });
});
