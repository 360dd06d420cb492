import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSpec } from '../../src/openapi/load.js';
import { UNRESOLVED } from '../../src/openapi/dereference.js';

const operation = (ref: string): string => `    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {$ref: "${ref}"}
`;

describe('OpenAPI: one missing file named by `$ref`s spelled three ways', () => {
  test('each `$ref` is reported where it is written and marked unresolved; no finding without a place', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docwright-ref-spellings-'));
    // `schemas/gone.yaml`, its absolute path and a `file:` URL are one file; the dereferencer reads
    // the file once per spelling and reported one `$ref` of the first two: the other showed as `any`.
    const spec = `openapi: 3.0.0\ninfo: {title: Seeds, version: "1"}\npaths:\n  /a:\n${operation('schemas/gone.yaml')}  /b:\n${operation(join(root, 'schemas/gone.yaml'))}  /c:\n${operation(`file://${join(root, 'schemas/gone.yaml')}`)}`;
    writeFileSync(join(root, 'openapi.yaml'), spec);
    const result = await loadSpec('openapi.yaml', { root, offline: true });
    const refs = result.diagnostics.filter((d) => d.ruleId === 'openapi-ref').map((d) => `${d.line}:${d.column} ${d.message}`);
    expect(refs.sort()).toEqual(['11:15 Missing `$ref` file `schemas/gone.yaml`', '19:15 Missing `$ref` file `schemas/gone.yaml`', '27:15 Missing `$ref` file `schemas/gone.yaml`']);
    for (const path of ['/a', '/b', '/c']) {
      const paths = result.spec?.paths as Record<string, { get: { responses: Record<string, { content: Record<string, { schema: Record<string, unknown> }> }> } }>;
      expect(paths[path]?.get.responses['200']?.content['application/json']?.schema[UNRESOLVED]).toBe(true);
    }
  });
});
