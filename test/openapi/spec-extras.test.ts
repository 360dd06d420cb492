// What a spec says beyond the schema reaches the page: the operation's own code samples
// (`x-codeSamples`) and every media type its request body accepts and its responses come in.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RootContent } from 'mdast';
import { buildApiPage, type ApiPage } from '../../src/openapi/page.js';
import { treeToHtml } from './helpers.js';

const spec = {
  openapi: '3.0.3',
  info: { title: 'Planter', version: '1' },
  servers: [{ url: 'https://planter.example.test' }],
  paths: {
    '/plants': {
      get: {
        summary: 'List plants',
        'x-codeSamples': [
          { lang: 'bash', label: 'List unwatered plants', source: 'planter list -u\n' },
          { lang: 'JavaScript', source: "planter.list({ unwatered: true });" },
          { lang: 'ruby' },
        ],
        responses: { '200': { description: 'OK' } },
      },
      post: {
        summary: 'Add a plant',
        'x-code-samples': [{ lang: 'go', label: 'Go SDK', source: 'client.Plants.Add(ctx)' }],
        requestBody: {
          content: {
            'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } },
            'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { name: { type: 'string' } } } },
          },
        },
        responses: { '201': { description: 'Added', content: { 'application/json': { schema: { type: 'object' } }, 'text/csv': { schema: { type: 'string' } } } } },
      },
    },
    '/rates': {
      get: {
        summary: 'Water rates',
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': {
                examples: {
                  soft: { summary: 'Soft water region', value: { hardness: 'soft' } },
                  hard: { value: { hardness: 'hard' } },
                  broken: { summary: 'No value' },
                },
              },
            },
          },
          '404': { description: 'None', content: { 'application/json': { examples: { only: { summary: 'Unknown region', value: { error: 'none' } } } } } },
        },
      },
    },
    '/orders': {
      post: {
        summary: 'Order seeds',
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { seed: { type: 'string' } } },
              examples: { tomato: { summary: 'A "red" one', value: { seed: 'tomato' } }, basil: { value: { seed: 'basil' } } },
            },
          },
        },
        responses: { '201': { description: 'Ordered' } },
      },
    },
    '/waterings': {
      post: {
        summary: 'Schedule a watering',
        callbacks: {
          onWatered: {
            '{$request.body#/notifyUrl}': {
              post: {
                description: 'Sent once the plant is watered.',
                requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { litres: { type: 'number', description: 'Water given' } } } } } },
                responses: { '204': { description: 'Acknowledged' } },
              },
            },
          },
        },
        responses: { '202': { description: 'Scheduled' } },
      },
    },
  },
};

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docwright-extras-'));
  await writeFile(join(dir, 'openapi.json'), JSON.stringify(spec, null, 2));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function page(operation: string): Promise<ApiPage> {
  const built = await buildApiPage({ root: dir, file: 'p.mdx', frontmatter: { openapi: operation }, sources: ['openapi.json'], offline: true });
  if (!built) throw new Error(`No page for ${operation}`);
  return built;
}

function requestTabs(result: ApiPage): string[] {
  const example = result.tree.children.find((n): n is Extract<RootContent, { type: 'mdxJsxFlowElement' }> => n.type === 'mdxJsxFlowElement' && n.name === 'RequestExample');
  return (example?.children ?? []).map((c) => (c.type === 'code' ? `${c.lang ?? ''} ${c.meta ?? ''}: ${c.value.split('\n')[0] ?? ''}` : c.type));
}

describe('x-codeSamples', () => {
  test("the spec's samples come first, titled by their label (else their language); a sample without source is left out", async () => {
    const result = await page('GET /plants');
    expect(result.findings).toEqual([]);
    expect(requestTabs(result)).toEqual([
      'bash title="List unwatered plants": planter list -u',
      'javascript title="JavaScript": planter.list({ unwatered: true });',
      "bash cURL: curl --request GET \\",
      'javascript JavaScript: const options = {',
      'python Python: import requests',
    ]);
    expect(result.markdown).toContain('```bash title="List unwatered plants"\nplanter list -u\n```');
  });

  test("Redoc's x-code-samples too", async () => {
    expect(requestTabs(await page('POST /plants'))[0]).toBe('go title="Go SDK": client.Plants.Add(ctx)');
  });
});

