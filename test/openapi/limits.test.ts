// Issue 13: specs nested thousands deep, and several broken `$ref`s in one spec.
import { describe, expect, test } from '@jest/globals';
import { loadSpec, type LoadResult } from '../../src/openapi/load.js';
import { MAX_SPEC_DEPTH } from '../../src/openapi/source-text.js';
import { makeProject } from '../render/helpers.js';

function lines(result: LoadResult): string[] {
  return result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.ruleId}: ${d.message}`);
}

const head = '{"openapi":"3.0.0","info":{"title":"Deep","version":"1"},"paths":{"/a":{"get":{"responses":{"200":{"description":"ok","x-deep":';
const tail = '}}}}}}';

describe('an OpenAPI JSON nested 5,000 deep', () => {
  test('is refused before parsing, at the bracket that passes the limit', async () => {
    const root = makeProject({ 'openapi.json': `${head}${'['.repeat(5000)}${']'.repeat(5000)}${tail}` });
    const result = await loadSpec('openapi.json', { root });
    const column = head.length + MAX_SPEC_DEPTH - 6 + 1; // six objects are open at `x-deep`
    expect(lines(result)).toEqual([`openapi.json:1:${column} error openapi-syntax: Unexpected nesting deeper than ${MAX_SPEC_DEPTH} levels, expected an OpenAPI document`]);
  });
  test('a YAML spec nested 5,000 deep in flow style is refused the same way', async () => {
    const root = makeProject({ 'openapi.yaml': `openapi: 3.0.0\ninfo: {title: Deep, version: '1'}\npaths: {}\nx-deep: ${'['.repeat(5000)}${']'.repeat(5000)}\n` });
    const result = await loadSpec('openapi.yaml', { root });
    expect(lines(result)).toEqual([expect.stringMatching(/^openapi\.yaml:4:265 error openapi-syntax: Unexpected nesting deeper than/)]);
  });
});

describe('several broken `$ref`s in one spec', () => {
  test('each gets its own message', async () => {
    const spec = [
      'openapi: 3.0.0',
      'info: {title: Refs, version: "1"}',
      'paths:',
      '  /a:',
      '    get:',
      '      responses:',
      "        '200': {$ref: 'missing-one.yaml'}",
      '  /b:',
      '    get:',
      '      responses:',
      "        '200': {$ref: 'missing-two.yaml'}",
      '',
    ].join('\n');
    const result = await loadSpec('openapi.yaml', { root: makeProject({ 'openapi.yaml': spec }) });
    const refs = lines(result).filter((l) => l.includes('openapi-ref'));
    expect(refs).toEqual([
      expect.stringMatching(/^openapi\.yaml:7:\d+ error openapi-ref: Missing `\$ref` file `missing-one\.yaml`$/),
      expect.stringMatching(/^openapi\.yaml:11:\d+ error openapi-ref: Missing `\$ref` file `missing-two\.yaml`$/),
    ]);
  });
});
