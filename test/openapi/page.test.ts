import { describe, expect, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { buildApiPage } from '../../src/openapi/page.js';
import { loadSpec } from '../../src/openapi/load.js';
import { findOperation } from '../../src/openapi/operations.js';
import { orderFields } from '../../src/openapi/describe-schema.js';
import { operationModel } from '../../src/openapi/operation-model.js';
import { requestSamples } from '../../src/openapi/examples.js';
import { readApiSettings } from '../../src/openapi/settings.js';
import { pageFromFile, treeToHtml } from './helpers.js';
import { expectContains } from '../support/text.js';

const plants = fileURLToPath(new URL('../../fixtures/openapi-plants', import.meta.url));
const broken = fileURLToPath(new URL('../../fixtures/openapi-broken', import.meta.url));

function components(tree: Root | RootContent, name: string, out: MdxJsxFlowElement[] = []): MdxJsxFlowElement[] {
  if (tree.type === 'mdxJsxFlowElement' && tree.name === name) out.push(tree);
  if ('children' in tree) for (const child of tree.children) components(child, name, out);
  return out;
}

function attrs(node: MdxJsxFlowElement): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  // A literal expression (`default={20}`) as its source.
  for (const a of node.attributes) if (a.type === 'mdxJsxAttribute') out[a.name] = typeof a.value === 'string' || a.value === null || a.value === undefined ? (a.value ?? null) : a.value.value;
  return out;
}

describe('API page from front matter', () => {
  test('parameters by location, nested body as Expandable, responses per status, generated examples', async () => {
    const page = await pageFromFile(plants, 'api/list-plants.mdx');
    expect(page?.title).toBe('List plants');
    expect(page?.findings).toEqual([]);
    expect(page?.interactive).toBe(true);
    const tree = page?.tree ?? { type: 'root', children: [] };
    const params = components(tree, 'ParamField').map(attrs);
    expect(params).toEqual([
      { header: 'Authorization', type: 'string', required: null },
      { query: 'limit', type: 'integer<int32>', default: '20' },
      { query: 'sort', type: 'string' },
      { header: 'X-Request-Id', type: 'string' },
    ]);
    // A number default keeps its type, so the page's pill shows `20`, not `"20"`.
    const limit = components(tree, 'ParamField').find((node) => attrs(node).query === 'limit');
    expect(limit?.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'default')?.value).toEqual({ type: 'mdxJsxAttributeValueExpression', value: '20' });
    const html = treeToHtml(tree);
    expect(html).toContain('<p>Available options: <code>name</code>, <code>created</code></p>');
    expect(html).toContain('<p>Returns <strong>all</strong> plants the caller can see.</p>');
    // The page's own content follows the operation's description.
    expect(html.indexOf('Returns <strong>all</strong>')).toBeLessThan(html.indexOf('Plants come back newest first.'));
    const headings = tree.children.filter((n) => n.type === 'heading').map((n) => ('children' in n && n.children[0] && 'value' in n.children[0] ? n.children[0].value : ''));
    expect(headings).toEqual(['Authorizations', 'Query parameters', 'Headers', 'Response', '200', '400']);
    const fields = components(tree, 'ResponseField').map((f) => attrs(f).name);
    // Required first, then alphabetical; nested `care` properties inside an Expandable.
    expect(fields).toEqual(['id', 'name', 'care', 'light', 'water', 'tag', 'code', 'message']);
    expect(components(tree, 'Expandable').map(attrs)).toEqual([{ title: 'properties' }]);
    const request = components(tree, 'RequestExample');
    expect(request).toHaveLength(1);
    expect(request[0]?.children.map((c) => (c.type === 'code' ? `${c.lang} ${c.meta}` : c.type))).toEqual(['bash cURL', 'javascript JavaScript', 'python Python']);
    const response = components(tree, 'ResponseExample');
    expect(response[0]?.children.map((c) => (c.type === 'code' ? c.meta : c.type))).toEqual(['200', '400']);
  });

  test('maintainOrder keeps the spec order', async () => {
    const page = await pageFromFile(plants, 'api/create-plant.mdx', { api: { maintainOrder: true } });
    const body = components(page?.tree ?? { type: 'root', children: [] }, 'ParamField').map((f) => attrs(f).body).filter(Boolean);
    expect(body).toEqual(['name', 'tag', 'care', 'water', 'light']);
    const sorted = await pageFromFile(plants, 'api/create-plant.mdx');
    const bodySorted = components(sorted?.tree ?? { type: 'root', children: [] }, 'ParamField').map((f) => attrs(f).body).filter(Boolean);
    expect(bodySorted).toEqual(['name', 'care', 'light', 'water', 'tag']);
  });

  test('the writer’s RequestExample replaces the generated one', async () => {
    const page = await pageFromFile(plants, 'api/create-plant.mdx');
    const request = components(page?.tree ?? { type: 'root', children: [] }, 'RequestExample');
    expect(request).toHaveLength(1);
    expect(request[0]?.children[0]).toMatchObject({ type: 'code', value: `curl -X POST https://api.plants.example/plants -d '{"name":"Fern"}'` });
    // Response examples are still generated, from the spec's example for the body.
    expect(components(page?.tree ?? { type: 'root', children: [] }, 'ResponseExample')).toHaveLength(1);
  });

  test('a circular schema stops with a note instead of recursing', async () => {
    const page = await pageFromFile(plants, 'api/category.mdx');
    expect(page?.title).toBe('Get a category');
    const html = treeToHtml(page?.tree ?? { type: 'root', children: [] });
    expect(html).toContain('Recursive: has the same shape as <code>category</code>.');
  });

  test('Swagger 2.0: body parameter becomes the body, apiKey the auth', async () => {
    const page = await pageFromFile(plants, 'api/update-seed.mdx');
    const tree = page?.tree ?? { type: 'root', children: [] };
    expect(components(tree, 'ParamField').map(attrs)).toEqual([
      { header: 'X-API-Key', type: 'string', required: null },
      { path: 'id', type: 'string', required: null },
      { query: 'dry', type: 'boolean', default: 'false' },
      { body: 'name', type: 'string', required: null },
      { body: 'id', type: 'string' },
    ]);
    expect(page?.markdown).toContain('`PUT https://legacy.plants.example/v1/seeds/{id}`');
  });

  test('a webhook page documents the payload without an interactive playground', async () => {
    const page = await pageFromFile(plants, 'api/plant-added.mdx');
    expect(page?.interactive).toBe(false);
    expect(page?.operation?.webhook).toBe(true);
    expect(components(page?.tree ?? { type: 'root', children: [] }, 'ParamField').map(attrs)).toEqual([
      { body: 'id', type: 'integer | null' },
      { body: 'name', type: 'string' },
    ]);
  });

  test('the Markdown copy holds the full operation', async () => {
    const page = await pageFromFile(plants, 'api/create-plant.mdx');
    const md = page?.markdown ?? '';
    expect(md.startsWith('# Create a plant\n')).toBe(true);
    expectContains(md, [
      '`POST https://api.plants.example/plants`',
      '## Body\n\n`application/json` (required)\n\n- `name` (string, required): The plant\'s name',
      '    Available options: `daily`, `weekly`, `monthly`',
      '### 201',
    ]);
    expect(md).not.toMatch(/<ParamField|<Expandable/);
    // The page writes its own <RequestExample>: it replaces the generated ones in the copy too, as on the page.
    expect(md).not.toContain('## Example request');
    expect(md).not.toContain("--header 'Authorization: Bearer <API_KEY>'");
  });
});

