import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { CIRCULAR } from '../../src/openapi/dereference.js';
import { loadSpec, clearSpecCache, type LoadResult } from '../../src/openapi/load.js';
import { findOperation, listOperations, parseOperationRef } from '../../src/openapi/operations.js';
import { closeServer, listenLocally } from '../support/local-server.js';

const plants = fileURLToPath(new URL('../../fixtures/openapi-plants', import.meta.url));
const broken = fileURLToPath(new URL('../../fixtures/openapi-broken', import.meta.url));

function lines(result: LoadResult): string[] {
  return result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.ruleId}: ${d.message}`);
}

/** A spec of the plants fixture that loads without findings as OpenAPI (or Swagger) `version`. */
async function validSpec(file: string, version: string): Promise<LoadResult> {
  const result = await loadSpec(file, { root: plants });
  expect(lines(result)).toEqual([]);
  expect(result.version).toBe(version);
  return result;
}

function get(value: unknown, ...keys: string[]): unknown {
  let node = value;
  for (const key of keys) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

describe('loadSpec: valid specs', () => {
  test('OpenAPI 3.0 YAML: validated, $refs dereferenced, circular ref cut with a marker', async () => {
    const result = await validSpec('openapi.yaml', '3.0');
    const schema = get(result.spec, 'paths', '/plants', 'post', 'requestBody', 'content', 'application/json', 'schema');
    expect(get(schema, 'properties', 'name', 'type')).toBe('string');
    const category = get(result.spec, 'paths', '/categories/{id}', 'get', 'responses', '200', 'content', 'application/json', 'schema');
    expect(get(category, 'properties', 'name', 'type')).toBe('string');
    expect(get(category, 'properties', 'parent', CIRCULAR)).toBe(true);
    // The result is a tree again: it serialises.
    expect(() => JSON.stringify(result.spec)).not.toThrow();
  });

  test('leading slash means the project root', async () => {
    const result = await loadSpec('/openapi.yaml', { root: plants });
    expect(result.file).toBe('openapi.yaml');
    expect(result.spec).toBeDefined();
  });

  test('OpenAPI 3.1 JSON with webhooks', async () => {
    const result = await validSpec('webhooks.json', '3.1');
    const op = result.spec ? findOperation(result.spec, 'WEBHOOK', 'plantAdded') : undefined;
    expect(op?.httpMethod).toBe('post');
    expect(op?.summary).toBe('A plant was added');
  });

  test('Swagger 2.0', async () => {
    const result = await validSpec('swagger.json', '2.0');
    const op = result.spec ? findOperation(result.spec, 'put', '/seeds/{id}') : undefined;
    expect(op?.summary).toBe('Update a seed packet');
  });

  test('listOperations in spec order, webhooks last', async () => {
    const result = await loadSpec('openapi.yaml', { root: plants });
    expect(result.spec && listOperations(result.spec).map((o) => o.key)).toEqual([
      'GET /plants',
      'POST /plants',
      'GET /plants/{id}',
      'DELETE /plants/{id}',
      'GET /categories/{id}',
    ]);
  });
});

describe('loadSpec: bad input gives positioned findings', () => {
  test('JSON syntax error', async () => {
    expect(lines(await loadSpec('api/bad-syntax.json', { root: broken }))).toEqual([
      'api/bad-syntax.json:5:73 error openapi-syntax: Unexpected `}` after a `,`, expected a property name in double quotes (JSON allows no trailing comma)',
    ]);
  });

  test('YAML syntax error', async () => {
    const result = await loadSpec('api/bad-syntax.yaml', { root: broken });
    expect(result.spec).toBeUndefined();
    expect(lines(result)).toHaveLength(1);
    expect(lines(result)[0]).toMatch(/^api\/bad-syntax\.yaml:\d+:\d+ error openapi-syntax: Unexpected invalid YAML \(.+\), expected a YAML document$/);
  });

  test('validation failure is placed and attributed to its operation; the spec still loads', async () => {
    const result = await loadSpec('api/invalid.yaml', { root: broken });
    expect(lines(result)).toEqual([
      'api/invalid.yaml:17:11 error openapi-invalid: Unexpected value of `paths./bad.get.parameters.0.in`, expected one of `path`, `query`, `header`, `cookie`',
    ]);
    expect(Object.keys(result.invalidOperations)).toEqual(['GET /bad']);
    expect(result.spec && findOperation(result.spec, 'GET', '/good')?.summary).toBe('Fine');
  });

  test('a $ref leaving the project root is refused', async () => {
    expect(lines(await loadSpec('api/outside-ref.yaml', { root: broken }))).toEqual([
      'api/outside-ref.yaml:13:15 error openapi-ref: Unexpected `$ref` to `../openapi-plants/schemas/category.yaml`, expected a file inside the project',
    ]);
  });

  test('a $ref to a missing pointer', async () => {
    const result = await loadSpec('api/missing-ref.yaml', { root: broken });
    expect(lines(result)).toEqual(['api/missing-ref.yaml:13:15 error openapi-ref: Missing `$ref` target `#/components/schemas/Nope`']);
    // The operation still renders: the schema is marked unresolved where it was used.
    expect(Object.keys(result.invalidOperations)).toEqual([]);
    expect(Object.keys(result.unresolvedRefs)).toEqual(['#/components/schemas/Nope']);
  });

  test('a spec path outside the root, a missing file', async () => {
    expect(lines(await loadSpec('../openapi-plants/openapi.yaml', { root: broken }))).toEqual([
      '../openapi-plants/openapi.yaml:1:1 error openapi-source: Unexpected spec path `../openapi-plants/openapi.yaml`, expected a file inside the project',
    ]);
    expect(lines(await loadSpec('nope.yaml', { root: broken }))).toEqual(['nope.yaml:1:1 error openapi-source: Missing spec file `nope.yaml`']);
  });

  test('a path key with a line break and a `javascript:`/`data:` server URL: an error at each key, and left out of the loaded spec', async () => {
    const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const root = await mkdtemp(`${tmpdir()}/docwright-load-`);
    const ok = '{ "get": { "summary": "Ok", "responses": { "200": { "description": "ok" } } } }';
    await writeFile(
      `${root}/openapi.json`,
      `{\n  "openapi": "3.0.0",\n  "info": { "title": "T", "version": "1" },\n  "servers": [{ "url": "javascript:alert(1)" }, { "url": "https://api.example.com" }],\n  "paths": {\n    "/a\\nb": ${ok},\n    "/ok": { "servers": [{ "url": " DATA:text/html,x" }], "get": { "summary": "Ok", "responses": { "200": { "description": "ok" } } } }\n  }\n}\n`,
    );
    try {
      const result = await loadSpec('openapi.json', { root });
      expect(lines(result)).toEqual([
        'openapi.json:4:17 error openapi-invalid: Unexpected `javascript:` URL in `servers`, expected an `https:` URL or a path: the API playground does not use it',
        'openapi.json:6:5 error openapi-invalid: Unexpected control character in path `/a\\nb`, expected a path on one line: no page is generated for it',
        'openapi.json:7:28 error openapi-invalid: Unexpected `data:` URL in `servers`, expected an `https:` URL or a path: the API playground does not use it',
      ]);
      expect(listOperations(result.spec ?? {}).map((op) => op.key)).toEqual(['GET /ok']);
      expect(get(result.spec, 'servers')).toEqual([{ url: 'https://api.example.com' }]);
      expect(get(result.spec, 'paths', '/ok', 'servers')).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  test('an AsyncAPI document is reported, not crashed on', async () => {
    const dir = fileURLToPath(new URL('../../fixtures/openapi-broken/api', import.meta.url));
    const { writeFile, rm } = await import('node:fs/promises');
    await writeFile(`${dir}/tmp-asyncapi.yaml`, 'asyncapi: 3.0.0\ninfo:\n  title: t\n  version: 1.0.0\n');
    try {
      expect(lines(await loadSpec('api/tmp-asyncapi.yaml', { root: broken }))).toEqual([
        'api/tmp-asyncapi.yaml:1:1 warn openapi-kind: Unexpected AsyncAPI document `api/tmp-asyncapi.yaml`, expected an OpenAPI document (AsyncAPI pages are not generated)',
      ]);
    } finally {
      await rm(`${dir}/tmp-asyncapi.yaml`);
    }
  });
});

describe('loadSpec: remote sources', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/spec.json') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ openapi: '3.0.3', info: { title: 'Remote', version: '1' }, paths: { '/r': { get: { responses: { '200': { description: 'ok' } } } } } }));
      } else if (req.url === '/slow.json') {
        // Never answers: the loader's timeout must fire.
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    base = await listenLocally(server);
  });
  afterAll(() => closeServer(server));

  test('fetched when online', async () => {
    clearSpecCache();
    const result = await loadSpec(`${base}/spec.json`, { root: plants, offline: false });
    expect(lines(result)).toEqual([]);
    expect(result.spec && findOperation(result.spec, 'GET', '/r')).toBeDefined();
  });

  test('skipped with a warning naming the real flag when offline', async () => {
    const result = await loadSpec(`${base}/spec.json`, { root: plants, offline: true });
    expect(result.spec).toBeUndefined();
    expect(lines(result)).toEqual([
      `${base}/spec.json:1:1 warn openapi-remote: Missing remote spec \`${base}/spec.json\` in the cache folder, its pages show their front matter only (build with \`--online\` to fetch it into the cache folder)`,
    ]);
  });

  test('a timeout and an HTTP error are one warning each: the pages still build', async () => {
    const slow = await loadSpec(`${base}/slow.json`, { root: plants, timeoutMs: 300, offline: false });
    expect(lines(slow)).toEqual([
      `${base}/slow.json:1:1 warn openapi-remote: Unexpected failure fetching a remote spec (Cannot fetch \`${base}/slow.json\`: no answer within 300 ms), expected its text: its pages show their front matter only`,
    ]);
    const missing = await loadSpec(`${base}/missing.json`, { root: plants, offline: false });
    expect(lines(missing)).toEqual([`${base}/missing.json:1:1 warn openapi-remote: Unexpected failure fetching a remote spec (Cannot fetch \`${base}/missing.json\`: HTTP 404), expected its text: its pages show their front matter only`]);
  });

  test('plain http is refused for any host but this machine', async () => {
    const result = await loadSpec('http://specs.example.com/openapi.json', { root: plants });
    expect(lines(result)).toEqual([
      'http://specs.example.com/openapi.json:1:1 warn openapi-remote: Unexpected spec URL `http://specs.example.com/openapi.json`, expected an `https:` URL (plain `http:` only for `localhost`)',
    ]);
  });
});

