// The playground's file inputs: a multipart body's file fields (`format: binary`, a binary `contentMediaType`, an
// array of them) each have an `<input type="file">` and are sent as parts of their own, the other fields as the JSON
// object the reader writes; a body that is a file's bytes (`application/octet-stream`, `image/*`) is one file input,
// sent as the raw body with the spec's media type (or the file's own, for a range). As Mintlify's playground does.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFragment } from 'parse5';
import { buildApiPage } from '../../src/openapi/page.js';
import { fileBodyType, multipartEntriesOf } from '../../src/openapi/playground-body.js';
import type { HtmlNode } from '../support/html-node.js';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Herbarium', version: '1' },
  servers: [{ url: 'https://herbarium.example.test' }],
  paths: {
    '/specimens': {
      post: {
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  label: { type: 'string', example: 'fern' },
                  photo: { type: 'string', format: 'binary' },
                  scans: { type: 'array', items: { type: 'string', contentMediaType: 'image/png' } },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
    '/specimens/{id}/raw': {
      put: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: { content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
        responses: { '200': { description: 'OK' } },
      },
    },
  },
};

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docwright-playground-files-'));
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
async function playground(operation: string, prefill = false): Promise<HtmlNode[]> {
  const built = await buildApiPage({ root, file: 'p.mdx', frontmatter: { openapi: operation }, offline: true, api: { playground: { display: 'interactive' }, examples: { prefill } } });
  return elements(parseFragment(built?.playgroundHtml ?? ''));
}

describe('the playground markup', () => {
  test('a multipart body has a file input for each file field (`multiple` for an array of files); the text box leaves them out', async () => {
    const all = await playground('POST /specimens');
    const files = all.filter((e) => attribute(e, 'data-dw-file') !== null);
    expect(files.map((e) => [attribute(e, 'type'), attribute(e, 'data-dw-file'), attribute(e, 'multiple') !== null])).toEqual([
      ['file', 'photo', false],
      ['file', 'scans', true],
    ]);
    const box = all.find((e) => attribute(e, 'data-dw-body') !== null);
    expect(box && JSON.parse(attribute(box, 'placeholder') ?? 'null')).toEqual({ label: 'fern' });
    // Each file input has its label.
    for (const input of files) expect(all.some((e) => e.nodeName === 'label' && attribute(e, 'for') === attribute(input, 'id'))).toBe(true);
  });

  test('with prefill, the text box starts at the other fields only (never a placeholder for a file)', async () => {
    const all = await playground('POST /specimens', true);
    const box = all.find((e) => attribute(e, 'data-dw-body') !== null);
    const text = (box?.childNodes ?? []).map((child) => (child as { value?: string }).value ?? '').join('');
    expect(JSON.parse(text)).toEqual({ label: 'fern' });
  });

  test('a body that is a file\'s bytes is one file input with its media type, and no text box', async () => {
    const all = await playground('PUT /specimens/{id}/raw');
    const input = all.find((e) => attribute(e, 'data-dw-body-file') !== null);
    expect(input && [attribute(input, 'type'), attribute(input, 'data-dw-content-type')]).toEqual(['file', 'application/octet-stream']);
    expect(all.some((e) => attribute(e, 'data-dw-body') !== null)).toBe(false);
  });
});

describe('the request the playground sends', () => {
  const photo = { name: 'leaf.jpg' };
  const scans = [{ name: 'a.png' }, { name: 'b.png' }];

  test('a multipart body: the text fields, then each chosen file as a part of its own', () => {
    expect(multipartEntriesOf({ label: 'fern', tags: ['a', 'b'] }, {}, [{ name: 'photo', files: [photo] }, { name: 'scans', files: scans }])).toEqual([
      { name: 'label', value: 'fern' },
      { name: 'tags', value: 'a' },
      { name: 'tags', value: 'b' },
      { name: 'photo', file: photo },
      { name: 'scans', file: scans[0] },
      { name: 'scans', file: scans[1] },
    ]);
  });

  test('a chosen file wins over text written under its name; a file field with no file keeps what was written', () => {
    expect(multipartEntriesOf({ photo: '<binary>', scans: 'written' }, {}, [{ name: 'photo', files: [photo] }, { name: 'scans', files: [] }])).toEqual([
      { name: 'scans', value: 'written' },
      { name: 'photo', file: photo },
    ]);
    expect(multipartEntriesOf({}, {}, [{ name: 'photo', files: [] }])).toEqual([]);
  });

  test('a raw file body goes with the spec\'s media type, or the file\'s own within a range', () => {
    expect(fileBodyType('application/octet-stream', 'image/png')).toBe('application/octet-stream');
    expect(fileBodyType('image/png', '')).toBe('image/png');
    expect(fileBodyType('image/*', 'image/webp')).toBe('image/webp');
    expect(fileBodyType('image/*', 'text/plain')).toBe('application/octet-stream');
    expect(fileBodyType('*/*', 'application/pdf')).toBe('application/pdf');
    expect(fileBodyType('*/*', '')).toBe('application/octet-stream');
  });
});