describe('the playground setting', () => {
  test('the page\'s `playground` wins over the configuration; `auth` shows the playground as `display: auth` does, an unknown value is ignored', () => {
    expect(readApiSettings({ playground: { display: 'none' } }, { playground: 'auth' }).playground).toBe('show');
    expect(readApiSettings({ playground: { display: 'auth' } }).playground).toBe('show');
    expect(readApiSettings({ playground: { display: 'interactive' } }, { playground: 'none' }).playground).toBe('hide');
    expect(readApiSettings({ playground: { display: 'simple' } }, { playground: 'full' }).playground).toBe('simple');
  });
});

describe('schema pages (`openapi-schema:`)', () => {
  const schemaPage = (value: string, extra: Record<string, unknown> = {}) =>
    buildApiPage({ root: plants, file: 'api/schema.mdx', frontmatter: { 'openapi-schema': value, ...extra }, frontmatterLines: { 'openapi-schema': 2 }, sources: ['openapi.yaml'] });

  test('the named schema of components.schemas is drawn: its properties as fields, nested ones in an Expandable, and in the Markdown copy', async () => {
    const page = await schemaPage('NewPlant');
    // Mintlify's title for a page without one: its file name (a schema gives none).
    expect(page?.title).toBe('Schema');
    expect(page?.findings).toEqual([]);
    expect(page?.interactive).toBe(false);
    const tree = page?.tree ?? { type: 'root', children: [] };
    const fields = components(tree, 'ResponseField').map(attrs);
    expect(fields.map((field) => field.name)).toEqual(['name', 'care', 'light', 'water', 'tag']);
    expect(fields[0]).toEqual({ name: 'name', type: 'string', required: null });
    expect(page?.markdown).toContain('- `name` (string, required): The plant\'s name');
  });

  test('a title in the front matter wins; `file Name` reads that file (Swagger 2.0 definitions too)', async () => {
    const page = await schemaPage('swagger.json Seed', { title: 'Seeds' });
    expect(page?.title).toBe('Seeds');
    expect(page?.findings).toEqual([]);
    expect(components(page?.tree ?? { type: 'root', children: [] }, 'ResponseField').length).toBeGreaterThan(0);
  });

  test('a name no spec defines is an error at the key; the page shows the neutral note', async () => {
    const page = await schemaPage('openapi.yaml Nope');
    expect(page?.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.severity} ${f.message}`)).toEqual(['api/schema.mdx:2:1 error Unexpected schema `Nope`, expected one that `openapi.yaml` defines in `components.schemas`']);
    expect(treeToHtml(page?.tree ?? { type: 'root', children: [] })).toContain('The full reference for this endpoint is not available right now.');
    const odd = await schemaPage('a b c');
    expect(odd?.findings.map((f) => f.message)).toEqual(['Unexpected `openapi-schema` value `a b c`, expected `Name` or `file Name` of a schema in `components.schemas`']);
  });
});

describe('bad input: the page says what is wrong', () => {
  test('a missing operation is a positioned finding; the page shows readers a neutral note, not the finding', async () => {
    const page = await pageFromFile(plants, 'api/missing-operation.mdx', { sources: ['openapi.yaml'] });
    expect(page?.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.message}`)).toEqual(['api/missing-operation.mdx:3:1 Unexpected operation `GET /nowhere`, expected one that `openapi.yaml` defines']);
    const html = treeToHtml(page?.tree ?? { type: 'root', children: [] });
    expect(html).toContain('The full reference for this endpoint is not available right now.');
    expect(html).not.toContain('Unexpected operation');
    expect(html).not.toContain('missing-operation.mdx');
    expect(page?.interactive).toBe(false);
  });

  test('an operation that fails validation is shown as far as it goes, its problems are warnings only; its neighbour builds', async () => {
    const bad = await buildApiPage({ root: broken, file: 'bad.mdx', frontmatter: { openapi: 'api/invalid.yaml GET /bad' }, frontmatterLines: { openapi: 2 } });
    expect(bad?.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.message}`)).toEqual([
      'bad.mdx:2:1 Unexpected invalid operation `GET /bad` in `api/invalid.yaml`, expected a valid OpenAPI operation',
      'api/invalid.yaml:17:11 Unexpected value of `paths./bad.get.parameters.0.in`, expected one of `path`, `query`, `header`, `cookie`',
    ]);
    expect(bad?.operation?.key).toBe('GET /bad');
    const html = treeToHtml(bad?.tree ?? { type: 'root', children: [] });
    expect(html).toContain('/bad');
    expect(html).not.toMatch(/invalid\.yaml|Unexpected/);
    const good = await buildApiPage({ root: broken, file: 'good.mdx', frontmatter: { openapi: 'api/invalid.yaml GET /good' } });
    expect(good?.findings).toEqual([]);
    expect(good?.title).toBe('Fine');
  });

  test('a spec with a syntax error: a positioned warning; the page (and its Markdown) shows a neutral note', async () => {
    const page = await buildApiPage({ root: broken, file: 'x.mdx', frontmatter: { openapi: 'api/bad-syntax.json GET /a' }, frontmatterLines: { openapi: 2 } });
    // One warning for the spec (the same on every page that names it), the page built from its front matter.
    expect(page?.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.severity} ${f.message}`)).toEqual([
      'api/bad-syntax.json:5:73 warn Unexpected `}` after a `,`, expected a property name in double quotes (JSON allows no trailing comma)',
    ]);
    expect(page?.endpointHtml).toContain('/a');
    expect(page?.playgroundHtml).toBeUndefined();
    expect(page?.markdown).toContain('The full reference for this endpoint is not available right now.');
    expect(page?.markdown).not.toContain('Invalid JSON');
  });

  test('an unreadable reference', async () => {
    const page = await buildApiPage({ root: plants, file: 'x.mdx', frontmatter: { openapi: 'FETCH /plants' } });
    expect(page?.findings[0]?.message).toMatch(/^Unexpected method `FETCH`/);
  });

  test('descriptions are Markdown, never evaluated', async () => {
    const spec = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/x': { get: { description: 'Costs {1+1} coins', responses: { '200': { description: 'ok' } } } } } };
    const listed = findOperation(spec, 'get', '/x');
    if (!listed) throw new Error('fixture');
    const { operationTree } = await import('../../src/openapi/page-tree.js');
    const tree = operationTree(operationModel(spec, listed), { settings: readApiSettings({}) });
    expect(treeToHtml(tree)).toContain('<p>Costs {1+1} coins</p>');
  });

  test('not an API page', async () => {
    await expect(buildApiPage({ root: plants, file: 'x.mdx', frontmatter: { title: 'Plain' } })).resolves.toBeUndefined();
  });
});

