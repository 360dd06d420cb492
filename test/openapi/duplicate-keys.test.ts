// A key written twice in a spec: YAML refuses it (as Mintlify's parser does), so `check` has an
// error at the second key and `build` a warning, with the spec's pages degraded; JSON keeps the
// later value (as `JSON.parse` and Mintlify do), and says so in a warning.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSpec } from '../../src/openapi/load.js';
import { buildApiPage } from '../../src/openapi/page.js';
import { parseSourceText } from '../../src/openapi/source-text.js';

const ok = '{ "200": { "description": "OK" } }';
const yamlSpec = `openapi: 3.0.3
info: { title: Dup, version: "1" }
paths:
  /orders:
    get: { summary: List orders, responses: ${ok} }
  /orders:
    post: { summary: Create an order, responses: ${ok} }
`;
const jsonSpec = `{
  "openapi": "3.0.3",
  "info": { "title": "Dup", "version": "1" },
  "paths": {
    "/orders": { "get": { "summary": "List orders", "responses": ${ok} } },
    "/orders": { "post": { "summary": "Create an order", "responses": ${ok} } }
  }
}
`;

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docwright-dup-'));
  await writeFile(join(dir, 'dup.yaml'), yamlSpec);
  await writeFile(join(dir, 'dup.json'), jsonSpec);
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const where = (f: { file: string; line: number; column: number; severity: string; ruleId: string; message: string }): string => `${f.file}:${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`;

describe('a duplicate path key', () => {
  test('YAML: an error at the second key, and the spec is not read (as on Mintlify)', async () => {
    const loaded = await loadSpec('dup.yaml', { root: dir, offline: true });
    expect(loaded.spec).toBeUndefined();
    expect(loaded.diagnostics.map(where)).toEqual([
      'dup.yaml:6:3 error openapi-duplicate-key Unexpected duplicate key `/orders` (first at line 4), expected each key once: Mintlify refuses a spec with a duplicate key',
    ]);
  });

  test('YAML: the page degrades to its front matter, with the reason as a build warning', async () => {
    const page = await buildApiPage({ root: dir, file: 'p.mdx', frontmatter: { title: 'List orders', openapi: 'dup.yaml GET /orders' }, offline: true });
    expect(page?.operation).toBeUndefined();
    expect(page?.markdown).toContain('The full reference for this endpoint is not available right now.');
    expect(page?.findings.map(where)).toEqual(['dup.yaml:6:3 warn openapi-duplicate-key Unexpected duplicate key `/orders` (first at line 4), expected each key once: Mintlify refuses a spec with a duplicate key']);
  });

  test('JSON: the later value is kept, with a warning at the second key on the spec and on its pages', async () => {
    const loaded = await loadSpec('dup.json', { root: dir, offline: true });
    const warning = 'dup.json:6:5 warn openapi-duplicate-key Unexpected duplicate key `/orders` (first at line 5), expected each key once: the later value replaces the earlier one';
    expect(loaded.diagnostics.map(where)).toEqual([warning]);
    const page = await buildApiPage({ root: dir, file: 'p.mdx', frontmatter: { openapi: 'dup.json POST /orders' }, offline: true });
    expect(page?.title).toBe('Create an order');
    expect(page?.findings.map(where)).toEqual([warning]);
  });
});

describe('keys YAML tells apart', () => {
  test('`200` and `"200"` are one key once read: a warning, the later value kept', () => {
    const parsed = parseSourceText('s.yaml', 'responses:\n  200: { description: A }\n  "200": { description: B }\n');
    expect(parsed.problems).toEqual([]);
    expect(parsed.value).toEqual({ responses: { '200': { description: 'B' } } });
    expect(parsed.duplicates.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['3:3 Unexpected duplicate key `200` (first at line 2), expected each key once: the later value replaces the earlier one']);
  });

  test('merge keys may repeat', () => {
    const parsed = parseSourceText('s.yaml', 'a: &a { x: 1 }\nb: &b { y: 2 }\nc:\n  <<: *a\n  <<: *b\n  z: 3\n');
    expect(parsed.duplicates).toEqual([]);
  });
});
