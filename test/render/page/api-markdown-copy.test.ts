// The Markdown copy (`page.md`, llms-full.txt) of an API page keeps the author's text as a page's copy does
// (src/render/page/markdown-copy.ts): a legacy `api:` page's ParamFields and ResponseFields with their descriptions,
// a snippet's own text spliced in at its use, no imports; and it lists no field the page does not show.
import { afterAll, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite } from '../../../src/render/site/site.js';
import { makeProject } from '../helpers.js';

// Long: each test builds a small site in-process (seconds here, more on a loaded 2-core machine).
jest.setTimeout(120_000);

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The `.md` copy of `page` and llms-full.txt of a site of `files` with the pages `index` and `page`. */
async function built(files: Record<string, string>): Promise<{ copy: string; full: string; warnings: string[] }> {
  const config = { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Pond API', colors: { primary: '#15803D' }, navigation: { pages: ['index', 'page'] } };
  const root = makeProject({ 'docs.json': JSON.stringify(config), 'index.mdx': '---\ntitle: Home\n---\n\nThe pond.\n', ...files });
  const out = mkdtempSync(join(tmpdir(), 'docwright-api-copy-'));
  dirs.push(root, out);
  const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(join(out, 'site'));
  return { copy: readFileSync(join(out, 'site', 'page.md'), 'utf8'), full: readFileSync(join(out, 'site', 'llms-full.txt'), 'utf8'), warnings: result.diagnostics.map((d) => `${d.ruleId} ${d.message}`) };
}

const fields = '<ParamField query="limit" type="number">\n  Max rows, at most *fifty* &mdash; or none.\n</ParamField>\n\n<ResponseField name="plants" type="object[]" required>\n  The plants, each with its `name`.\n</ResponseField>\n';

test("a legacy `api:` page: the author's ParamField and ResponseField as written, with a snippet's fields spliced in, and no list of them without their descriptions", async () => {
  const page = `---\ntitle: List plants\napi: "GET /plants"\n---\n\nimport Offset from '/snippets/offset.mdx';\n\nEvery plant, newest first.\n\n${fields}\n<Offset />\n`;
  const { copy, full } = await built({ 'page.mdx': page, 'snippets/offset.mdx': '<ParamField query="offset" type="number">\n  Rows to skip, for paging.\n</ParamField>\n' });
  const body = `Every plant, newest first.\n\n${fields}\n<ParamField query="offset" type="number">\n  Rows to skip, for paging.\n</ParamField>\n\n## Example request`;
  expect(copy.startsWith(`# List plants\n\n\`GET /plants\`\n\n${body}`)).toBe(true);
  expect(copy).not.toContain('import Offset');
  expect(copy).not.toContain('<Offset');
  // The page shows the author's fields only: no "Query parameters" or "Response" list repeats them without their text.
  expect(copy).not.toContain('## Query parameters');
  expect(copy).not.toContain('## Response\n');
  expect(copy).toContain('## Example response');
  expect(full).toContain(body);
});

test("an `openapi:` page: its own text with a snippet's spliced in and `<Visibility>` resolved, before the operation's lists", async () => {
  const spec = 'openapi: 3.0.3\ninfo: { title: Pond, version: "1" }\npaths:\n  /plants:\n    get:\n      summary: List plants\n      parameters:\n        - { name: limit, in: query, description: How many to list, schema: { type: integer } }\n      responses:\n        "200": { description: The plants }\n';
  const page = `---\nopenapi: GET /plants\n---\n\nimport Note from '/snippets/note.mdx';\n\n<Note />\n\n<Visibility for="humans">\n  People only.\n</Visibility>\n`;
  const { copy } = await built({ 'openapi.yaml': spec, 'page.mdx': page, 'snippets/note.mdx': 'Plants are *listed* &amp; paged.\n' });
  expect(copy).toContain('Plants are *listed* &amp; paged.\n\n## Query parameters\n\n- `limit` (integer): How many to list');
  expect(copy).not.toContain('import Note');
  expect(copy).not.toContain('<Note');
  expect(copy).not.toContain('People only');
});
