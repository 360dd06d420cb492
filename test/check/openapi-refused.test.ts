// Specs Mintlify refuses though docwright reads them: Swagger 2.0 and `$ref`s to other files.
// `check` reports each at the reference (docs.json, front matter, a navigation entry); `build`
// keeps rendering them. Mintlify's own spec validator (@mintlify/common, installed with the
// @mintlify/cli devDependency) is the oracle for which specs are refused.
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { parse as parseYaml } from 'yaml';
import { checkProject } from '../../src/check/check.js';
import { tempProject } from '../support/project.js';

const HOME = '---\ntitle: Home\ndescription: The start.\n---\n\nHello.\n';
const OK = { 200: { description: 'OK' } };

const swagger = JSON.stringify({ swagger: '2.0', info: { title: 'Depot', version: '1' }, host: 'depot.example.com', paths: { '/crates': { get: { summary: 'List crates', responses: OK } } } }, null, 2);
const split = [
  'openapi: 3.0.3',
  'info: {title: Garden, version: "1"}',
  'paths:',
  '  /beds:',
  '    get:',
  '      summary: List beds',
  '      responses:',
  '        "200":',
  '          description: OK',
  '          content:',
  '            application/json:',
  '              schema: {$ref: "schemas/bed.yaml"}',
  '  /beds/{id}:',
  '    get:',
  '      summary: Get a bed',
  '      parameters: [{name: id, in: path, required: true, schema: {type: string}}]',
  '      responses:',
  '        "200":',
  '          description: OK',
  '          content:',
  '            application/json:',
  '              schema: {$ref: "./schemas/bed.yaml#/properties/size"}',
  '',
].join('\n');
const whole = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Pond', version: '1' },
  paths: { '/fish': { get: { summary: 'List fish', responses: { 200: { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Fish' } } } } } } } },
  components: { schemas: { Fish: { type: 'object', properties: { name: { type: 'string' } } } } },
}, null, 2);

const files = {
  'docs.json': JSON.stringify({
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Yard',
    colors: { primary: '#0D9373' },
    favicon: '/favicon.svg',
    navigation: {
      groups: [
        { group: 'Start', pages: ['index', 'crate'] },
        { group: 'Depot', openapi: 'depot/swagger.json' },
        { group: 'Garden', openapi: { source: 'garden.yaml', directory: 'garden' } },
        { group: 'Pond', openapi: ['pond.json'], pages: ['depot/swagger.json GET /crates'] },
      ],
    },
  }, null, 2),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'index.mdx': HOME,
  'crate.mdx': '---\ntitle: A crate\nopenapi: depot/swagger.json GET /crates\n---\n',
  'depot/swagger.json': swagger,
  'garden.yaml': split,
  'schemas/bed.yaml': 'type: object\nproperties:\n  size: {type: integer}\n',
  'pond.json': whole,
};

const lines = (root: string, findings: { file: string; line: number; column: number; ruleId: string; message: string }[]): string[] =>
  findings.filter((f) => f.ruleId === 'openapi-unsupported').map((f) => `${relative(root, f.file)}:${f.line}:${f.column} ${f.message}`);

describe('check: specs Mintlify refuses', () => {
  test('Swagger 2.0 and external `$ref`s are errors at every docs.json and front matter reference; a spec with `#/` refs only passes', async () => {
    const root = tempProject(files, 'docwright-refused-');
    const result = await checkProject(root);
    const SWAGGER = 'Unexpected Swagger 2.0 spec `depot/swagger.json`, expected OpenAPI 3.0 or 3.1: Mintlify refuses Swagger 2.0, so the deploy would fail (`build` still renders it)';
    expect(lines(root, result.findings)).toEqual([
      `crate.mdx:3:1 ${SWAGGER}`,
      `docs.json:20:20 ${SWAGGER}`,
      'docs.json:25:21 Unexpected external `$ref` `schemas/bed.yaml` in `garden.yaml` (line 12, and 1 more), expected a `#/…` reference inside the spec: Mintlify refuses a spec with `$ref`s to other files or URLs, so the deploy would fail (`build` still renders it)',
      `docs.json:35:11 ${SWAGGER}`,
    ]);
    // The specs themselves are read as before: no other OpenAPI finding.
    expect(result.findings.filter((f) => f.ruleId.startsWith('openapi') && f.ruleId !== 'openapi-unsupported')).toEqual([]);
  });

  test('a spec found without configuration is reported at the spec itself', async () => {
    const root = tempProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Yard', colors: { primary: '#0D9373' }, favicon: '/favicon.svg', navigation: { pages: ['index'] } }),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'index.mdx': HOME,
      'openapi.yaml': split,
      'schemas/bed.yaml': 'type: object\n',
    }, 'docwright-refused-');
    const result = await checkProject(root);
    expect(lines(root, result.findings).map((line) => line.split(' Unexpected')[0])).toEqual(['openapi.yaml:12:24']);
  });

  test('a Swagger 2.0 spec found without configuration is reported at its `swagger` key (YAML and JSON), not at 1:1', async () => {
    const root = tempProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Yard', colors: { primary: '#0D9373' }, favicon: '/favicon.svg', navigation: { pages: ['index'] } }),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'index.mdx': HOME,
      'api/swagger.yaml': '# The depot\n\ninfo: {title: Depot, version: "1"}\nswagger: "2.0"\npaths: {}\n',
      'depot/swagger.json': swagger,
    }, 'docwright-refused-');
    const result = await checkProject(root);
    expect(lines(root, result.findings).map((line) => line.split(' Unexpected')[0]).sort()).toEqual(['api/swagger.yaml:4:1', 'depot/swagger.json:2:3']);
  });

  const validator = fileURLToPath(new URL('../../node_modules/@mintlify/common/dist/openapi/validate.js', import.meta.url));
  (existsSync(validator) ? test : test.skip)('Mintlify\'s validator refuses the same specs and takes the clean one', async () => {
    const { safeValidate } = (await import(pathToFileURL(validator).href)) as { safeValidate: (doc: unknown) => Promise<{ errorMessage?: string }> };
    const verdict = async (text: string): Promise<string> => (await safeValidate(parseYaml(text))).errorMessage?.split('\n')[0] ?? 'accepted';
    expect(await verdict(swagger)).toBe('OpenAPI versions prior to 3.0 not supported');
    expect(await verdict(split)).toBe('External $ref references are not allowed. Found 2 external reference(s):');
    expect(await verdict(whole)).toBe('accepted');
  });
});
