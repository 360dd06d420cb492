// A parameter's `style` and `explode` (Swagger 2.0's `collectionFormat`) are shown with it and
// decide how the examples and the playground send its value; a callback's parameters, media
// types and response headers are shown; a server's variables and their options reach the
// page's Markdown copy.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RootContent } from 'mdast';
import { buildApiPage, type ApiPage } from '../../src/openapi/page.js';
import { cookieParts, headerText, pathText, queryParts, typedValue } from '../../src/openapi/param-style.js';
import { treeToHtml } from './helpers.js';

describe('serialization, as the OpenAPI style examples table writes it', () => {
  const list = ['blue', 'black', 'brown'];
  const object = { R: 100, G: 200 };
  test('query: form exploded by default, form, spaceDelimited, pipeDelimited, deepObject, allowReserved', () => {
    expect(queryParts('color', list, {})).toEqual(['color=blue', 'color=black', 'color=brown']);
    expect(queryParts('color', list, { style: 'form', explode: false })).toEqual(['color=blue,black,brown']);
    expect(queryParts('color', list, { style: 'spaceDelimited', explode: false })).toEqual(['color=blue%20black%20brown']);
    expect(queryParts('color', list, { style: 'pipeDelimited', explode: false })).toEqual(['color=blue|black|brown']);
    expect(queryParts('color', object, {})).toEqual(['R=100', 'G=200']);
    expect(queryParts('color', object, { explode: false })).toEqual(['color=R,100,G,200']);
    expect(queryParts('color', object, { style: 'deepObject', explode: true })).toEqual(['color[R]=100', 'color[G]=200']);
    expect(queryParts('q', 'a b,c', {})).toEqual(['q=a%20b%2Cc']);
    expect(queryParts('next', '/a?b', { allowReserved: true })).toEqual(['next=/a?b']);
  });

  test('path: simple by default, label and matrix, exploded or not', () => {
    expect(pathText('color', list, {})).toBe('blue,black,brown');
    expect(pathText('color', object, { explode: true })).toBe('R=100,G=200');
    expect(pathText('color', 'blue', { style: 'label' })).toBe('.blue');
    expect(pathText('color', list, { style: 'label', explode: true })).toBe('.blue.black.brown');
    expect(pathText('color', list, { style: 'matrix' })).toBe(';color=blue,black,brown');
    expect(pathText('color', list, { style: 'matrix', explode: true })).toBe(';color=blue;color=black;color=brown');
    expect(pathText('color', object, { style: 'matrix', explode: true })).toBe(';R=100;G=200');
    expect(pathText('id', 'a/b', {})).toBe('a%2Fb');
  });

  test('header and cookie', () => {
    expect(headerText(list, {})).toBe('blue,black,brown');
    expect(headerText(object, { explode: true })).toBe('R=100,G=200');
    expect(cookieParts('color', list, {})).toEqual(['color=blue', 'color=black', 'color=brown']);
    expect(cookieParts('color', list, { explode: false })).toEqual(['color=blue,black,brown']);
  });

  test("what a reader types: an array's items comma-separated or as JSON, an object as JSON", () => {
    expect(typedValue('a, b', 'array')).toEqual(['a', 'b']);
    expect(typedValue('[1, "x,y"]', 'array')).toEqual([1, 'x,y']);
    expect(typedValue('{"a": 1}', 'object')).toEqual({ a: 1 });
    expect(typedValue('{not json', 'object')).toBe('{not json');
    expect(typedValue('a, b', null)).toBe('a, b');
  });
});

