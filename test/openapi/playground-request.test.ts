// The URL and headers the playground's script sends, made from the inputs of the playground
// the build writes: the page's HTML is parsed, its inputs filled as a reader would, and the
// script's own module (src/openapi/playground-request.ts) builds the request. Each parameter
// goes out as its `style` and `explode` say: label and matrix path parameters, form lists
// (exploded or not), deepObject, space- and pipe-delimited queries, a list header.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFragment } from 'parse5';
import { buildApiPage } from '../../src/openapi/page.js';
import { requestHeadersOf, requestUrlOf, type FieldLike } from '../../src/openapi/playground-request.js';
import type { HtmlNode } from '../support/html-node.js';

const spec = {
  openapi: '3.0.3',
  info: { title: 'Herbarium', version: '1' },
  servers: [{ url: 'https://herbarium.example.test/v2/' }, { url: 'https://mirror.herbarium.example.test' }],
  paths: {
    '/sheets/{ids}/{pos}/{tags}': {
      get: {
        parameters: [
          { name: 'ids', in: 'path', required: true, schema: { type: 'array', items: { type: 'integer' } } },
          { name: 'pos', in: 'path', required: true, style: 'label', explode: true, schema: { type: 'array', items: { type: 'integer' } } },
          { name: 'tags', in: 'path', required: true, style: 'matrix', schema: { type: 'array', items: { type: 'string' } } },
          { name: 'family', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
          { name: 'genus', in: 'query', style: 'form', explode: false, schema: { type: 'array', items: { type: 'string' } } },
          { name: 'filter', in: 'query', style: 'deepObject', explode: true, schema: { type: 'object', properties: { colour: { type: 'string' } } } },
          { name: 'words', in: 'query', style: 'spaceDelimited', explode: false, schema: { type: 'array', items: { type: 'string' } } },
          { name: 'keys', in: 'query', style: 'pipeDelimited', explode: false, schema: { type: 'array', items: { type: 'string' } } },
          { name: 'next', in: 'query', allowReserved: true, schema: { type: 'string' } },
          { name: 'empty', in: 'query', schema: { type: 'string' } },
          { name: 'X-Drawers', in: 'header', schema: { type: 'array', items: { type: 'string' } } },
          { name: 'X-Box', in: 'header', explode: true, schema: { type: 'object' } },
        ],
        responses: { '200': { description: 'OK' } },
      },
    },
  },
};

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docwright-playground-request-'));
  await writeFile(join(root, 'openapi.json'), JSON.stringify(spec));
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

/** Every element under a node, in document order. */
function elements(node: HtmlNode): HtmlNode[] {
  return (node.childNodes ?? []).flatMap((child) => [...(child.attrs ? [child] : []), ...elements(child)]);
}

/** An element's attribute as the DOM's getAttribute reads it (`data-dw-in`). */
function attribute(element: HtmlNode, name: string): string | null {
  return element.attrs?.find((a) => a.name === name)?.value ?? null;
}

/** The playground's inputs for one location, as fields the module reads, filled with what the reader types (by name). */
function fieldsOf(inputs: readonly HtmlNode[], location: string, typed: Readonly<Record<string, string>>): FieldLike[] {
  return inputs
    .filter((input) => attribute(input, 'data-dw-in') === location)
    .map((input) => {
      const name = attribute(input, 'data-dw-name') ?? '';
      return { getAttribute: (key: string) => attribute(input, key), hasAttribute: (key: string) => attribute(input, key) !== null, value: typed[name] ?? attribute(input, 'value') ?? '' };
    });
}

async function playground(): Promise<{ path: string; base: string; inputs: HtmlNode[] }> {
  const page = await buildApiPage({ root, file: 'p.mdx', frontmatter: { openapi: 'GET /sheets/{ids}/{pos}/{tags}' }, offline: true, api: { playground: { display: 'interactive' } } });
  const all = elements(parseFragment(page?.playgroundHtml ?? ''));
  const box = all.find((e) => attribute(e, 'data-mode') === 'show');
  const base = all.find((e) => attribute(e, 'data-dw-base') !== null);
  // The script sends to the chosen base URL: the select's selected option.
  const chosen = base?.nodeName === 'select' ? elements(base).find((e) => e.nodeName === 'option' && attribute(e, 'selected') !== null) : undefined;
  return { path: (box && attribute(box, 'data-path')) ?? '', base: (chosen && attribute(chosen, 'value')) ?? '', inputs: all.filter((e) => attribute(e, 'data-dw-in') !== null) };
}

const TYPED = {
  ids: '1, 2',
  pos: '[3, 4]',
  tags: 'a, b',
  family: 'rosaceae, lamiaceae',
  genus: 'rosa, mentha',
  filter: '{"colour": "red"}',
  words: 'dry, pressed',
  keys: 'x, y',
  next: '/a?b=c',
  'X-Drawers': 'd1, d2',
  'X-Box': '{"row": 1, "col": 2}',
};

describe('the request the playground sends', () => {
  test('its URL: path parameters in their styles, the query in theirs (in the order the page lists them), on the chosen base URL', async () => {
    const { path, base, inputs } = await playground();
    expect(path).toBe('/sheets/{ids}/{pos}/{tags}');
    expect(base).toBe('https://herbarium.example.test/v2');
    const made = requestUrlOf(path, base, fieldsOf(inputs, 'path', TYPED), fieldsOf(inputs, 'query', TYPED), 'https://docs.example.test/api/sheets');
    expect('url' in made && made.url.toString()).toBe(
      'https://herbarium.example.test/v2/sheets/1,2/.3.4/;tags=a,b?family=rosaceae&family=lamiaceae&filter[colour]=red&genus=rosa,mentha&keys=x|y&next=/a?b=c&words=dry%20pressed',
    );
  });

  test('its headers: a list joined by commas, an exploded object as its pairs; empty ones left out', async () => {
    const { inputs } = await playground();
    expect(requestHeadersOf(fieldsOf(inputs, 'header', TYPED))).toEqual([
      ['X-Box', 'row=1,col=2'],
      ['X-Drawers', 'd1,d2'],
    ]);
    expect(requestHeadersOf(fieldsOf(inputs, 'header', {}))).toEqual([]);
  });

  test('a path parameter left empty is named, and nothing is sent', async () => {
    const { path, base, inputs } = await playground();
    expect(requestUrlOf(path, base, fieldsOf(inputs, 'path', { ...TYPED, pos: '', tags: '' }), [], 'https://docs.example.test/')).toEqual({ error: 'Missing path parameter pos, tags.' });
  });

  test('a base URL that is not one is said so', () => {
    expect(requestUrlOf('/a', 'http://[bad', [], [], 'https://docs.example.test/')).toEqual({ error: 'The URL http://[bad/a is not valid.' });
  });
});
