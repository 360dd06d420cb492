// `docwright migrate` on a Docusaurus site whose docs have number prefixes, an `id` or a `slug`: every link that reached
// a doc on Docusaurus reaches it after the migration (a redirect from the doc's Docusaurus URL), or is named by a
// `migrate-changed` note at the place `docwright check --links` names it broken (fixtures/docusaurus-prefixes).
import { afterAll, describe, expect, jest, test } from '@jest/globals';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkProject } from '../../src/check/check.js';
import { docusaurusPermalink, stripNumberPrefix, type UrlDoc } from '../../src/migrate/docusaurus-urls.js';
import { migrateProject } from '../../src/migrate/project.js';
import { createSite } from '../../src/render/site/site.js';

// Long: it checks a whole project's links (seconds here, a minute on a loaded 2-core machine).
jest.setTimeout(120_000);

const fixture = fileURLToPath(new URL('../../fixtures/docusaurus-prefixes', import.meta.url));
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('Docusaurus URLs', () => {
  test('number prefixes as Docusaurus\'s default parser reads them: dates and versions kept', () => {
    expect(['01-intro', '2. setup', '003 - the doc', '10_x', '1-_-y', '2024-05-harvest', '7.0-release', '12', '5-', '5--', 'v2-notes', '01 -.  spaced'].map(stripNumberPrefix)).toEqual(['intro', 'setup', 'the doc', 'x', 'y', '2024-05-harvest', '7.0-release', '12', '5-', '5--', 'v2-notes', 'spaced']);
  });

  test('a doc\'s URL: its folders and name unprefixed, `id`, a relative or absolute `slug`, a folder\'s index page, `parse_number_prefixes: false`', () => {
    const url = (file: string, data: Record<string, unknown> = {}, route = 'docs'): string => docusaurusPermalink({ file, page: file.replace(/\.mdx?$/, ''), data, draft: false, text: '' } satisfies UrlDoc, 'docs', route);
    expect(url('docs/01-a/02-b.md')).toBe('/docs/a/b');
    expect(url('docs/01-a/02-b.md', { id: 'c' })).toBe('/docs/a/c');
    expect(url('docs/01-a/02-b.md', { slug: 'x/y' })).toBe('/docs/a/x/y');
    expect(url('docs/01-a/02-b.md', { slug: '/top' })).toBe('/docs/top');
    expect(url('docs/01-a/02-b.md', { parse_number_prefixes: false })).toBe('/docs/01-a/02-b');
    expect(url('docs/01-a/index.md')).toBe('/docs/a/');
    expect(url('docs/01-a/README.md')).toBe('/docs/a/');
    // A file named as its folder is matched by its name as written, number prefix and all.
    expect(url('docs/01-a/01-a.md')).toBe('/docs/a/');
    expect(url('docs/01-a/a.md')).toBe('/docs/a/a');
    expect(url('docs/a/a.md')).toBe('/docs/a/');
    expect(url('docs/index.md', {}, '/')).toBe('/');
    expect(url('docs/01-a/02-b.md', {}, '/guides/')).toBe('/guides/a/b');
  });
});