const spec = {
  openapi: '3.0.3',
  info: { title: 'Greenhouse', version: '1' },
  servers: [
    { url: 'https://{zone}.greenhouse.example.test', variables: { zone: { default: 'north', enum: ['north', 'south'], description: 'Growing zone' } } },
    { url: 'https://backup.greenhouse.example.test' },
  ],
  paths: {
    '/beds/{bed}': {
      get: {
        summary: 'Find seedlings',
        parameters: [
          { name: 'bed', in: 'path', required: true, style: 'label', explode: true, schema: { type: 'array', items: { type: 'integer' } }, example: [3, 4] },
          { name: 'kinds', in: 'query', style: 'form', explode: false, schema: { type: 'array', items: { type: 'string' } }, example: ['fern', 'moss'] },
          { name: 'filter', in: 'query', style: 'deepObject', explode: true, schema: { type: 'object', properties: { light: { type: 'string' } } }, example: { light: 'shade' } },
          { name: 'tags', in: 'query', required: true, schema: { type: 'array', items: { type: 'string' } }, example: ['a', 'b'] },
          { name: 'X-Trays', in: 'header', schema: { type: 'array', items: { type: 'string' } }, example: ['t1', 't2'] },
        ],
        responses: { '200': { description: 'OK' } },
      },
    },
    '/sowings': {
      post: {
        summary: 'Sow seeds',
        callbacks: {
          onSprout: {
            '{$request.body#/notifyUrl}': {
              post: {
                parameters: [{ name: 'X-Batch', in: 'header', required: true, description: 'Batch sown', schema: { type: 'string' } }],
                requestBody: {
                  required: true,
                  content: {
                    'application/json': { schema: { type: 'object', properties: { count: { type: 'integer' } } } },
                    'application/xml': { schema: { type: 'object', properties: { tally: { type: 'integer', description: 'Sprouts as counted in XML' } } } },
                  },
                },
                responses: {
                  '200': {
                    description: 'Seen',
                    headers: { 'X-Seen-At': { description: 'When it was read', schema: { type: 'string' } } },
                    content: { 'text/plain': { schema: { type: 'string' } }, 'application/json': { schema: { type: 'object', properties: { ok: { type: 'boolean' } } } } },
                  },
                },
              },
            },
          },
        },
        responses: { '202': { description: 'Sown' } },
      },
    },
  },
};

const swagger = {
  swagger: '2.0',
  info: { title: 'Old greenhouse', version: '1' },
  host: 'old.greenhouse.example.test',
  paths: {
    '/pots': {
      get: {
        parameters: [
          { name: 'sizes', in: 'query', type: 'array', items: { type: 'string' }, collectionFormat: 'pipes', required: true, default: ['s', 'm'] },
          { name: 'ids', in: 'query', type: 'array', items: { type: 'string' }, required: true, default: ['1', '2'] },
        ],
        responses: { '200': { description: 'OK' } },
      },
    },
  },
};

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docwright-param-style-'));
  await writeFile(join(dir, 'openapi.json'), JSON.stringify(spec));
  await writeFile(join(dir, 'swagger.json'), JSON.stringify(swagger));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function page(operation: string, interactive = false): Promise<ApiPage> {
  const built = await buildApiPage({ root: dir, file: 'p.mdx', frontmatter: { openapi: operation }, offline: true, ...(interactive ? { api: { playground: { display: 'interactive' } } } : {}) });
  if (!built) throw new Error(`No page for ${operation}`);
  return built;
}

function curl(result: ApiPage): string {
  const example = result.tree.children.find((n): n is Extract<RootContent, { type: 'mdxJsxFlowElement' }> => n.type === 'mdxJsxFlowElement' && n.name === 'RequestExample');
  const first = example?.children[0];
  return first?.type === 'code' ? first.value : '';
}

