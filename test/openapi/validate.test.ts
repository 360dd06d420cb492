import { describe, expect, test } from '@jest/globals';
import { schemaErrors } from '../../src/openapi/validate.js';

/** A small 3.x spec whose one server has a `region` variable written as `variable`. */
function spec(version: string, variable: Record<string, unknown>): object {
  return {
    openapi: version,
    info: { title: 'Greenhouse', version: '1' },
    servers: [{ url: 'https://{region}.greenhouse.example', variables: { region: variable } }],
    paths: { '/beds': { get: { summary: 'List beds', responses: { '200': { description: 'The beds' } } } } },
  };
}

describe('schemaErrors: server variables', () => {
  test.each([['3.0', '3.0.3'], ['3.1', '3.1.0']] as const)('OpenAPI %s: a server variable may have a description', async (version, written) => {
    expect(await schemaErrors(spec(written, { default: 'north', enum: ['north', 'south'], description: 'Which greenhouse' }), version)).toEqual([]);
  });

  test('OpenAPI 3.1: `descriptions` (the bundled schema’s misspelling) is still an unknown key', async () => {
    const errors = await schemaErrors(spec('3.1.0', { default: 'north', descriptions: 'Which greenhouse' }), '3.1');
    expect(errors.map((e) => [e.instancePath, e.keyword])).toContainEqual(['/servers/0/variables/region', 'unevaluatedProperties']);
  });
});
