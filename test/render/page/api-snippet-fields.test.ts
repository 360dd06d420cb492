// A legacy `api:` page's ParamFields and ResponseFields written in a snippet it imports are its fields in the
// playground form and its generated examples too, as the page shows them (src/render/layout/render-page.ts
// `shownApiTree`): the form was made from the page's tree before its snippets were inlined.
import { afterAll, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'parse5';
import { createSite } from '../../../src/render/site/site.js';
import type { HtmlNode } from '../../support/html-node.js';
import { makeProject } from '../helpers.js';

// Long: each test builds a small site in-process (seconds here, more on a loaded 2-core machine).
jest.setTimeout(120_000);

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The built `page.html` of a site of `files`, with the build's findings. */
async function built(files: Record<string, string>): Promise<{ html: string; findings: string[] }> {
  const config = { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Pond API', colors: { primary: '#15803D' }, api: { mdx: { server: 'https://pond.example.test' } }, navigation: { pages: ['page'] } };
  const root = makeProject({ 'docs.json': JSON.stringify(config), ...files });
  const out = mkdtempSync(join(tmpdir(), 'docwright-api-snippet-'));
  dirs.push(root, out);
  const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(join(out, 'site'));
  return { html: readFileSync(join(out, 'site', 'page.html'), 'utf8'), findings: result.diagnostics.map((d) => `${d.file}: ${d.ruleId}`) };
}

/** The `name` of each input, select and textarea of the page's playground form (`form.dw-api-form`). */
function formFields(html: string): string[] {
  const names: string[] = [];
  const walk = (node: HtmlNode, inForm: boolean): void => {
    const attrs = new Map((node.attrs ?? []).map((a) => [a.name, a.value]));
    const form = inForm || (node.nodeName === 'form' && (attrs.get('class') ?? '').split(' ').includes('dw-api-form'));
    if (form && ['input', 'select', 'textarea'].includes(node.nodeName)) names.push(attrs.get('name') ?? '');
    for (const child of node.childNodes ?? []) walk(child, form);
  };
  walk(parse(html), false);
  return names;
}

const page = "---\ntitle: Add a plant\napi: POST /plants\n---\n\nimport PlantFields from '/snippets/plant-fields.mdx';\n\nAdds a plant to the pond.\n\n<ParamField query=\"dry\" type=\"boolean\">Only check it.</ParamField>\n\n<PlantFields />\n";
const snippet = '<ParamField body="name" type="string" required>The plant\'s name.</ParamField>\n\n<ParamField header="X-Pond" type="string">The pond.</ParamField>\n\n<ResponseField name="depth" type="integer">How deep it grows.</ResponseField>\n';

test("a snippet's ParamFields are fields of the playground form, beside the page's own", async () => {
  const { html } = await built({ 'page.mdx': page, 'snippets/plant-fields.mdx': snippet });
  expect(formFields(html)).toEqual(expect.arrayContaining(['query.dry', 'header.X-Pond', 'body']));
  // The generated request example sends the snippet's body field, and the response example has its ResponseField.
  expect(html).toContain('--header');
  expect(html).toMatch(/&#x22;name&#x22;: &#x22;&#x3C;string>&#x22;|"name": "&#x3C;string>"/);
  expect(html).toContain('depth');
});

test("a snippet's `<RequestExample>` is the page's own: no generated one is added beside it", async () => {
  const withExample = `${snippet}\n<RequestExample>\n\`\`\`bash Pond\ncurl https://pond.example.test/plants?mine\n\`\`\`\n</RequestExample>\n`;
  const { html } = await built({ 'page.mdx': page, 'snippets/plant-fields.mdx': withExample });
  expect(html).toContain('plants?mine');
  expect(html.match(/class="dw-tabs dw-request-example"/g)).toHaveLength(1);
  expect(html).not.toContain('--header');
});

test("an unknown `type` of a snippet's body field is reported at the snippet, not the page", async () => {
  const odd = snippet.replace('body="name" type="string"', 'body="name" type="Lily"');
  const { findings } = await built({ 'page.mdx': page, 'snippets/plant-fields.mdx': odd });
  const fieldType = findings.filter((f) => f.endsWith(': api-field-type'));
  expect(fieldType).toHaveLength(1);
  expect(fieldType[0]).toMatch(/snippets[/\\]plant-fields\.mdx: api-field-type$/);
});
