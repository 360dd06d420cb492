// Differential test: the pages docwright generates from OpenAPI specs named in the navigation,
// and where the navigation lists them, against what Mintlify's prebuild generates for the same
// docs.json and specs (@mintlify/prebuild, a devDependency run only here, as an oracle, through
// test/support/prebuild-nav.mjs). Compared: the set of generated page paths (less those a
// written page takes: there the file is the page) and the navigation tree, group by group.
// The oracle takes docs.json as written; the platform validates it first, which drops a
// top-level `navigation.openapi` (a `config-nav-dropped` warning here), so no case has one.
import { describe, expect, jest, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocsConfig } from '../../src/config/index.js';
import type { NavNode } from '../../src/config/model.js';
import { operationNavPages } from '../../src/openapi/nav.js';
import { parsePage } from '../../src/parse/index.js';
import { corpusPresent, corpusProject } from '../support/corpus.js';
import { mintOutline } from '../support/nav-outline.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const repo = fileURLToPath(new URL('../..', import.meta.url));
const ORACLE = join(repo, 'test/support/prebuild-nav.mjs');
const PREBUILD = join(repo, 'node_modules/@mintlify/prebuild/package.json');
const oracle = existsSync(PREBUILD) ? describe : describe.skip;
if (!existsSync(PREBUILD)) process.stderr.write(`Skipping the prebuild differential: missing ${PREBUILD}\n`);

const fixture = join(repo, 'fixtures/openapi-prebuild');

/** One line per navigation entry, indented by depth: `group Trees`, `page api-reference/trees/list-trees`. */
type Outline = string[];

interface Generated {
  pages: string[];
  outline: Outline;
  /** Each generated page's `title` and `sidebarTitle`, as `path: title | sidebarTitle`. */
  titles: string[];
}

function titleLine(path: string, title: string, sidebarTitle: unknown): string {
  return `${path}: ${title}${typeof sidebarTitle === 'string' ? ` | ${sidebarTitle}` : ''}`;
}

/** The outline of docwright's navigation model, in the same shape. */
function ourOutline(nodes: readonly NavNode[], depth = 0, out: Outline = []): Outline {
  for (const node of nodes) {
    if (node.kind === 'page' || node.kind === 'operation') out.push(`${'  '.repeat(depth)}page ${node.page ?? node.label}`);
    else if (node.kind !== 'link') {
      out.push(`${'  '.repeat(depth)}${node.kind} ${node.label}`);
      ourOutline(node.children, depth + 1, out);
    }
  }
  return out;
}

/** Mintlify's prebuild on `root`: the navigation it writes and the pages it generates (files the project has taken out). */
async function prebuild(root: string, specs: readonly string[], files: ReadonlySet<string>): Promise<Generated> {
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, [ORACLE, root, ...specs], { cwd: root, maxBuffer: 1 << 26, timeout: 240_000 }, (error, out, err) => (error ? reject(new Error(`${err}${error.message}`)) : resolve(out)));
  });
  const result = JSON.parse(stdout) as { nav: unknown; pages: Record<string, { title: string; sidebarTitle?: string }> };
  const pages = Object.keys(result.pages).filter((page) => !files.has(page)).sort();
  return { pages, outline: mintOutline(result.nav), titles: pages.map((page) => titleLine(page, result.pages[page]?.title ?? '', result.pages[page]?.sidebarTitle)) };
}

/** docwright on `root`: the virtual pages it generates and the navigation they are placed in. */
async function ours(root: string, files: ReadonlySet<string>): Promise<Generated & { findings: string[] }> {
  const config = await loadDocsConfig(root);
  const model = config.model;
  if (!model) throw new Error(JSON.stringify(config.diagnostics));
  const result = await operationNavPages(model.navigation, { root, model, existing: files, offline: true });
  const pages = [...result.pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const titles = pages.map((page) => {
    const data = parsePage({ path: `${page.path}.mdx`, value: page.source }).frontmatter.data;
    return titleLine(page.path, typeof data.title === 'string' ? data.title : '', data.sidebarTitle);
  });
  return { pages: pages.map((page) => page.path), outline: ourOutline(model.navigation), titles, findings: result.findings.map((f) => f.message) };
}

oracle('generated OpenAPI pages against Mintlify’s prebuild', () => {
  test('the fixture: tags and x-group, x-hidden, x-excluded, x-mint.href, explicit entries, missing summaries, repeated titles, a written page on a generated path', async () => {
    const files = new Set(['index', 'admin', 'api-reference/status']);
    const expected = await prebuild(fixture, ['openapi.yaml', 'admin.yaml'], files);
    const actual = await ours(fixture, files);
    expect(actual.findings).toEqual([]);
    expect(actual.pages).toEqual(expected.pages);
    expect(actual.outline).toEqual(expected.outline);
    expect(actual.titles).toEqual(expected.titles);
    // The cases the fixture is for, named, so a change in the oracle cannot empty the comparison.
    expect(actual.pages).toEqual(expect.arrayContaining(['api-reference/trees/get-trees', 'api-reference/trees/list-trees-1', 'api-reference/trees/fell-a-tree', 'api-reference/unlisted-tag/list-seasons', 'guides/harvest-status', 'admin-api/keys/list-keys']));
    expect(actual.pages).not.toContain('api-reference/status');
    expect(actual.pages.some((page) => page.includes('reindex') || page.includes('revoke'))).toBe(false);
  });

  const specs = [
    ['starter', 'api-reference/openapi.json'],
    ['mintlify-docs', 'openapi.json'],
    ['mintlify-docs', 'es/openapi.json'],
  ] as const;
  for (const [project, spec] of specs) {
    const run = corpusPresent(project) ? test : test.skip;
    run(`the corpus spec ${project}/${spec}, as a group's \`openapi\``, async () => {
      // A project of its own around the corpus spec (read in place, copied to a temporary folder, never into the repository).
      const root = mkdtempSync(join(tmpdir(), 'docwright-prebuild-'));
      try {
        const name = basename(spec);
        copyFileSync(join(corpusProject(project), spec), join(root, name));
        writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nHome.\n');
        const navigation = { groups: [{ group: 'Home', pages: ['index'] }, { group: 'API', openapi: name, pages: [] }] };
        writeFileSync(join(root, 'docs.json'), JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Corpus spec', colors: { primary: '#000000' }, navigation }));
        const files = new Set(['index']);
        const expected = await prebuild(root, [name], files);
        const actual = await ours(root, files);
        expect(expected.pages.length).toBeGreaterThan(0);
        expect(actual.pages).toEqual(expected.pages);
        expect(actual.outline).toEqual(expected.outline);
        expect(actual.titles).toEqual(expected.titles);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    });
  }
});
