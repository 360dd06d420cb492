// What the OpenAPI JSON Schema does not catch and the page silently drops: a path template without its path
// parameter (and the reverse), and `example` beside `examples`: one `openapi-invalid` warning per place, at the spec.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSpec } from '../../src/openapi/load.js';

const spec = `openapi: 3.1.0
info: {title: Kennel, version: '1'}
paths:
  /dogs/{id}:
    get:
      parameters:
        - {name: breed, in: path, required: true, schema: {type: string}}
      responses:
        '200':
          description: A dog
          content:
            application/json:
              schema: {type: object}
              example: {name: Rex}
              examples:
                rex: {value: {name: Rex}}
    delete:
      responses: {'204': {description: Gone}}
  /cats/{id}:
    parameters:
      - $ref: '#/components/parameters/Id'
    get:
      responses: {'200': {description: A cat}}
components:
  parameters:
    Id: {name: id, in: path, required: true, schema: {type: string}}
`;

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docwright-spec-semantics-'));
  await writeFile(join(root, 'openapi.yaml'), spec);
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('spec problems the JSON Schema does not report', () => {
  test('each is one warning at its place in the spec; a template matched by a shared $ref parameter is fine', async () => {
    const result = await loadSpec('openapi.yaml', { root });
    const found = result.diagnostics.filter((d) => d.ruleId === 'openapi-invalid').map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`);
    expect(found).toEqual([
      '4:3 warn Unexpected path template `{id}` in `/dogs/{id}` without a path parameter `id` (`GET`, `DELETE`), expected one in `parameters` with `in: path`',
      '7:11 warn Unexpected path parameter `breed` in `paths./dogs/{id}.get.parameters.0`, expected `{breed}` in the path `/dogs/{id}`: it is not sent',
      '14:15 warn Unexpected `example` beside `examples` in `paths./dogs/{id}.get.responses.200.content.application/json`, expected one of them: the specification makes them mutually exclusive',
    ]);
  });
});