describe('parameter style and explode', () => {
  test('the curl example sends each value as its style says', async () => {
    const result = await page('openapi.json GET /beds/{bed}');
    expect(result.findings).toEqual([]);
    const sample = curl(result);
    expect(sample).toContain("--url 'https://north.greenhouse.example.test/beds/.3.4?tags=a&tags=b&filter[light]=shade&kinds=fern,moss'");
    expect(sample).toContain("--header 'X-Trays: t1,t2'");
    // curl reads `[…]` in a URL as its pattern (`bad range in URL`) unless told not to.
    expect(sample).toContain("filter[light]=shade&kinds=fern,moss' \\\n  --globoff");
  });

  test('a URL without brackets or braces gets no --globoff', async () => {
    expect(curl(await page('openapi.json GET /beds/{bed}'))).toContain('--globoff');
    const plain = curl(await page('swagger.json GET /pots'));
    expect(plain).toContain('--url ');
    expect(plain).not.toContain('--globoff');
  });

  test('the page and its Markdown show the serialization the spec writes, and only where it writes one', async () => {
    const result = await page('openapi.json GET /beds/{bed}');
    const html = treeToHtml(result.tree);
    expect(html).toContain('<p>Serialization: <code>style: deepObject</code>, <code>explode: true</code></p>');
    expect(html).toContain('<p>Serialization: <code>style: label</code>, <code>explode: true</code></p>');
    expect(html.match(/Serialization:/g)).toHaveLength(3);
    expect(result.markdown).toContain('  Serialization: `style: form`, `explode: false`');
  });

  test('the playground inputs carry the shape and the style for the script', async () => {
    const html = (await page('openapi.json GET /beds/{bed}', true)).playgroundHtml ?? '';
    expect(html).toMatch(/<input[^>]*data-dw-name="kinds"[^>]*data-dw-shape="array" data-dw-style="form" data-dw-explode="false"[^>]*placeholder="fern, moss"/);
    expect(html).toMatch(/<input[^>]*data-dw-name="filter"[^>]*data-dw-shape="object" data-dw-style="deepObject"/);
    expect(html).toMatch(/<input[^>]*data-dw-name="tags"[^>]*data-dw-shape="array"[^>]*>/);
    expect(html).not.toMatch(/data-dw-name="tags"[^>]*data-dw-style/);
  });

  test("Swagger 2.0's collectionFormat: pipes as written, csv when unset", async () => {
    const result = await page('swagger.json GET /pots');
    expect(curl(result)).toContain("--url 'https://old.greenhouse.example.test/pots?ids=1,2&sizes=s|m'");
    expect(result.markdown).toContain('Serialization: `collectionFormat: pipes`');
  });
});

describe('callbacks', () => {
  test("a callback's parameters, every media type of its body and responses, and its response headers are shown, on the page and in the Markdown", async () => {
    const result = await page('openapi.json POST /sowings');
    const html = treeToHtml(result.tree);
    expect(html).toContain('<p><strong>Headers</strong></p>');
    expect(html).toContain('Batch sown');
    // The body's media types read as the operation's own Body section does: no parentheses inside parentheses.
    expect(html).toContain('<p><strong>Body</strong></p><p><code>application/json</code> (required)</p><p>Also accepts: <code>application/xml</code></p>');
    expect(html).toContain('Sprouts as counted in XML');
    expect(html).toContain('<p><code>application/json</code> (also <code>text/plain</code>)</p>');
    expect(html).toContain('When it was read');
    const md = result.markdown;
    expect(md).toContain('Headers:\n\n- `X-Batch` (string, required): Batch sown');
    expect(md).toContain('Body: `application/json` (required)\n\nAlso accepts: `application/xml`\n\n');
    expect(md).toContain('As `application/xml`:\n\n- `tally` (integer): Sprouts as counted in XML');
    expect(md).toContain('Response 200: `application/json` (also `text/plain`)\n\nSeen');
    expect(md.slice(md.indexOf('## Callbacks'), md.indexOf('## Response'))).not.toMatch(/\([^()]*\(/);
    expect(md).toContain('Response headers:\n\n- `X-Seen-At` (string): When it was read');
  });
});

describe('server variables in the Markdown copy', () => {
  test('each server, its template, and each variable with its default, description and options', async () => {
    const md = (await page('openapi.json GET /beds/{bed}')).markdown;
    expect(md).toContain(
      [
        'Servers:',
        '',
        '- `https://north.greenhouse.example.test` (`https://{zone}.greenhouse.example.test`)',
        '  - `zone` (default: `north`): Growing zone',
        '    Available options: `north`, `south`',
        '- `https://backup.greenhouse.example.test`',
      ].join('\n'),
    );
  });

  test('one server without variables says nothing more than the request line', async () => {
    expect((await page('swagger.json GET /pots')).markdown).not.toContain('Servers:');
  });
});