describe('parseOperationRef', () => {
  test.each([
    ['GET /plants', { method: 'get', path: '/plants' }],
    ["'POST /plants'", { method: 'post', path: '/plants' }],
    ['api/openapi.yaml delete /plants/{id}', { file: 'api/openapi.yaml', method: 'delete', path: '/plants/{id}' }],
    ['/openapi.json webhook orderUpdated', { file: '/openapi.json', method: 'webhook', path: 'orderUpdated' }],
    ['WEBHOOK /plant/webhook', { method: 'webhook', path: '/plant/webhook' }],
    ['GET https://api.example.com/api/user', { method: 'get', path: '/api/user', url: 'https://api.example.com/api/user', baseUrl: 'https://api.example.com' }],
  ])('%s', (input, expected) => {
    expect(parseOperationRef(input)).toEqual(expected);
  });

  test.each([
    ['GET', 'Unexpected operation `GET`, expected `METHOD /path` or `file METHOD /path`'],
    ['FETCH /plants', 'Unexpected method `FETCH` in `FETCH /plants`, expected one of `GET`, `PUT`, `POST`, `DELETE`, `OPTIONS`, `HEAD`, `PATCH`, `TRACE`, `WEBHOOK`'],
    ['GET plants', 'Unexpected path `plants` in `GET plants`, expected it to start with `/`'],
  ])('%s is refused', (input, message) => {
    expect(parseOperationRef(input)).toEqual({ error: message });
  });
});