describe('legacy `api:` pages', () => {
  test('the playground is built from the page’s ParamFields and the URL', async () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'mdxJsxFlowElement', name: 'ParamField', attributes: [{ type: 'mdxJsxAttribute', name: 'body', value: 'email' }, { type: 'mdxJsxAttribute', name: 'required', value: null }], children: [] },
        { type: 'mdxJsxFlowElement', name: 'ParamField', attributes: [{ type: 'mdxJsxAttribute', name: 'query', value: 'verbose' }, { type: 'mdxJsxAttribute', name: 'type', value: 'boolean' }], children: [] },
      ],
    };
    const page = await buildApiPage({ root: plants, file: 'u.mdx', frontmatter: { title: 'Create user', api: 'POST https://api.example.com/api/user' }, tree, api: { auth: { method: 'bearer' } } });
    expect(page?.operation?.method).toBe('POST');
    expect(page?.operation?.servers).toEqual(['https://api.example.com']);
    expect(page?.operation?.parameters.query.map((p) => p.name)).toEqual(['verbose']);
    expect(page?.operation?.body?.example).toEqual({ email: '<string>' });
    const html = page?.playgroundHtml ?? '';
    expect(html).toContain('data-dw-name="verbose"');
    expect(html).toContain('data-dw-auth="bearer"');
    // The form is not part of the page tree, which goes through the page sanitiser.
    expect(treeToHtml(page?.tree ?? { type: 'root', children: [] })).not.toContain('data-dw-');
    // The hand-written fields stay, once.
    expect(components(page?.tree ?? { type: 'root', children: [] }, 'ParamField')).toHaveLength(2);
  });

  test('a ParamField `placeholder` is its playground input’s placeholder, as Mintlify’s', async () => {
    const field = (name: string, extra: { name: string; value: string }[]): RootContent => ({ type: 'mdxJsxFlowElement', name: 'ParamField', attributes: [{ type: 'mdxJsxAttribute', name: 'query', value: name }, ...extra.map((a) => ({ type: 'mdxJsxAttribute' as const, ...a }))], children: [] });
    const tree: Root = { type: 'root', children: [field('species', [{ name: 'placeholder', value: 'e.g. basil' }]), field('limit', [{ name: 'type', value: 'integer' }])] };
    const page = await buildApiPage({ root: plants, file: 'p.mdx', frontmatter: { title: 'Plants', api: 'GET https://api.example.com/plants' }, tree });
    const html = page?.playgroundHtml ?? '';
    expect(html).toMatch(/data-dw-name="species"[^>]*placeholder="e.g. basil"/);
    expect(html).toMatch(/data-dw-name="limit"[^>]*placeholder="integer"/);
  });

  test("the playground's field ids do not depend on the pages built before it in the same thread", async () => {
    const build = (): ReturnType<typeof buildApiPage> => buildApiPage({ root: plants, file: 'u.mdx', frontmatter: { title: 'Create user', api: 'POST https://api.example.com/api/user?verbose=1' }, tree: { type: 'root', children: [] }, api: { auth: { method: 'bearer' } } });
    const first = (await build())?.playgroundHtml ?? '';
    // Another page's form in between (render threads take pages in any order).
    await buildApiPage({ root: plants, file: 'd.mdx', frontmatter: { title: 'Delete user', api: 'DELETE https://api.example.com/api/user' }, tree: { type: 'root', children: [] }, api: { auth: { method: 'bearer' } } });
    const again = (await build())?.playgroundHtml ?? '';
    expect(first).toMatch(/id="dw-auth-token-1"/);
    expect(again).toBe(first);
  });

  test('a relative `api: POST /path` no spec defines is a manual endpoint on `api.baseUrl`, with no finding', async () => {
    const tree: Root = { type: 'root', children: [{ type: 'mdxJsxFlowElement', name: 'ParamField', attributes: [{ type: 'mdxJsxAttribute', name: 'body', value: 'litres' }, { type: 'mdxJsxAttribute', name: 'type', value: 'number' }], children: [] }] };
    // `plants` has specs, none of which defines `POST /boil`; Mintlify reads no spec for `api:`.
    const page = await buildApiPage({ root: plants, file: 'b.mdx', frontmatter: { title: 'Boil', api: 'POST /boil' }, frontmatterLines: { api: 3 }, tree, api: { baseUrl: ['https://a.kettle.example', 'https://b.kettle.example'] } });
    expect(page?.findings).toEqual([]);
    expect(page?.operation?.method).toBe('POST');
    expect(page?.operation?.path).toBe('/boil');
    expect(page?.playgroundHtml).toContain('https://a.kettle.example');
    expect(page?.playgroundHtml).toContain('https://b.kettle.example');
    expect(page?.operation?.body?.example).toEqual({ litres: 123 });
    expect(treeToHtml(page?.tree ?? { type: 'root', children: [] })).not.toContain('not available');
  });

  test("an absolute `api: POST https://host/path` is sent to that URL's host, not the configured base URL (as Mintlify's parseApiString)", async () => {
    for (const api of [{ baseUrl: ['https://configured.kettle.example'] }, { mdx: { server: 'https://configured.kettle.example' } }]) {
      const page = await buildApiPage({ root: plants, file: 'b.mdx', frontmatter: { title: 'Boil', api: 'POST https://own.kettle.example/v1/boil' }, tree: { type: 'root', children: [] }, api });
      expect(page?.operation?.path).toBe('/v1/boil');
      expect(page?.playgroundHtml).toContain('https://own.kettle.example');
      expect(page?.playgroundHtml).not.toContain('configured.kettle.example');
      const shown = treeToHtml(page?.tree ?? { type: 'root', children: [] });
      expect(shown).toContain('https://own.kettle.example/v1/boil');
      expect(shown).not.toContain('configured.kettle.example');
    }
  });

  test('a hand-written RequestExample is shown once, and no generated one is added', async () => {
    const example: RootContent = { type: 'mdxJsxFlowElement', name: 'RequestExample', attributes: [], children: [{ type: 'code', lang: 'bash', meta: 'cURL', value: 'curl -X DELETE https://api.example.com/api/user' }] };
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Removes a user.' }] }, example] };
    const page = await buildApiPage({ root: plants, file: 'd.mdx', frontmatter: { title: 'Delete user', api: 'DELETE https://api.example.com/api/user' }, tree });
    const found = components(page?.tree ?? { type: 'root', children: [] }, 'RequestExample');
    expect(found).toHaveLength(1);
    expect(found[0]).toBe(example);
  });

  test('without a hand-written RequestExample a generated one is added once', async () => {
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Removes a user.' }] }] };
    const page = await buildApiPage({ root: plants, file: 'd.mdx', frontmatter: { title: 'Delete user', api: 'DELETE https://api.example.com/api/user' }, tree });
    expect(components(page?.tree ?? { type: 'root', children: [] }, 'RequestExample')).toHaveLength(1);
  });
});

