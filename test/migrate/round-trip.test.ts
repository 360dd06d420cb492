// The migration proven by building both configurations: for every legacy fixture, the site
// built from `mint.json` and the one built from `migrate(mint.json)` have the same pages, the
// same sidebar (with its version switcher) on every page, and the same page bodies (API
// field order included); every setting without a home is named once by its mint.json key.
import { afterAll, describe, expect, jest, test } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocsConfig } from '../../src/config/index.js';
import { legacyConfigSchema } from '../../src/config/schema/legacy.js';
import { isRecord } from '../../src/guards.js';
import { migrateLegacy, type Migration } from '../../src/migrate/migrate.js';
import { createSite } from '../../src/render/site/site.js';
import { corpusProject, testWithCorpus } from '../support/corpus.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const fixtures = fileURLToPath(new URL('../../fixtures', import.meta.url));
const legacyFixtures = readdirSync(fixtures).filter((name) => existsSync(join(fixtures, name, 'mint.json')));
const base = await mkdtemp(join(tmpdir(), 'docwright-round-trip-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => relative(dir, join(e.parentPath, e.name))).sort();
}

async function build(root: string): Promise<string> {
  const out = join(root, '..', `${relative(base, root).replace(/\//g, '-')}-site`);
  const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
  expect(result.errors).toBe(0);
  return out;
}

/** The sidebar of a page (switchers, anchors, groups, links), without the build's group counters. */
function sidebar(html: string, gradientsDropped: boolean): string {
  const nav = /<nav class="dw-sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const plain = nav.replace(/ data-g="\d+"/g, '');
  // A gradient anchor colour is one of the named losses: the migrated anchor takes its first colour.
  return gradientsDropped ? plain.replace(/<span class="dw-anchor-icon" style="[^"]*">/g, '<span class="dw-anchor-icon">') : plain;
}

/**
 * The feedback links, when migrate names `feedback` as dropped: `docs.json` has no such
 * setting (Mintlify sets the buttons in its dashboard), so only the legacy build shows them.
 */
function withoutFeedback(html: string, feedbackDropped: boolean): string {
  return feedbackDropped ? html.replace(/<div class="dw-feedback">[\s\S]*?<\/div>/g, '') : html;
}

/** A page's body, without the per-process counters of playground input ids (`dw-body-body-2`). */
function main(html: string, feedbackDropped: boolean): string {
  return withoutFeedback(/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '', feedbackDropped).replace(/\b(dw-[a-z]+-[a-z]+)-\d+\b/g, '$1');
}

/** A whole page, with the normalisations above. */
function comparable(html: string, gradientsDropped: boolean, feedbackDropped: boolean): string {
  // migrate writes a footer social named `twitter` as the spec's `x` (with a note): the same link, icon and label (`X`).
  const plain = withoutFeedback(html, feedbackDropped).replace(/ data-g="\d+"/g, '').replace(/\b(dw-[a-z]+-[a-z]+)-\d+\b/g, '$1');
  return gradientsDropped ? plain.replace(/<span class="dw-anchor-icon" style="[^"]*">/g, '<span class="dw-anchor-icon">') : plain;
}

/** Whether `key` (`anchors[1].color`, `api.maintainOrder`) names a setting present in `raw`. */
function present(raw: unknown, key: string): boolean {
  let value: unknown = raw;
  for (const part of key.split(/\.|\[(\d+)\]/).filter((p) => p !== undefined && p !== '')) {
    if (Array.isArray(value) && /^\d+$/.test(part)) value = value[Number(part)];
    else if (isRecord(value)) value = value[part];
    else return false;
  }
  return value !== undefined;
}

async function migrateFixture(name: string, source = join(fixtures, name)): Promise<{ legacyRoot: string; currentRoot: string; migration: Migration; raw: Record<string, unknown> }> {
  const legacyRoot = join(base, name, 'legacy');
  const currentRoot = join(base, name, 'current');
  await cp(source, legacyRoot, { recursive: true });
  await cp(source, currentRoot, { recursive: true });
  const loaded = await loadDocsConfig(legacyRoot);
  if (!loaded.model) throw new Error(`no model for ${name}`);
  const raw = loaded.model.raw;
  const migration = migrateLegacy(legacyConfigSchema.parse(raw), raw);
  await writeFile(join(currentRoot, 'docs.json'), JSON.stringify(migration.config));
  await rm(join(currentRoot, 'mint.json'));
  return { legacyRoot, currentRoot, migration, raw };
}

/** Build the legacy project and its migration; both sites must match page for page. */
async function roundTrip(name: string, source?: string): Promise<void> {
  const { legacyRoot, currentRoot, migration, raw } = await migrateFixture(name, source);
  const current = await loadDocsConfig(currentRoot);
  expect(current.generation).toBe('current');
  expect(current.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);

  const [before, after] = [await build(legacyRoot), await build(currentRoot)];
  const pages = await htmlFiles(before);
  expect(await htmlFiles(after)).toEqual(pages);
  const gradients = migration.dropped.some((d) => d.key.endsWith('.color') || d.key === 'colors.anchors');
  const feedback = migration.dropped.some((d) => d.key === 'feedback');
  for (const page of pages) {
    const [a, b] = [await readFile(join(before, page), 'utf8'), await readFile(join(after, page), 'utf8')];
    expect({ page, sidebar: sidebar(b, gradients) }).toEqual({ page, sidebar: sidebar(a, gradients) });
    expect({ page, main: main(b, feedback) }).toEqual({ page, main: main(a, feedback) });
    // The rest of the page too: header, tabs, footer.
    expect({ page, html: comparable(b, gradients, feedback) }).toEqual({ page, html: comparable(a, gradients, feedback) });
  }

  // Each dropped setting once, by a key that exists in mint.json.
  const keys = migration.dropped.map((d) => d.key);
  expect(new Set(keys).size).toBe(keys.length);
  for (const key of keys) expect({ key, present: present(raw, key) }).toEqual({ key, present: true });
}

describe.each(legacyFixtures)('round trip of fixtures/%s', (name) => {
  test('build(legacy) and build(migrate(legacy)) show the same pages, sidebars per version and bodies', () => roundTrip(name));
});

// The real legacy project (copied): tabs with external anchors only, so tabs on top and global anchors in both builds.
testWithCorpus('the round trip of the legacy corpus project', ['legacy'])('round trip of corpus/legacy', () => roundTrip('corpus-legacy', corpusProject('legacy')));

describe('fixtures/legacy-versions', () => {
  test('names exactly the settings that have no home, by their mint.json keys', async () => {
    const { migration } = await migrateFixture('legacy-versions');
    expect(migration.dropped.map((d) => d.key)).toEqual(['colors.anchors', 'anchors[0].color', 'topbarCtaButton.style', 'topbarCtaButton.arrow', 'api.maintainOrder']);
    expect(migration.dropped.find((d) => d.key === 'api.maintainOrder')?.reason).toContain('the order is kept');
  });

  test('each version lists the shared pages once, and the v1 switcher entry leads to a v1 page', async () => {
    const { legacyRoot } = await migrateFixture('legacy-versions');
    const site = await build(legacyRoot);
    const v1 = await readFile(join(site, 'v1/basics.html'), 'utf8');
    const switcher = /<details class="dw-switcher dw-switcher-version">[\s\S]*?<\/details>/.exec(v1)?.[0] ?? '';
    expect([...switcher.matchAll(/<a href="([^"]+)"[^>]*><span>([^<]+)<\/span>/g)].map((m) => `${m[2] ?? ''} ${m[1] ?? ''}`)).toEqual(['v2 /introduction', 'v1 /v1/notes']);
    // The v1 page nested in a v2 group is kept in v1, under its parent's name.
    expect(sidebar(v1, true)).toContain('<p class="dw-nav-group-title">Basics</p><ul class="dw-nav-list"><li class="dw-nav-nested"><details><summary><span>Older notes</span>');
    // Shared pages are in both sidebars; v2-only pages are not in v1's.
    expect(v1).toContain('data-p="introduction"');
    expect(v1).not.toContain('data-p="v2/basics"');
    const v2 = await readFile(join(site, 'v2/basics.html'), 'utf8');
    expect(v2).toContain('data-p="introduction"');
    expect(v2).not.toContain('data-p="v1/basics"');
    // Previous and next stay in the version: v1's first own page does not lead back into v2.
    const pager = (html: string): string[] => [.../<nav[^>]*aria-label="Previous and next pages"[\s\S]*?<\/nav>/.exec(html)?.[0].matchAll(/href="([^"]+)"/g) ?? []].map((m) => m[1] ?? '');
    expect(pager(await readFile(join(site, 'v1/notes.html'), 'utf8'))).toEqual(['/v1/basics']);
    expect(pager(await readFile(join(site, 'guides/setup.html'), 'utf8'))).toEqual(['/v2/api/create-plant']);
  });
});

describe('fixtures/legacy-default-version', () => {
  test('a shared page is built in the default version; a version with a `url` links away', async () => {
    const { legacyRoot, migration } = await migrateFixture('legacy-default-version');
    expect(migration.config.navigation).toMatchObject({ versions: [{ version: 'v1' }, { version: 'v2', default: true }, { version: 'v0', href: 'https://archive.example.com' }] });
    const overview = await readFile(join(await build(legacyRoot), 'overview.html'), 'utf8');
    const switcher = /<details class="dw-switcher dw-switcher-version">[\s\S]*?<\/details>/.exec(overview)?.[0] ?? '';
    expect(switcher).toContain('aria-label="Version: v2"');
    expect([...switcher.matchAll(/<a href="([^"]+)"[^>]*><span>([^<]+)<\/span>/g)].map((m) => `${m[2] ?? ''} ${m[1] ?? ''}`)).toEqual(['v1 /v1/bins', 'v2 /overview', 'v0 https://archive.example.com']);
  });
});