describe('findOperation', () => {
  test('matches up to a trailing slash and path parameter names; missing is undefined', async () => {
    const result = await loadSpec('openapi.yaml', { root: plants });
    const spec = result.spec ?? {};
    expect(findOperation(spec, 'get', '/plants/{plantId}/')?.path).toBe('/plants/{id}');
    expect(findOperation(spec, 'patch', '/plants')).toBeUndefined();
    expect(findOperation(spec, 'get', '/nowhere')).toBeUndefined();
  });
});

describe('YAML merge keys (issue 16)', () => {
  const merge = fileURLToPath(new URL('../../fixtures/api-merge-keys', import.meta.url));

  test('`<<: *base` and `<<: [*a, *b]` are resolved, in the spec and in a `$ref`d YAML file', async () => {
    clearSpecCache();
    const result = await loadSpec('openapi.yaml', { root: merge });
    expect(lines(result)).toEqual([]);
    const parameter = get(result.spec, 'paths', '/seeds', 'get', 'parameters', '0');
    expect(parameter).toEqual({ name: 'page', in: 'query', schema: { type: 'integer' }, description: 'Which page of results' });
    expect(get(result.spec, 'paths', '/seeds', 'get', 'responses', '200', 'description')).toBe('The seeds');
    expect(get(result.spec, 'paths', '/seeds', 'post', 'responses', '201')).toEqual({ description: 'Done' });
    const seed = get(result.spec, 'paths', '/seeds', 'post', 'requestBody', 'content', 'application/json', 'schema');
    expect(get(seed, 'properties', 'species')).toEqual({ type: 'string', description: 'Latin name' });
    expect(get(seed, 'properties', 'origin', 'type')).toBe('string');
  });
});