describe('request examples', () => {
  test('curl, fetch and requests with placeholders', async () => {
    const { spec } = await loadSpec('openapi.yaml', { root: plants });
    const listed = spec && findOperation(spec, 'POST', '/plants');
    if (!spec || !listed) throw new Error('fixture');
    const samples = requestSamples(operationModel(spec, listed), readApiSettings({}));
    expect(samples.map((s) => s.code)).toEqual([
      `curl --request POST \\
  --url 'https://api.plants.example/plants' \\
  --header 'Authorization: Bearer <API_KEY>' \\
  --header 'Content-Type: application/json' \\
  --data '{
  "name": "Monstera",
  "tag": "indoor"
}'`,
      `const options = {
  method: 'POST',
  headers: {Authorization: 'Bearer <API_KEY>', 'Content-Type': 'application/json'},
  body: JSON.stringify({
    "name": "Monstera",
    "tag": "indoor"
  })
};

fetch('https://api.plants.example/plants', options)
  .then(response => response.json())
  .then(response => console.log(response))
  .catch(err => console.error(err));`,
      `import requests

url = "https://api.plants.example/plants"

payload = {
    "name": "Monstera",
    "tag": "indoor"
}
headers = {
    "Authorization": "Bearer <API_KEY>"
}

response = requests.request("POST", url, json=payload, headers=headers)

print(response.text)`,
    ]);
  });

  test('orderFields: required first, then alphabetical, stable', () => {
    const fields = [
      { name: 'b', required: false },
      { name: 'Z', required: true },
      { name: 'a', required: false },
      { name: 'A', required: false },
    ];
    expect(orderFields(fields, false).map((f) => f.name)).toEqual(['Z', 'A', 'a', 'b']);
    expect(orderFields(fields, true).map((f) => f.name)).toEqual(['b', 'Z', 'a', 'A']);
  });
});
