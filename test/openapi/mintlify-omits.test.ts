// What an OpenAPI spec may say that Mintlify's API pages do not show, and so neither do docwright's,
// without a finding: a schema's `not`, a response's `links`, a tag's `description` and
// `externalDocs`, the Swagger-2-era `x-nullable` and `x-example` left in an OpenAPI 3 file, and a
// request body's `encoding`. Each was checked against Mintlify's converter (@mintlify/validation's
// OpenApiToEndpointConverter, the model its API page components render; a test oracle only),
// which this test runs on the same spec: the decision stands while the oracle keeps dropping them.
// A finding for any of these would tell the writer that something is lost on docwright that
// Mintlify shows, which is not so. A field whose schema has only `not` is of type `any`, and so
// is its generated example (`<any>`), as in Mintlify's.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OpenApiToEndpointConverter } from '@mintlify/validation';
import { buildApiPage, type ApiPage } from '../../src/openapi/page.js';
import { treeToHtml } from './helpers.js';

const spec = {
  openapi: '3.0.3',
  info: { title: 'Greenhouse', version: '1' },
  servers: [{ url: 'https://greenhouse.example.test' }],
  tags: [{ name: 'Seedlings', description: 'Everything about **young** seedlings.', externalDocs: { url: 'https://greenhouse.example.test/guide', description: 'Growing guide' } }],
  paths: {
    '/seedlings': {
      post: {
        tags: ['Seedlings'],
        operationId: 'plantSeedling',
        summary: 'Plant a seedling',
        parameters: [{ name: 'tray', in: 'query', 'x-example': 'tray-eleven', schema: { type: 'string', 'x-nullable': true, 'x-example': 'tray-twelve' } }],
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  label: { type: 'object', properties: { colour: { type: 'string' } } },
                  species: { type: 'string', not: { enum: ['weed-thirteen'] } },
                  anything: { not: { type: 'integer' } },
                },
              },
              encoding: { label: { contentType: 'application/json', headers: { 'X-Label-Origin': { schema: { type: 'string' } } } } },
            },
          },
        },
        responses: {
          '201': {
            description: 'Planted',
            content: { 'application/json': { schema: { type: 'object', properties: { seedlingId: { type: 'string', 'x-nullable': true } } } } },
            links: { WaterIt: { operationId: 'waterSeedling', parameters: { seedlingId: '$response.body#/seedlingId' }, description: 'Water the new seedling-fourteen' } },
          },
        },
      },
    },
  },
};

/** Words of the spec that appear only in what neither Mintlify nor docwright shows. */
const UNSHOWN = ['young', 'Growing guide', 'greenhouse.example.test/guide', 'tray-eleven', 'tray-twelve', 'weed-thirteen', 'WaterIt', 'seedling-fourteen', 'waterSeedling', 'X-Label-Origin', 'null'];

let dir = '';
let built: ApiPage | undefined;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docwright-omits-'));
  await writeFile(join(dir, 'openapi.json'), JSON.stringify(spec, null, 2));
  built = await buildApiPage({ root: dir, file: 'p.mdx', frontmatter: { openapi: 'POST /seedlings' }, sources: ['openapi.json'], offline: true });
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('what Mintlify leaves off an API page', () => {
  test("Mintlify's converter drops them all: a string parameter, an `any` field for a `not` alone, no links, tags or encoding", () => {
    const endpoint = OpenApiToEndpointConverter.convert(structuredClone(spec) as never, '/seedlings', 'post');
    const text = JSON.stringify(endpoint);
    for (const word of UNSHOWN) expect(text).not.toContain(word);
    expect(endpoint.request.parameters.query.tray?.schema).toEqual([{ type: 'string' }]);
    expect(JSON.stringify(endpoint.request.body)).toContain('"anything":[{"type":"any"}]');
    expect(endpoint.request.body['multipart/form-data']?.examples).toEqual({ example: { value: { label: { colour: '<string>' }, species: '<string>', anything: '<any>' } } });
  });

  test("a field with only `not` (or nothing a type is inferred from) is `any` in the generated example too, as in Mintlify's", () => {
    if (!built) throw new Error('No page');
    expect(built.operation?.body?.example).toEqual({ label: { colour: '<string>' }, species: '<string>', anything: '<any>' });
    expect(treeToHtml(built.tree)).toContain("--form-string 'anything=&#x3C;any>'");
  });

  test('the page shows none of them either, and says nothing about them', () => {
    if (!built) throw new Error('No page');
    expect(built.findings).toEqual([]);
    const html = treeToHtml(built.tree);
    for (const word of UNSHOWN) {
      expect(html).not.toContain(word);
      expect(built.markdown).not.toContain(word);
    }
    // As Mintlify labels them: `x-nullable` makes no `| null`, a `not` alone leaves a field of any type.
    expect(html).toMatch(/data-query="tray" data-type="string"/);
    expect(html).toMatch(/data-name="seedlingId" data-type="string"/);
    expect(html).toMatch(/data-body="anything" data-type="any"/);
    expect(html).toMatch(/data-body="species" data-type="string"/);
  });
});
