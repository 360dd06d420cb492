import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSpec } from '../../src/openapi/load.js';

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
    const base = mkdtempSync(join(tmpdir(), 'docwright-spec-outside-'));
    const root = join(base, 'root');
    mkdirSync(join(base, 'outside'), { recursive: true });
    mkdirSync(join(root, 'schemas'), { recursive: true });
    writeFileSync(join(base, 'outside', 'plant.yaml'), 'type: object\ndescription: TOPSECRET schema\n');
    symlinkSync(join(base, 'outside', 'plant.yaml'), join(root, 'schemas', 'plant.yaml'));
    writeFileSync(join(root, 'openapi.yaml'), SPEC);
    const result = await loadSpec('openapi.yaml', { root, offline: true });
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toContain('openapi.yaml:11:15 Unexpected `$ref` to `schemas/plant.yaml`, expected a file inside the project (it links outside)');
    expect(JSON.stringify(result.spec ?? {})).not.toContain('TOPSECRET');
  });
});
