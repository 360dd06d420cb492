// The docs.json `api` keys on API pages: `params.expanded: all` opens the nested fields,
// `params.post` makes schema values every field's pills (before its `x-mint.post` ones),
// `examples.autogenerate: false` keeps the spec's own request samples alone, `examples.languages`
// picks and orders the generated ones, `examples.prefill` starts the playground's inputs at their
// examples, `examples.defaults: required` leaves optional parameters and properties out of the
// generated examples, `playground.credentials` (with the proxy off) sends the browser's cookies. What
// the build does not apply (a language it does not generate) is a `config-key-no-effect` warning at its key.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Root, RootContent } from 'mdast';
import { validateDocsConfig } from '../../src/config/index.js';
import { INERT_RULE } from '../../src/config/inert.js';
import { buildApiPage, type ApiPage } from '../../src/openapi/page.js';
import { readApiSettings } from '../../src/openapi/settings.js';
import { parsePage } from '../../src/parse/index.js';

const spec = {
  openapi: '3.0.3',
  info: { title: 'Hives', version: '1' },
  servers: [{ url: 'https://hives.example.test' }],
  paths: {
    '/hives': {
      post: {
        summary: 'Add a hive',
        'x-codeSamples': [{ lang: 'ruby', label: 'Ruby', source: 'Hive.create' }],
        parameters: [
          { name: 'colony', in: 'query', schema: { type: 'string', example: 'north', nullable: true, 'x-internal': 'staff' } },
          { name: 'frames', in: 'query', schema: { type: 'integer', enum: [8, 10], default: 10 } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  queen: {
                    type: 'object',
                    'x-tags': ['bees', 7, { no: 1 }, ''],
                    'x-mint': { post: ['own'] },
                    properties: { marked: { type: 'boolean', 'x-internal': true, nullable: false } },
                  },
                },
              },
            },
          },
        },
        responses: { '201': { description: 'Added' } },
      },
    },
    '/plain': { get: { summary: 'Plain', responses: { '200': { description: 'OK' } } } },
    '/frames': {
      post: {
        summary: 'Add frames',
        parameters: [
          { name: 'apiary', in: 'query', required: true, schema: { type: 'string', example: 'east' } },
          { name: 'note', in: 'query', schema: { type: 'string', example: 'spare' } },
          { name: 'X-Trace', in: 'header', schema: { type: 'string', example: 'abc' } },
          { name: 'hive', in: 'cookie', schema: { type: 'string', default: 'h1' } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['count', 'box'],
                properties: {
                  count: { type: 'integer', example: 4 },
                  colour: { type: 'string', example: 'amber' },
                  box: { type: 'object', required: ['depth'], properties: { depth: { type: 'string', example: 'deep' }, label: { type: 'string' } } },
                  extras: { type: 'array', items: { type: 'object', required: ['kind'], properties: { kind: { type: 'string' } } } },
                },
              },
            },
          },
        },
        responses: { '201': { description: 'Added' } },
      },
      put: {
        summary: 'Replace frames',
        requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['count'], properties: { count: { type: 'integer' }, colour: { type: 'string' } } }, example: { count: 2, colour: 'dark' } } } },
        responses: { '204': { description: 'Done' } },
      },
    },
  },
};

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docwright-api-settings-'));
  await writeFile(join(root, 'openapi.json'), JSON.stringify(spec));
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function page(operation: string, api: Record<string, unknown>, source = ''): Promise<ApiPage> {
  const parsed = parsePage({ path: 'p.mdx', value: `---\nopenapi: ${operation}\n---\n${source}` });
  const built = await buildApiPage({ root, file: 'p.mdx', frontmatter: { openapi: operation }, tree: parsed.tree, offline: true, api });
  if (!built) throw new Error(`No page for ${operation}`);
  return built;
}

function components(tree: Root, name: string): MdxJsxFlowElement[] {
  const out: MdxJsxFlowElement[] = [];
  const walk = (nodes: readonly RootContent[]): void => {
    for (const node of nodes) {
      if (node.type === 'mdxJsxFlowElement' && node.name === name) out.push(node);
      if ('children' in node && Array.isArray(node.children)) walk(node.children);
    }
  };
  walk(tree.children);
  return out;
}

const opened = (node: MdxJsxFlowElement): boolean => node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'defaultOpen');

