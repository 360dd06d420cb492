// The generated request examples send what the spec describes: a multipart body's file fields as files (curl
// `--form name=@path`, requests `files=`, a Blob in FormData), its text fields as text (never `--form name=<x`,
// which makes curl read a file), a binary body from a file, a discriminated union with the value that names its
// variant, and every named body example in every language. Each sample is parsed back, not compared as text.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RootContent } from 'mdast';
import { parseFragment } from 'parse5';
import { buildApiPage } from '../../src/openapi/page.js';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Greenhouse', version: '1' },
  servers: [{ url: 'https://greenhouse.example.test' }],
  paths: {
    '/photos': {
      post: {
        summary: 'Upload photos',
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['photo'],
                properties: {
                  photo: { type: 'string', contentMediaType: 'image/jpeg' },
                  scan: { type: 'string', format: 'binary' },
                  extras: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' }, example: ['a', 'b'] },
                  caption: { type: 'string' },
                  encoded: { type: 'string', contentEncoding: 'base64' },
                  notes: { type: 'string', contentMediaType: 'application/json' },
                  where: { type: 'object', properties: { bed: { type: 'integer' } } },
                  tags: { type: 'array', items: { type: 'string' }, example: ['@north', 'tall'] },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
    '/labels': {
      post: {
        summary: 'Print a label',
        requestBody: { content: { 'multipart/form-data': { schema: { type: 'object', properties: { text: { type: 'string' } } } } } },
        responses: { '200': { description: 'OK' } },
      },
    },
    '/scans': {
      put: {
        summary: 'Upload a scan',
        requestBody: { content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } },
        responses: { '200': { description: 'OK' } },
      },
    },
    '/pets': {
      post: {
        summary: 'Add a pet',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
        responses: { '200': { description: 'OK' } },
      },
    },
    '/sheds': {
      post: {
        summary: 'Add a shed',
        requestBody: { content: { 'application/json': { schema: { oneOf: [{ $ref: '#/components/schemas/Wooden' }, { $ref: '#/components/schemas/Metal' }], discriminator: { propertyName: 'kind' } } } } },
        responses: { '200': { description: 'OK' } },
      },
    },
    '/crates': {
      post: {
        summary: 'Add a crate',
        requestBody: { content: { 'application/xml': { schema: { $ref: '#/components/schemas/Crate' } } } },
        responses: { '200': { description: 'OK', content: { 'application/xml': { schema: { type: 'object', xml: { name: 'receipt' }, properties: { ok: { type: 'boolean' } } } } } } },
      },
    },
    '/trays': {
      post: {
        summary: 'Add a tray',
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { size: { type: 'string' } } },
              examples: { small: { value: { size: 'S' } }, big: { summary: 'A big one', value: { size: 'XL' } } },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
  },
  components: {
    schemas: {
      Pet: {
        type: 'object',
        required: ['petType'],
        properties: { petType: { type: 'string' } },
        discriminator: { propertyName: 'petType', mapping: { hen: '#/components/schemas/Hen', goat: '#/components/schemas/Goat' } },
      },
      Hen: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { eggs: { type: 'integer' } } }] },
      Goat: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { horns: { type: 'boolean' } } }] },
      Crate: {
        type: 'object',
        properties: {
          id: { type: 'integer', xml: { attribute: true } },
          label: { type: 'string', example: 'a<b' },
          fruits: { type: 'array', xml: { wrapped: true }, items: { type: 'string', xml: { name: 'fruit' } }, example: ['fig', 'kiwi'] },
        },
      },
      Wooden: { type: 'object', properties: { kind: { type: 'string' }, wood: { type: 'string' } } },
      Metal: { type: 'object', properties: { kind: { type: 'string' }, gauge: { type: 'integer' } } },
    },
  },
};

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docwright-request-files-'));
  await writeFile(join(dir, 'openapi.json'), JSON.stringify(spec, null, 2));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The request samples of an operation's page, as `{label, code}` (label: the tab's title). */
