// TypeDoc's JSON → SDK reference pages (src/sdk/typedoc.ts), on the fixture made by TypeDoc 0.28
// from fixtures/sdk-typedoc/sdk-src/index.ts, and on artifacts of the wrong shape or size.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { convertTypedoc, MAX_SDK_PAGES, sdkSlug } from '../../src/sdk/typedoc.js';

const fixture = readFileSync(fileURLToPath(new URL('../../fixtures/sdk-typedoc/sdk-artifacts/typedoc.json', import.meta.url)), 'utf8');

/** A TypeDoc project of `count` functions (`fn0`, `fn1` …), each with a comment. */
function manyFunctions(count: number): string {
  const children = Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `fn${i}`, kind: 64, flags: {}, signatures: [{ id: count + i + 1, name: `fn${i}`, kind: 4096, flags: {}, comment: { summary: [{ kind: 'text', text: `Function ${i}.` }] }, type: { type: 'intrinsic', name: 'void' } }] }));
  return JSON.stringify({ schemaVersion: '2.0', id: 0, name: 'many', kind: 1, flags: {}, children });
}

describe('TypeDoc JSON as Mintlify lists it', () => {
  const reference = convertTypedoc(fixture);

  test('a page per class, interface, enum, function, type and variable, grouped by kind and sorted by name', () => {
    expect(reference.problems).toEqual([]);
    expect(reference.groups).toEqual([
      { group: 'Classes', pages: ['classes/Client'] },
      { group: 'Interfaces', pages: ['interfaces/ClientOptions', 'interfaces/Plant'] },
      { group: 'Enumerations', pages: ['enums/ErrorCode'] },
      { group: 'Functions', pages: ['functions/createClient'] },
      { group: 'Type Aliases', pages: ['types/PlantRef'] },
      { group: 'Variables', pages: ['variables/VERSION'] },
    ]);
    expect(reference.pages.map((p) => [p.slug, p.title, p.tag])).toEqual([
      ['classes/Client', 'Client', 'CLASS'],
      ['interfaces/ClientOptions', 'ClientOptions', 'INTERFACE'],
      ['interfaces/Plant', 'Plant', 'INTERFACE'],
      ['enums/ErrorCode', 'ErrorCode', 'ENUM'],
      ['functions/createClient', 'createClient', 'FUNCTION'],
      ['types/PlantRef', 'PlantRef', 'TYPE'],
      ['variables/VERSION', 'VERSION', 'VARIABLE'],
    ]);
  });

  test('a class page shows its constructor, properties and methods with signatures, parameters, returns and links between types', () => {
    const client = reference.pages.find((p) => p.slug === 'classes/Client');
    expect(client?.description).toBe('Calls the plant API.');
    const content = client?.content ?? '';
    // The description is the page's, not repeated in its body; the example stays.
    expect(content.startsWith('```ts')).toBe(true);
    expect(content).toContain('## Constructor');
    expect(content).toContain('getPlant(ref: PlantRef): Promise<Plant>');
    expect(content).toContain('<ResponseField name={"ref"} type={"PlantRef"} required>');
    expect(content).toContain('**Type:** <code>[PlantRef](/types/PlantRef)</code>');
    expect(content).toContain('The plant, as the API returns it.');
    expect(content).toContain('<code>{"Promise"}{"<"}[Plant](/interfaces/Plant){">"}</code>');
    // An optional parameter (a default value) is not required; a deprecation is a warning.
    expect(content).toContain('listPlants(limit?: number): Plant[]');
    expect(content).toMatch(/<ResponseField name=\{"limit"\} type=\{"number"\}>/);
    expect(content).toContain('<Warning>Deprecated: Use `Client.getPlant` for one plant.</Warning>');
  });

  test('comments link to the pages they name, and their text is escaped for MDX', () => {
    const options = reference.pages.find((p) => p.slug === 'interfaces/ClientOptions');
    expect(options?.description).toBe('Options for a Client.');
    expect(options?.content).toContain('Options for a [Client](/classes/Client).');
    const fn = reference.pages.find((p) => p.slug === 'functions/createClient');
    expect(fn?.content).toContain('createClient(env: Record<string, string | undefined>): Client');
    const escaped = convertTypedoc(JSON.stringify({ schemaVersion: '2.0', id: 0, name: 'p', kind: 1, children: [{ id: 1, name: 'T', kind: 2097152, comment: { summary: [{ kind: 'text', text: 'Uses {braces} and <b>tags</b>.' }] }, type: { type: 'intrinsic', name: 'string' } }] }));
    expect(escaped.pages[0]?.content).toBe('```typescript\ntype T = string\n```');
    expect(escaped.pages[0]?.description).toBe('Uses {braces} and <b>tags</b>.');
  });

  test('several modules: pages under each module’s folder, groups named after it', () => {
    const modules = JSON.stringify({ schemaVersion: '2.0', id: 0, name: 'p', kind: 1, children: [
      { id: 1, name: 'core', kind: 2, children: [{ id: 3, name: 'A', kind: 128, children: [] }] },
      { id: 2, name: 'extra tools', kind: 2, children: [{ id: 4, name: 'b', kind: 64, signatures: [] }] },
    ] });
    const result = convertTypedoc(modules);
    expect(result.groups).toEqual([{ group: 'core Classes', pages: ['core/classes/A'] }, { group: 'extra tools Functions', pages: ['extra-tools/functions/b'] }]);
    expect(sdkSlug('  ')).toBe('item');
  });
});