describe('api.params', () => {
  test('post: each key a field has is its pills (a string, true as the key, a number, an array one each), before its x-mint.post', async () => {
    const built = await page('POST /hives', { params: { post: ['nullable', 'x-internal', 'x-tags'] } });
    const colony = built.operation?.parameters.query.find((p) => p.name === 'colony');
    expect(colony?.post).toEqual(['nullable', 'staff']);
    const queen = built.operation?.body?.schema.fields.find((f) => f.name === 'queen');
    expect(queen?.post).toEqual(['bees', '7', 'own']);
    expect(queen?.fields.find((f) => f.name === 'marked')?.post).toEqual(['x-internal']);
    expect((await page('POST /hives', {})).operation?.parameters.query.find((p) => p.name === 'colony')?.post).toBeUndefined();
  });

  test('post: the same pills, in the same place, in the playground and the Markdown copy', async () => {
    const built = await page('POST /hives', { params: { post: ['nullable', 'x-internal', 'x-tags'] } });
    const label = /<label[^>]*><code>colony<\/code>(.*?)<\/label>/.exec(built.playgroundHtml ?? '')?.[1] ?? '';
    expect(label.replace(/<[^>]+>/g, '')).toBe(' string | null nullable staff');
    expect(built.markdown).toContain('- `colony` (string | null, nullable, staff)');
    expect(built.markdown).toContain('- `queen` (object, bees, 7, own)');
    expect(built.markdown).toContain('- `marked` (boolean, x-internal)');
    const plain = await page('POST /hives', {});
    expect(plain.markdown).toContain('- `colony` (string | null)');
    expect(plain.markdown).toContain('- `queen` (object, own)');
  });

  test("expanded: all opens every generated field's Expandable, never the page's own", async () => {
    const own = '<Expandable title="mine">\n\nText\n\n</Expandable>\n';
    const open = await page('POST /hives', { params: { expanded: 'all' } }, own);
    const expandables = components(open.tree, 'Expandable');
    expect(expandables.filter(opened).length).toBe(expandables.length - 1);
    expect(expandables.find((e) => !opened(e))?.attributes).toContainEqual(expect.objectContaining({ name: 'title', value: 'mine' }));
    const closed = await page('POST /hives', { params: { expanded: 'closed' } }, own);
    expect(components(closed.tree, 'Expandable').some(opened)).toBe(false);
  });
});