async function samples(operation: string, docsApi?: Record<string, unknown>): Promise<{ label: string; code: string }[]> {
  const built = await buildApiPage({ root: dir, file: 'p.mdx', frontmatter: { openapi: operation }, sources: ['openapi.json'], offline: true, ...(docsApi ? { api: docsApi } : {}) });
  if (!built) throw new Error(`No page for ${operation}`);
  const example = built.tree.children.find((n): n is Extract<RootContent, { type: 'mdxJsxFlowElement' }> => n.type === 'mdxJsxFlowElement' && n.name === 'RequestExample');
  return (example?.children ?? []).flatMap((c) => (c.type === 'code' ? [{ label: /title="([^"]*)"/.exec(c.meta ?? '')?.[1] ?? c.meta ?? '', code: c.value }] : []));
}

/** A POSIX shell command line's words (single and double quotes, backslash escapes and line continuations), as a shell splits it. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] ?? '';
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === '\\') {
      if (line[i + 1] !== '\n') word = (word ?? '') + (line[i + 1] ?? '');
      i++;
    } else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else {
      word = (word ?? '') + c;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** The curl command's options with their values, in order: `[['--form', 'photo=@example-file'], …]`. */
function curlOptions(code: string): [string, string][] {
  const words = shellWords(code);
  expect(words[0]).toBe('curl');
  const out: [string, string][] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i] ?? '';
    if (word === '--globoff') out.push([word, '']);
    else out.push([word, words[++i] ?? '']);
  }
  return out;
}

