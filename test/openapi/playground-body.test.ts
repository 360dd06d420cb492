// What the playground sends for a form body and for a parameter given by `content`: the fields
// written as a JSON object become one part per array item and an object's JSON text (never
// `[object Object]` or `a,b`), the media type's `encoding` is honoured; a `content` parameter
// goes out under its own name as its media type's text, and the page and its Markdown copy say
// its media type and example.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFragment } from 'parse5';
import { buildApiPage } from '../../src/openapi/page.js';
import { encodingOf, multipartPartsOf, urlEncodedOf } from '../../src/openapi/playground-body.js';
import { requestUrlOf, type FieldLike } from '../../src/openapi/playground-request.js';
import type { HtmlNode } from '../support/html-node.js';

const spec = {
  openapi: '3.0.3',
  info: { title: 'Seed bank', version: '1' },
  servers: [{ url: 'https://seeds.example.test' }],
  paths: {
    '/packets': {
      get: {
        parameters: [{ name: 'filter', in: 'query', content: { 'application/json': { schema: { type: 'object', properties: { a: { type: 'integer' } } }, example: { a: 1 } } } }],
        responses: { '200': { description: 'OK' } },
      },
      post: {
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { label: { type: 'string' }, origin: { type: 'object' }, tags: { type: 'array', items: { type: 'string' } } } },
              encoding: { origin: { contentType: 'application/json' }, tags: { explode: true } },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
  },
};

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docwright-playground-body-'));
  await writeFile(join(root, 'openapi.json'), JSON.stringify(spec));
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

function elements(node: HtmlNode): HtmlNode[] {
  return (node.childNodes ?? []).flatMap((child) => [...(child.attrs ? [child] : []), ...elements(child)]);
}
function attribute(element: HtmlNode, name: string): string | null {
  return element.attrs?.find((a) => a.name === name)?.value ?? null;
}
async function page(operation: string): Promise<{ inputs: HtmlNode[]; markdown: string; all: HtmlNode[] }> {
  const built = await buildApiPage({ root, file: 'p.mdx', frontmatter: { openapi: operation }, offline: true, api: { playground: { display: 'interactive' } } });
  const all = elements(parseFragment(built?.playgroundHtml ?? ''));
  return { all, inputs: all.filter((e) => attribute(e, 'data-dw-in') !== null), markdown: built?.markdown ?? '' };
}
function field(input: HtmlNode, value: string): FieldLike {
  return { getAttribute: (key: string) => attribute(input, key), hasAttribute: (key: string) => attribute(input, key) !== null, value };
}

describe('a form body', () => {
  const fields = { label: 'rye', count: 3, origin: { farm: 'North', year: 2024 }, tags: ['winter', 'old'] };

  test('multipart: one part per array item, an object as its JSON text, the encoding content type on its field', () => {
    expect(multipartPartsOf(fields, { origin: { contentType: 'application/json' } })).toEqual([
      { name: 'label', value: 'rye' },
      { name: 'count', value: '3' },
      { name: 'origin', value: '{"farm":"North","year":2024}', contentType: 'application/json' },
      { name: 'tags', value: 'winter' },
      { name: 'tags', value: 'old' },
    ]);
    expect(multipartPartsOf({ tags: ['a', 'b'] }, { tags: { explode: false } })).toEqual([{ name: 'tags', value: 'a,b' }]);
  });

  test('urlencoded: an array one pair per item, an object as JSON text, the encoding style where given', () => {
    expect(urlEncodedOf(fields, {})).toBe('label=rye&count=3&origin=%7B%22farm%22%3A%22North%22%2C%22year%22%3A2024%7D&tags=winter&tags=old');
    expect(urlEncodedOf({ origin: { farm: 'North' }, tags: ['a', 'b'] }, { origin: { style: 'deepObject', explode: true }, tags: { explode: false } })).toBe('origin[farm]=North&tags=a,b');
  });

  test('the page writes the media type encoding on the body field, and the script reads it back', async () => {
    const { all } = await page('POST /packets');
    const body = all.find((e) => attribute(e, 'data-dw-body') !== null);
    expect(body && attribute(body, 'data-dw-content-type')).toBe('multipart/form-data');
    expect(encodingOf(body ? attribute(body, 'data-dw-encoding') : null)).toEqual({ origin: { contentType: 'application/json' }, tags: { explode: true } });
    expect(encodingOf('not json')).toEqual({});
  });
});

describe('a parameter given by content', () => {
  test('is sent under its name as its media type text', async () => {
    const { inputs } = await page('GET /packets');
    const filter = inputs.find((e) => attribute(e, 'data-dw-name') === 'filter');
    expect(filter && attribute(filter, 'data-dw-media-type')).toBe('application/json');
    const made = requestUrlOf('/packets', 'https://seeds.example.test', [], filter ? [field(filter, '{ "a": 1 }')] : [], 'https://docs.example.test/');
    expect('url' in made && made.url.search).toBe('?filter=%7B%22a%22%3A1%7D');
  });

  test('the generated request examples send it as the playground does, in every language and location (they sent `a=1`)', async () => {
    const specFile = join(root, 'content-params.json');
    const contentOf = (example: unknown): Record<string, unknown> => ({ 'application/json': { schema: { type: 'object' }, example } });
    await writeFile(specFile, JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Seed bank', version: '1' },
      servers: [{ url: 'https://seeds.example.test' }],
      paths: {
        '/packets/{sel}': {
          get: {
            parameters: [
              { name: 'filter', in: 'query', content: contentOf({ a: 1 }) },
              { name: 'sel', in: 'path', required: true, content: contentOf({ b: [1, 2] }) },
              { name: 'X-Meta', in: 'header', required: true, content: contentOf({ c: 'd' }) },
              { name: 'prefs', in: 'cookie', required: true, content: { 'text/plain': { example: 'dark' } } },
            ],
            responses: { '200': { description: 'OK' } },
          },
        },
      },
    }));
    const built = await buildApiPage({ root, file: 'p.mdx', frontmatter: { openapi: 'content-params.json GET /packets/{sel}' }, offline: true });
    const markdown = built?.markdown ?? '';
    const url = 'https://seeds.example.test/packets/%7B%22b%22%3A%5B1%2C2%5D%7D?filter=%7B%22a%22%3A1%7D';
    expect(markdown).toContain(`--url '${url}'`);
    expect(markdown).toContain(`fetch('${url}', options)`);
    expect(markdown).toContain(`url = "${url}"`);
    expect(markdown).toContain(`--header 'X-Meta: {"c":"d"}'`);
    expect(markdown).toContain(`--header 'Cookie: prefs=dark'`);
  });

  test('its media type and example are on the page and in its Markdown copy', async () => {
    const { markdown, inputs } = await page('GET /packets');
    expect(markdown).toContain('`content: application/json`');
    expect(markdown).toMatch(/\{"a":1\}|"a": 1/);
    const filter = inputs.find((e) => attribute(e, 'data-dw-name') === 'filter');
    expect(filter && attribute(filter, 'placeholder')).toBe('{"a":1}');
  });
});