describe('api.examples', () => {
  const labels = (built: ApiPage): string[] => components(built.tree, 'RequestExample').flatMap((node) => node.children.flatMap((child) => (child.type === 'code' ? [child.lang ?? ''] : [])));

  test('autogenerate: false keeps the spec\'s own samples alone; with none, there is no request example', async () => {
    expect(labels(await page('POST /hives', {}))).toEqual(['ruby', 'bash', 'javascript', 'python']);
    expect(labels(await page('POST /hives', { examples: { autogenerate: false } }))).toEqual(['ruby']);
    const plain = await page('GET /plain', { examples: { autogenerate: false } });
    expect(components(plain.tree, 'RequestExample')).toEqual([]);
    expect(plain.markdown).not.toContain('## Example request');
  });

  test('languages picks and orders the generated samples by their names and aliases (mint.json api.request.example.languages too)', async () => {
    expect(labels(await page('POST /hives', { examples: { languages: ['py', 'go', 'curl', 'python'] } }))).toEqual(['ruby', 'python', 'bash']);
    expect(labels(await page('POST /hives', { request: { example: { languages: ['javascript'] } } }))).toEqual(['ruby', 'javascript']);
  });

  test('defaults: required leaves optional parameters and body properties out of the generated examples, at every level, in the page and its Markdown copy', async () => {
    const curl = (built: ApiPage): string => {
      const sample = components(built.tree, 'RequestExample')[0]?.children.find((child) => child.type === 'code' && child.lang === 'bash');
      return sample?.type === 'code' ? sample.value : '';
    };
    const all = await page('POST /frames', { examples: { defaults: 'all' } });
    expect(curl(all)).toContain("--url 'https://hives.example.test/frames?apiary=east&note=spare'");
    expect(curl(all)).toContain("--header 'X-Trace: abc'");
    expect(curl(all)).toContain("--header 'Cookie: hive=h1'");
    expect(curl(all)).toContain('"colour": "amber"');
    expect(curl(all)).toContain('"label": "<string>"');
    expect(curl(await page('POST /frames', {}))).toBe(curl(all));
    const required = await page('POST /frames', { examples: { defaults: 'required' } });
    const code = curl(required);
    expect(code).toContain("--url 'https://hives.example.test/frames?apiary=east'");
    expect(code).not.toContain('X-Trace');
    expect(code).not.toContain('Cookie');
    expect(code).toContain(`--data '${JSON.stringify({ count: 4, box: { depth: 'deep' } }, null, 2)}'`);
    expect(required.markdown).toContain('"box": {');
    expect(required.markdown).not.toContain('"colour": "amber"');
    expect(required.markdown).not.toContain('note=spare');
    // mint.json's showOptionalParams: false is the same; the spec's own body example is shown as written.
    expect(curl(await page('POST /frames', { request: { example: { showOptionalParams: false } } }))).toBe(code);
    expect(curl(await page('PUT /frames', { examples: { defaults: 'required' } }))).toContain('"colour": "dark"');
  });

  test("prefill starts the playground's parameter inputs at their example, else their default", async () => {
    const html = (await page('POST /hives', { examples: { prefill: true } })).playgroundHtml ?? '';
    expect(html).toMatch(/<input [^>]*data-dw-name="colony"[^>]*value="north"/);
    expect(html).toContain('<option value="10" selected>10</option>');
    const plain = (await page('POST /hives', {})).playgroundHtml ?? '';
    expect(plain).not.toMatch(/value="north"/);
    expect(plain).not.toContain('selected>10<');
  });

  test('prefill starts the playground\'s body at its example too; without it the example is only the placeholder', async () => {
    const body = (html: string): string => /<textarea[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1] ?? 'none';
    const prefilled = (await page('POST /hives', { examples: { prefill: true } })).playgroundHtml ?? '';
    expect(body(prefilled)).toBe('{}');
    expect(prefilled).not.toMatch(/<textarea[^>]*placeholder/);
    const plain = (await page('POST /hives', {})).playgroundHtml ?? '';
    expect(body(plain)).toBe('');
    expect(plain).toMatch(/<textarea[^>]*placeholder="\{\}"/);
  });
});

describe('api.playground.credentials', () => {
  test('with the proxy off, the playground sends the browser\'s cookies; with the proxy, it has no effect, as on Mintlify', async () => {
    expect((await page('POST /hives', { playground: { proxy: false, credentials: true } })).playgroundHtml).toContain('data-dw-credentials="include"');
    expect((await page('POST /hives', { playground: { credentials: true } })).playgroundHtml).not.toContain('data-dw-credentials');
    expect(readApiSettings({ playground: { proxy: false } }).credentials).toBe(false);
  });
});