describe('multipart/form-data', () => {
  test('curl sends file fields as files (one part per file of an array) and text fields as text that curl does not read as a file', async () => {
    const [curl] = await samples('POST /photos');
    const parts = curlOptions(curl?.code ?? '').filter(([option]) => option.startsWith('--form'));
    expect(parts).toEqual([
      ['--form', 'photo=@example-file'],
      ['--form', 'scan=@example-file-2'],
      ['--form', 'extras=@example-file-3'],
      ['--form', 'extras=@example-file-4'],
      ['--form-string', 'caption=<string>'],
      ['--form-string', 'encoded=<string>'],
      ['--form-string', 'notes=<string>'],
      ['--form', 'where={"bed":123}'],
      ['--form-string', 'tags=@north'],
      ['--form', 'tags=tall'],
    ]);
    // `--form name=<x` and `--form name=@x` read a file: only the file fields may do that.
    for (const [option, value] of parts) if (option === '--form' && /^[^=]*=[<@]/.test(value)) expect(value).toMatch(/=@example-file(-\d+)?$/);
  });

  test('Python sends the files in files= (each an open file) and the text fields in data=; JavaScript appends a Blob for each file', async () => {
    const all = await samples('POST /photos');
    const python = all.find((s) => s.label === 'python Python' || s.label.includes('Python'))?.code ?? '';
    expect(python).toMatch(/requests\.request\("POST", url, data=payload, files=files\)/);
    const files = /files = \[\n([\s\S]*?)\n\]/.exec(python)?.[1]?.split(',\n').map((line) => line.trim());
    expect(files).toEqual(['("photo", open("example-file", "rb"))', '("scan", open("example-file-2", "rb"))', '("extras", open("example-file-3", "rb"))', '("extras", open("example-file-4", "rb"))']);
    const data = /payload = \[\n([\s\S]*?)\n\]/.exec(python)?.[1]?.split(',\n').map((line) => line.trim());
    expect(data?.map((line) => /^\("(\w+)"/.exec(line)?.[1])).toEqual(['caption', 'encoded', 'notes', 'where', 'tags', 'tags']);
    const js = all.find((s) => s.label.includes('JavaScript'))?.code ?? '';
    const appends = [...js.matchAll(/form\.append\('(\w+)', (.*)\);/g)].map((m) => [m[1], m[2]]);
    expect(appends.filter(([, v]) => v?.startsWith('await openAsBlob(')).map(([k]) => k)).toEqual(['photo', 'scan', 'extras', 'extras']);
    expect(appends.find(([k]) => k === 'caption')?.[1]).toBe("'<string>'");
    expect(js).toContain("import { openAsBlob } from 'node:fs';");
  });

  test('a body without files: curl parts are text, Python sends them as multipart parts without a file name', async () => {
    const all = await samples('POST /labels');
    expect(curlOptions(all[0]?.code ?? '').filter(([o]) => o.startsWith('--form'))).toEqual([['--form-string', 'text=<string>']]);
    expect(all[2]?.code).toContain('files = [\n    ("text", (None, "<string>"))\n]');
    expect(all[1]?.code).not.toContain('openAsBlob');
  });
});

describe('a binary body', () => {
  test('is sent from a file in each language, not as the text <string>', async () => {
    const [curl, js, python] = await samples('PUT /scans');
    const options = curlOptions(curl?.code ?? '');
    expect(options).toContainEqual(['--data-binary', '@example-file']);
    expect(options).toContainEqual(['--header', 'Content-Type: image/png']);
    expect(curl?.code).not.toContain('<string>');
    expect(js?.code).toContain("body: await openAsBlob('example-file')");
    expect(python?.code).toContain('payload = open("example-file", "rb")');
    expect(python?.code).not.toContain('<string>');
  });
});

/** The JSON body of a curl sample. */
function curlJson(code: string): unknown {
  return JSON.parse(curlOptions(code).find(([option]) => option === '--data')?.[1] ?? 'null');
}

describe('a discriminated union', () => {
  test('a mapping-only base: the first mapping key and its subtype', async () => {
    const [curl] = await samples('POST /pets');
    expect(curlJson(curl?.code ?? '')).toEqual({ petType: 'hen', eggs: 123 });
  });

  test('oneOf without a mapping: the first variant with its schema name', async () => {
    const [curl] = await samples('POST /sheds');
    expect(curlJson(curl?.code ?? '')).toEqual({ kind: 'Wooden', wood: '<string>' });
  });
});

describe('named body examples', () => {
  test('every language has a request for each, titled by language and name', async () => {
    const all = await samples('POST /trays');
    expect(all.map((s) => s.label)).toEqual(['cURL: small', 'cURL: A big one', 'JavaScript: small', 'JavaScript: A big one', 'Python: small', 'Python: A big one']);
    expect(curlJson(all[1]?.code ?? '')).toEqual({ size: 'XL' });
    expect(all[3]?.code).toMatch(/"size": "XL"/);
    expect(all[5]?.code).toMatch(/"size": "XL"/);
  });

  test('with api.examples.languages naming no bash, none is dropped', async () => {
    const all = await samples('POST /trays', { examples: { languages: ['python'] } });
    expect(all.map((s) => s.label)).toEqual(['Python: small', 'Python: A big one']);
  });
});

/** An XML document's elements as `name[attr=value]: text` lines, parsed back (parse5's fragment parser keeps the names and attributes). */
function xmlElements(xml: string): string[] {
  type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; value?: string };
  const out: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeName.startsWith('#')) return;
    const text = (node.childNodes ?? []).filter((c) => c.nodeName === '#text').map((c) => c.value ?? '').join('').trim();
    out.push(`${node.nodeName}${(node.attrs ?? []).map((a) => `[${a.name}=${a.value}]`).join('')}: ${text}`);
    for (const child of node.childNodes ?? []) walk(child);
  };
  for (const child of (parseFragment(xml.replace(/^<\?xml[^>]*\?>\n/, '')) as unknown as Node).childNodes ?? []) walk(child);
  return out;
}

describe('an XML body', () => {
  test('is sent as XML built from the schema (root named by the schema, attributes, wrapped arrays), and an XML response is XML', async () => {
    const [curl, , python] = await samples('POST /crates');
    const data = curlOptions(curl?.code ?? '').find(([option]) => option === '--data')?.[1] ?? '';
    expect(data.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xmlElements(data)).toEqual(['crate[id=123]: ', 'label: a<b', 'fruits: ', 'fruit: fig', 'fruit: kiwi']);
    expect(python?.code).toContain('<Crate id=\\"123\\">');
    const built = await buildApiPage({ root: dir, file: 'p.mdx', frontmatter: { openapi: 'POST /crates' }, sources: ['openapi.json'], offline: true });
    const response = built?.tree.children.find((n): n is Extract<RootContent, { type: 'mdxJsxFlowElement' }> => n.type === 'mdxJsxFlowElement' && n.name === 'ResponseExample');
    const code = response?.children.find((c) => c.type === 'code');
    expect(code?.type === 'code' ? [code.lang, xmlElements(code.value)] : []).toEqual(['xml', ['receipt: ', 'ok: true']]);
  });
});
