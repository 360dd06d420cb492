// A webhook (OpenAPI 3.1 `webhooks`) is a request the API sends to the reader's endpoint. Its page shows the payload
// the endpoint receives, and no curl, fetch or requests call: those posted the payload to the API server with an
// empty path (`--url 'https://api.plants.example'`), which is not where a webhook goes. No playground sends it either.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { buildApiPage } from '../../src/openapi/page.js';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Plants', version: '1' },
  servers: [{ url: 'https://api.plants.example' }],
  webhooks: {
    plantAdded: {
      post: {
        requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['id'], properties: { id: { type: 'integer', example: 7 }, name: { type: 'string', example: 'fern' } } } } } },
        responses: { '200': { description: 'Received' } },
      },
    },
    plantSold: {
      post: {
        'x-codeSamples': [{ lang: 'javascript', label: 'Receiver', source: 'app.post("/hook", handle);' }],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object' },
              examples: { small: { value: { id: 1 } }, large: { value: { id: 2, price: 30 } } },
            },
          },
        },
        responses: { '200': { description: 'Received' } },
      },
    },
  },
};

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docwright-webhook-examples-'));
  await writeFile(join(root, 'openapi.json'), JSON.stringify(spec));
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

function component(tree: Root | RootContent, name: string): MdxJsxFlowElement | undefined {
  if (tree.type === 'mdxJsxFlowElement' && tree.name === name) return tree;
  if ('children' in tree) for (const child of tree.children) {
    const found = component(child, name);
    if (found) return found;
  }
  return undefined;
}
function blocks(node: MdxJsxFlowElement | undefined): { lang: string | null | undefined; meta: string | null | undefined; value: string }[] {
  return (node?.children ?? []).flatMap((child) => (child.type === 'code' ? [{ lang: child.lang, meta: child.meta, value: child.value }] : []));
}
async function page(operation: string, api: Record<string, unknown> = { playground: { display: 'interactive' } }): ReturnType<typeof buildApiPage> {
  return buildApiPage({ root, file: 'p.mdx', frontmatter: { openapi: operation }, offline: true, api });
}

describe('a webhook page', () => {
  test('shows the payload, and no request to the API server', async () => {
    const built = await page('webhook plantAdded');
    expect(blocks(component(built?.tree ?? { type: 'root', children: [] }, 'RequestExample'))).toEqual([{ lang: 'json', meta: 'Payload', value: JSON.stringify({ id: 7, name: 'fern' }, null, 2) }]);
    const markdown = built?.markdown ?? '';
    expect(markdown).toContain('## Example payload');
    expect(markdown).not.toContain('## Example request');
    expect(markdown).not.toMatch(/curl|fetch\(|requests\.request|api\.plants\.example/);
  });

  test('has no playground that sends it (no Send, no Try it)', async () => {
    const built = await page('webhook plantAdded');
    expect(built?.interactive).toBe(false);
    expect(built?.playgroundHtml).toBeUndefined();
    expect(built?.endpointHtml ?? '').not.toMatch(/data-dw-send|dw-api-try|api\.plants\.example/);
  });

  test('each named example is a payload of its own, after the spec\'s own samples', async () => {
    const built = await page('webhook plantSold');
    expect(blocks(component(built?.tree ?? { type: 'root', children: [] }, 'RequestExample')).map(({ lang, meta }) => [lang, meta])).toEqual([
      ['javascript', 'title="Receiver"'],
      ['json', 'title="Payload: small"'],
      ['json', 'title="Payload: large"'],
    ]);
  });

  test('`api.examples.defaults: required` keeps the payload\'s required properties; `autogenerate: false` leaves the spec\'s samples only', async () => {
    const required = await page('webhook plantAdded', { examples: { defaults: 'required' } });
    expect(blocks(component(required?.tree ?? { type: 'root', children: [] }, 'RequestExample'))[0]?.value).toBe(JSON.stringify({ id: 7 }, null, 2));
    const own = await page('webhook plantAdded', { examples: { autogenerate: false } });
    expect(component(own?.tree ?? { type: 'root', children: [] }, 'RequestExample')).toBeUndefined();
  });
});
