// Every API page of the real projects in ../shared/corpus builds from its spec.
import { expect, jest, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { parsePage } from '../../src/parse/index.js';
import { buildApiPage, type ApiPage } from '../../src/openapi/page.js';
import { corpusProject, describeWithCorpus } from '../support/corpus.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const maybe = describeWithCorpus('the OpenAPI corpus tests', ['starter', 'legacy', 'hoppscotch', 'mintlify-docs']);

async function apiPages(project: string): Promise<{ file: string; page: ApiPage }[]> {
  const root = corpusProject(project);
  const configFile = existsSync(join(root, 'docs.json')) ? 'docs.json' : 'mint.json';
  const config = JSON.parse(readFileSync(join(root, configFile), 'utf8')) as Record<string, unknown>;
  const out: { file: string; page: ApiPage }[] = [];
  for (const file of globSync(['**/*.mdx', '**/*.md'], { cwd: root, ignore: ['**/node_modules/**'] }).sort()) {
    const value = readFileSync(join(root, file), 'utf8');
    // Cheap filter before parsing: an API page names its operation in the front matter.
    if (!/^---[\s\S]*?^(openapi|api):/m.test(value.slice(0, 2000))) continue;
    const parsed = parsePage({ path: file, value });
    const page = await buildApiPage({ root, file, frontmatter: parsed.frontmatter.data, frontmatterLines: parsed.frontmatter.keyLines, tree: parsed.tree, api: config.api });
    if (page) out.push({ file, page });
  }
  return out;
}

maybe('corpus API pages', () => {
  test('starter: every API page builds from its spec, the webhook included', async () => {
    const pages = await apiPages('starter');
    expect(pages.map((p) => [p.file, p.page.operation?.key, p.page.findings.length])).toEqual([
      ['api-reference/endpoint/create.mdx', 'POST /plants', 0],
      ['api-reference/endpoint/delete.mdx', 'DELETE /plants/{id}', 0],
      ['api-reference/endpoint/get.mdx', 'GET /plants', 0],
      ['api-reference/endpoint/webhook.mdx', 'WEBHOOK /plant/webhook', 0],
    ]);
  }, 300_000);

  test('mintlify-docs: API pages build from its specs, translated pages from the spec that has the operation', async () => {
    const pages = await apiPages('mintlify-docs');
    // The discovery spec's endpoint is a tool of Mintlify's hosted MCP server (`x-mint.mcp`), which
    // docwright has not: the 4 pages a language built from that spec say so (the build reports it once).
    const extension = (f: { ruleId: string }): boolean => f.ruleId === 'openapi-extension-no-effect';
    const built = pages.filter((p) => p.page.operation && p.page.findings.every(extension));
    const failed = pages.filter((p) => !p.page.findings.every(extension));
    expect(built.length).toBeGreaterThanOrEqual(100);
    // The es/fr/zh analytics specs hold 4 of the English spec's 8 paths; like Mintlify, a
    // page naming one of the other 4 is built from the spec in the project that has it.
    expect(failed.map((p) => p.file)).toEqual([]);
    const noted = pages.filter((p) => p.page.findings.length > 0);
    expect(noted).toHaveLength(16);
    for (const { file } of noted) expect(file).toMatch(/^((es|fr|zh)\/)?api\/assistant\//);
    for (const { page } of noted) expect(page.findings.map((f) => f.message)).toEqual([expect.stringContaining('`x-mint.mcp`')]);
  }, 300_000);

  test('legacy: `api:` pages get a playground from their ParamFields', async () => {
    const pages = await apiPages('legacy');
    expect(pages).toHaveLength(4);
    for (const { page } of pages) {
      expect(page.findings).toEqual([]);
      expect(page.operation?.servers).toEqual(['https://api.mintlify.com']);
    }
  }, 300_000);
});