describe('several named response examples', () => {
  test('each is a response sample of its own, labelled by its summary or else its name, on the page and in its Markdown; a lone one keeps the status', async () => {
    const result = await page('GET /rates');
    const example = result.tree.children.find((n): n is Extract<RootContent, { type: 'mdxJsxFlowElement' }> => n.type === 'mdxJsxFlowElement' && n.name === 'ResponseExample');
    const tabs = (example?.children ?? []).map((c) => (c.type === 'code' ? `${c.meta ?? ''}: ${c.value.replace(/\s+/g, ' ')}` : c.type));
    expect(tabs).toEqual(['title="200 Soft water region": { "hardness": "soft" }', 'title="200 hard": { "hardness": "hard" }', '404: { "error": "none" }']);
    expect(result.markdown).toContain('Soft water region');
    expect(result.markdown).toContain('"hardness": "hard"');
  });
});

describe('several named request body examples', () => {
  test('each language has a request for each, titled by language and summary (else name)', async () => {
    const tabs = requestTabs(await page('POST /orders'));
    expect(tabs.map((tab) => tab.replace(/: (curl|const|import) .*$/, ''))).toEqual([
      "bash title=\"cURL: A 'red' one\"",
      'bash title="cURL: basil"',
      "javascript title=\"JavaScript: A 'red' one\"",
      'javascript title="JavaScript: basil"',
      "python title=\"Python: A 'red' one\"",
      'python title="Python: basil"',
    ]);
    const example = (await page('POST /orders')).tree.children.find((n): n is Extract<RootContent, { type: 'mdxJsxFlowElement' }> => n.type === 'mdxJsxFlowElement' && n.name === 'RequestExample');
    const codes = (example?.children ?? []).map((c) => (c.type === 'code' ? c.value : ''));
    expect(codes[0]).toContain('tomato');
    expect(codes[1]).toContain('basil');
    expect(codes[1]).not.toContain('tomato');
    expect(codes[3]).toContain('basil');
    expect(codes[5]).toContain('basil');
    expect(codes[4]).toContain('tomato');
  });
});

describe('media types', () => {
  test('the other media types the body accepts and a response comes in are named on the page and in its Markdown', async () => {
    const result = await page('POST /plants');
    const html = treeToHtml(result.tree);
    expect(html).toContain('<p>Also accepts: <code>application/x-www-form-urlencoded</code></p>');
    expect(result.markdown).toContain('Also accepts: `application/x-www-form-urlencoded`');
    expect(html).toContain('<p><code>application/json</code> (also <code>text/csv</code>)</p>');
    expect(result.markdown).toContain('`application/json` (also `text/csv`)');
  });
});

describe('callbacks', () => {
  test('each callback is shown between the body and the response, with its method, expression, body fields and responses, and in the Markdown', async () => {
    const result = await page('POST /waterings');
    const html = treeToHtml(result.tree);
    const callbacks = html.indexOf('Callbacks');
    expect(callbacks).toBeGreaterThan(-1);
    expect(callbacks).toBeLessThan(html.indexOf('>Response<'));
    expect(html).toContain('<p><code>POST</code> <code>{$request.body#/notifyUrl}</code></p>');
    expect(html).toContain('Sent once the plant is watered.');
    expect(html).toContain('litres');
    expect(html).toContain('Water given');
    expect(html).toContain('Response 204');
    expect(result.markdown).toContain('onWatered');
    expect(result.markdown).toContain('`{$request.body#/notifyUrl}`');
  });
});

describe('server variables', () => {
  test('the model keeps the template and each variable; the playground offers a select per enum, a text input otherwise, and the dev proxy the enum URLs', async () => {
    const withVars = { ...spec, servers: [{ url: 'https://{region}.planter.example.test/{version}', variables: { region: { default: 'eu', enum: ['eu', 'us'], description: 'Data region' }, version: { default: 'v1' } } }] };
    await writeFile(join(dir, 'vars.json'), JSON.stringify(withVars));
    const built = await buildApiPage({ root: dir, file: 'p.mdx', frontmatter: { openapi: 'vars.json GET /plants' }, offline: true, api: { playground: { display: 'interactive' } } });
    expect(built?.operation?.servers).toEqual(['https://eu.planter.example.test/v1']);
    expect(built?.operation?.serverVariables).toEqual({
      'https://eu.planter.example.test/v1': {
        template: 'https://{region}.planter.example.test/{version}',
        variables: [
          { name: 'region', default: 'eu', enum: ['eu', 'us'], description: 'Data region' },
          { name: 'version', default: 'v1', enum: [] },
        ],
      },
    });
    const html = built?.playgroundHtml ?? '';
    expect(html).toMatch(/<select[^>]*data-dw-server-var="region"[^>]*><option value="eu" selected>eu<\/option><option value="us">us<\/option><\/select>/);
    expect(html).toMatch(/<input[^>]*data-dw-server-var="version"[^>]*value="v1"/);
    expect(html).toContain('data-dw-template="https://{region}.planter.example.test/{version}"');
    expect(html).toContain('data-dw-servers="https://eu.planter.example.test/v1 https://us.planter.example.test/v1"');
  });
});