describe('api keys the build does not apply', () => {
  test('are config-key-no-effect warnings at their keys; every other api key is applied', async () => {
    const config = {
      theme: 'mint',
      name: 'Api',
      colors: { primary: '#0D9373' },
      navigation: { pages: ['index'] },
      api: {
        openapi: 'openapi.json',
        params: { expanded: 'all', post: ['nullable'] },
        playground: { display: 'interactive', proxy: false, credentials: true },
        url: 'full',
        examples: { languages: ['curl', 'go', 'javascript', 'klingon'], defaults: 'required', prefill: true, autogenerate: true },
        mdx: { server: 'https://hives.example.test' },
      },
    };
    const text = JSON.stringify(config, null, 2);
    const loaded = await validateDocsConfig(text, { root, path: 'docs.json' });
    const lines = text.split('\n');
    const inert = loaded.diagnostics.filter((d) => d.ruleId === INERT_RULE);
    expect(inert.map((d) => lines[d.line - 1]?.slice(d.column - 1).replace(/[:,].*$/, ''))).toEqual(['"go"', '"klingon"']);
    expect(inert[0]?.message).toBe("Unexpected `go` in `api.examples.languages` that has no effect in docwright's build (on Mintlify it adds a request example in that language), expected `bash`, `python` or `javascript`, the languages docwright generates");
    // A name outside Mintlify's list of languages gets no example there either: the message does not say it would.
    expect(inert[1]?.message).toBe("Unexpected `klingon` in `api.examples.languages`, a language neither docwright nor Mintlify generates a request example in, expected a name or alias of Mintlify's languages, such as `bash`, `python` or `javascript` (which docwright generates) or `go`");
    const quiet = await validateDocsConfig(JSON.stringify({ ...config, api: { examples: { defaults: 'all', languages: ['bash', 'Python'] } } }), { root, path: 'docs.json' });
    expect(quiet.diagnostics.filter((d) => d.ruleId === INERT_RULE)).toEqual([]);
  });

  test('languages with autogenerate: false picks nothing: one warning at the key, none at its entries', async () => {
    const config = { theme: 'mint', name: 'Api', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] }, api: { examples: { languages: ['curl', 'go', 'klingon'], autogenerate: false } } };
    const text = JSON.stringify(config, null, 2);
    const loaded = await validateDocsConfig(text, { root, path: 'docs.json' });
    const lines = text.split('\n');
    const inert = loaded.diagnostics.filter((d) => d.ruleId === INERT_RULE);
    expect(inert.map((d) => lines[d.line - 1]?.slice(d.column - 1).replace(/[:,].*$/, ''))).toEqual(['"languages"']);
    expect(inert[0]?.message).toBe("Unexpected `api.examples.languages` that has no effect with `api.examples.autogenerate` `false` (on Mintlify either: only the spec's `x-codeSamples` and the pages' `<RequestExample>` show), expected `languages` or `autogenerate: false`, not both");
    const on = await validateDocsConfig(JSON.stringify({ ...config, api: { examples: { languages: ['curl'], autogenerate: true } } }), { root, path: 'docs.json' });
    expect(on.diagnostics.filter((d) => d.ruleId === INERT_RULE)).toEqual([]);
  });

  test('a `javascript:`/`data:` API base URL (`api.mdx.server`, a mint.json `api.baseUrl` list) is a warning at it, and no page uses it', async () => {
    const current = JSON.stringify({ theme: 'mint', name: 'Api', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] }, api: { mdx: { server: 'javascript:alert(1)' } } }, null, 2);
    const warned = (await validateDocsConfig(current, { root, path: 'docs.json' })).diagnostics.filter((d) => d.ruleId === INERT_RULE);
    expect(warned.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['14:17 Unexpected `javascript:` URL in `api.mdx.server`, expected an `https:` URL: the API playground does not use it']);
    const legacy = JSON.stringify({ name: 'Legacy', favicon: '/f.svg', colors: { primary: '#0D9373' }, navigation: [{ group: 'Start', pages: ['index'] }], api: { baseUrl: ['https://api.example.test', ' Data:text/html,x'] } }, null, 2);
    const legacyWarned = (await validateDocsConfig(legacy, { root, path: 'mint.json' })).diagnostics.filter((d) => d.ruleId === INERT_RULE);
    expect(legacyWarned.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['18:7 Unexpected `data:` URL in `api.baseUrl`, expected an `https:` URL: the API playground does not use it']);
    expect(readApiSettings({ mdx: { server: 'javascript:alert(1)' } }).mdx.baseUrls).toEqual([]);
    expect(readApiSettings({ baseUrl: ['https://api.example.test', ' Data:text/html,x'] }).baseUrls).toEqual(['https://api.example.test']);
  });

  test("a mint.json's language it does not generate and paramFields.expanded topLevel are warnings (showOptionalParams: false is applied)", async () => {
    const config = { name: 'Legacy', favicon: '/f.svg', colors: { primary: '#0D9373' }, navigation: [{ group: 'Start', pages: ['index'] }], api: { request: { example: { showOptionalParams: false, languages: ['php'] } }, paramFields: { expanded: 'topLevel', post: ['nullable'] } } };
    const text = JSON.stringify(config, null, 2);
    const loaded = await validateDocsConfig(text, { root, path: 'mint.json' });
    const lines = text.split('\n');
    expect(loaded.diagnostics.filter((d) => d.ruleId === INERT_RULE).map((d) => lines[d.line - 1]?.slice(d.column - 1).replace(/[:,].*$/, ''))).toEqual(['"php"', '"expanded"']);
    expect(readApiSettings(config.api)).toMatchObject({ postKeys: ['nullable'], expanded: false, requiredOnly: true });
    expect(readApiSettings({ paramFields: { expanded: 'all' } }).expanded).toBe(true);
  });
});
