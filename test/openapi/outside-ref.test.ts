import { describe, expect, test } from '@jest/globals';
import { loadSpec } from '../../src/openapi/load.js';
import { projectWithOutsideLinks } from '../support/project.js';

const SPEC = `openapi: 3.0.0
info: {title: Plants, version: "1"}
paths:
  /plants:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {$ref: "./schemas/plant.yaml"}
`;

describe('OpenAPI $ref to a symlink outside the project', () => {
  test('the referenced file is not read: the `$ref` is reported and nothing of the file reaches the spec', async () => {
    const { root } = projectWithOutsideLinks({
      outside: { 'plant.yaml': 'type: object\ndescription: TOPSECRET schema\n' },
      links: { 'schemas/plant.yaml': 'plant.yaml' },
      files: { 'openapi.yaml': SPEC },
    }, 'docwright-spec-outside-');
    const result = await loadSpec('openapi.yaml', { root, offline: true });
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toContain('openapi.yaml:11:15 Unexpected `$ref` to `schemas/plant.yaml`, expected a file inside the project (it links outside)');
    expect(JSON.stringify(result.spec ?? {})).not.toContain('TOPSECRET');
  });
});