test('after the migration every link that reached a doc on Docusaurus reaches it, or is noted where `check --links` names it', async () => {
  const root = await mkdtemp(join(tmpdir(), 'docwright-docusaurus-urls-'));
  dirs.push(root);
  await cp(fixture, root, { recursive: true });
  const migration = await migrateProject(root, { write: true });
  expect(migration.outcome).toBe('written');
  const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as Record<string, unknown>;
  // A dated folder is no number prefix to Docusaurus: its group keeps its name.
  expect(config.navigation).toMatchObject({ pages: ['docs/01-planting', { group: 'pruning' }, { group: '2024-05-harvest', pages: ['docs/2024-05-harvest/notes'] }, 'docs/gallery', 'docs/tools'] });
  // A redirect from each Docusaurus URL that is not the file's path; the dated folder keeps its name, so needs none.
  expect(config.redirects).toEqual([
    { source: '/docs/planting', destination: '/docs/01-planting' },
    { source: '/docs/pruning', destination: '/docs/02-pruning' },
    { source: '/docs/pruning/light-trim', destination: '/docs/02-pruning/02-summer-cuts' },
    { source: '/docs/pruning/winter-cuts', destination: '/docs/02-pruning/01-winter-cuts' },
  ]);
  const at = (f: { file: string; line: number; column: number }): string => `${relative(root, f.file)}:${String(f.line)}:${String(f.column)}`;
  const notes = migration.findings.filter((f) => f.message.startsWith('Unexpected link'));
  expect(notes.map((f) => `${at(f)} ${f.ruleId} ${f.message}`)).toEqual([
    'docs/02-pruning/01-winter-cuts.md:5:15 migrate-changed Unexpected link `./light-trim` to `/docs/02-pruning/light-trim`, which is no page on Mintlify, expected `/docs/02-pruning/02-summer-cuts`: Docusaurus resolves it to `docs/02-pruning/02-summer-cuts.md`, but the page keeps its text, so the link is left as written (rewrite it as `/docs/02-pruning/02-summer-cuts`)',
    // A file path Mintlify does not rewrite (no `./`): the page's Markdown copy there (check's `link-extension`).
    'docs/02-pruning/02-summer-cuts.md:6:14 migrate-changed Unexpected link `01-winter-cuts.md` to `/docs/02-pruning/01-winter-cuts.md`, which is the page\'s Markdown copy on Mintlify, expected `/docs/02-pruning/01-winter-cuts`: Docusaurus resolves it to `docs/02-pruning/01-winter-cuts.md`, but the page keeps its text, so the link is left as written (rewrite it as `/docs/02-pruning/01-winter-cuts`)',
    'docs/02-pruning/index.md:3:12 migrate-changed Unexpected link `winter-cuts` to `/docs/winter-cuts`, which is no page on Mintlify, expected `/docs/02-pruning/01-winter-cuts`: Docusaurus resolves it to `docs/02-pruning/01-winter-cuts.md`, but the page keeps its text, so the link is left as written (rewrite it as `/docs/02-pruning/01-winter-cuts`)',
  ]);
  // A TypeScript component and one through Docusaurus's `@site` alias are no snippets Mintlify imports: each named at its import.
  expect(migration.findings.filter((f) => f.message.startsWith('Unexpected import')).map((f) => `${at(f)} ${f.ruleId} ${f.message}`)).toEqual([
    "docs/gallery.mdx:1:1 migrate-dropped Unexpected import of `@site/src/components/FruitChart`, a path through Docusaurus's `@site` alias, expected a `.jsx` snippet of the project (`/snippets/name.jsx`): Mintlify's snippets are `.mdx`, `.md` and `.jsx` files, imported by their path with its extension, and it runs no TypeScript, so the component is not shown (rewrite it without types as a `.jsx` snippet and import that)",
    "docs/gallery.mdx:2:1 migrate-dropped Unexpected import of `../src/components/Badge.tsx`, a TypeScript file, expected a `.jsx` snippet of the project (`/snippets/name.jsx`): Mintlify's snippets are `.mdx`, `.md` and `.jsx` files, imported by their path with its extension, and it runs no TypeScript, so the component is not shown (rewrite it without types as a `.jsx` snippet and import that)",
  ]);
  const broken = (await checkProject(root, { links: true, checks: {} })).findings.filter((f) => f.ruleId === 'link-broken' || f.ruleId === 'link-extension');
  // The links the migration names are the only ones `check --links` finds broken (or reaching a page's Markdown copy), at the same places.
  expect(broken.map(at).sort()).toEqual(notes.map(at).sort());
});

test('a link `check --links` and `build` resolve gets no note (`../01-intro/index.md`, with its anchor); the ones they flag get one each, at the same places', async () => {
  const root = await mkdtemp(join(tmpdir(), 'docwright-docusaurus-index-'));
  dirs.push(root);
  await cp(fileURLToPath(new URL('../../fixtures/docusaurus-index-links', import.meta.url)), root, { recursive: true });
  const migration = await migrateProject(root, { write: true });
  expect(migration.outcome).toBe('written');
  const at = (f: { file: string; line: number; column: number }): string => `${relative(root, f.file)}:${String(f.line)}:${String(f.column)}`;
  const notes = migration.findings.filter((f) => f.message.startsWith('Unexpected link'));
  expect(notes.map((f) => `${at(f)} ${f.message}`)).toEqual([
    'docs/01-intro/index.md:5:32 Unexpected link `setup` to `/docs/setup`, which is no page on Mintlify, expected `/docs/01-intro/setup`: Docusaurus resolves it to `docs/01-intro/setup.md`, but the page keeps its text, so the link is left as written (rewrite it as `/docs/01-intro/setup`)',
    'docs/02-guide/page.md:7:35 Unexpected link `feeding.md` to `/docs/02-guide/feeding.md`, which is the page\'s Markdown copy on Mintlify, expected `/docs/02-guide/feeding`: Docusaurus resolves it to `docs/02-guide/feeding.md`, but the page keeps its text, so the link is left as written (rewrite it as `/docs/02-guide/feeding`)',
  ]);
  const linkRules = new Set(['link-broken', 'link-extension', 'link-anchor-broken']);
  const checked = (await checkProject(root, { links: true, checks: {} })).findings.filter((f) => linkRules.has(f.ruleId));
  expect(checked.map((f) => `${at(f)} ${f.ruleId}`).sort()).toEqual(['docs/01-intro/index.md:5:32 link-broken', 'docs/02-guide/page.md:7:35 link-extension']);
  const out = await mkdtemp(join(tmpdir(), 'docwright-docusaurus-index-out-'));
  dirs.push(out);
  const built = await (await createSite({ root, workers: 0, cacheDir: false })).build(join(out, 'site'));
  expect(built.diagnostics.filter((d) => linkRules.has(d.ruleId)).map(at).sort()).toEqual(notes.map(at).sort());
});