describe('bad artifacts', () => {
  test('not JSON, a wrong schema version, or not a project: a problem at its place, no pages', () => {
    expect(convertTypedoc('{"schemaVersion": ').problems).toEqual([{ line: 1, column: 19, message: 'Unexpected end of the file in the TypeDoc artifact, expected a value (the output of `typedoc --json` is JSON)' }]);
    // At the parse error's line and column, not 1:1.
    expect(convertTypedoc('{\n  "schemaVersion": "2.0",\n  "name": "x"\n  "kind": 1\n}').problems).toEqual([{ line: 4, column: 3, message: 'Unexpected `"kind"` in the TypeDoc artifact, expected `,` or `}` (the output of `typedoc --json` is JSON)' }]);
    const old = convertTypedoc('{\n  "name": "x",\n  "schemaVersion": "1.0",\n  "kind": 1\n}');
    expect(old.pages).toEqual([]);
    expect(old.problems).toEqual([{ line: 3, column: 3, message: 'Unexpected TypeDoc JSON with `1.0`, expected schema version `2.x` (TypeDoc 0.23 or later)' }]);
    expect(convertTypedoc('[1, 2]').problems[0]?.message).toMatch(/not a JSON object/);
    expect(convertTypedoc('{"schemaVersion": "2.0", "kind": 4, "name": "n"}').problems[0]?.message).toMatch(/top is not a project/);
  });

  test('10,000 symbols: the first pages are made, the rest reported, in bounded work', () => {
    const result = convertTypedoc(manyFunctions(10_000));
    expect(result.pages).toHaveLength(MAX_SDK_PAGES);
    expect(result.problems.map((p) => p.message)).toEqual([`Unexpected 10000 symbols in one TypeDoc artifact, expected at most ${MAX_SDK_PAGES}: the last 8000 get no page`]);
  });

  test('a type that nests itself deeply is cut, never run away', () => {
    // Written as text: 50,000 levels are past what JSON.stringify can nest.
    const depth = 50_000;
    const type = `${'{"type":"array","elementType":'.repeat(depth)}{"type":"intrinsic","name":"string"}${'}'.repeat(depth)}`;
    const result = convertTypedoc(`{"schemaVersion":"2.0","id":0,"name":"p","kind":1,"children":[{"id":1,"name":"Deep","kind":2097152,"type":${type}}]}`);
    expect(result.pages[0]?.content).toMatch(/type Deep = …(\[\]){12}/);
    // Reflections nested past the limit are left out and reported.
    let node: Record<string, unknown> = { id: 9, name: 'leaf', kind: 64, signatures: [] };
    for (let i = 0; i < 100; i++) node = { id: 100 + i, name: `ns${i}`, kind: 4, children: [node] };
    const nested = convertTypedoc(JSON.stringify({ schemaVersion: '2.0', id: 0, name: 'p', kind: 1, children: [node] }));
    expect(nested.pages).toEqual([]);
    expect(nested.problems.map((p) => p.message)).toEqual(['Unexpected TypeDoc JSON too large or too deeply nested to read whole, expected at most 200,000 reflections 64 deep: the rest is left out']);
  });
});
