// Versions with tabs and anchors on folders: a legacy `mint.json` shows, in each version, the
// pages of the tabs and anchors of that version or of none (the deepest folder decides). The
// migrated `docs.json` must list the same pages per version, and a build of the `mint.json`
// (docwright reads legacy configs) must show the same navigation per version as a build of the
// migration.
import { afterAll, describe, expect, jest, test } from '@jest/globals';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { loadDocsConfig } from '../../src/config/index.js';
import type { NavNode } from '../../src/config/model.js';
import { navPages } from '../../src/config/nav-walk.js';
import { legacyConfigSchema } from '../../src/config/schema/legacy.js';
import { migrateLegacy } from '../../src/migrate/migrate.js';
import { isRecord } from '../../src/guards.js';
import { createSite } from '../../src/render/site/site.js';

// Long: each case builds two sites (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const base = await mkdtemp(join(tmpdir(), 'docwright-version-divisions-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

type Json = Record<string, unknown>;

interface Case {
  name: string;
  mint: Json;
  /** The pages each version lists, sorted. */
  expected: Record<string, string[]>;
}

const two = { name: 'Versions', favicon: '/favicon.svg', colors: { primary: '#15803D' }, versions: ['v2', 'v1'] };

const cases: Case[] = [
  {
    name: 'an unversioned tab and a versioned anchor on the same folder (a group split between folders)',
    mint: {
      ...two,
      tabs: [{ name: 'API', url: 'api' }],
      anchors: [{ name: 'Old', icon: 'code', url: 'api', version: 'v1' }],
      navigation: [{ group: 'A', version: 'v2', pages: ['a'] }, { group: 'B', pages: ['b', 'api/c'] }],
    },
    expected: { v2: ['a', 'api/c', 'b'], v1: ['api/c', 'b'] },
  },
  {
    name: 'an unversioned tab and a versioned anchor on the same folder (a group inside the folder)',
    mint: {
      ...two,
      tabs: [{ name: 'API', url: 'api' }],
      anchors: [{ name: 'Old', url: 'api', version: 'v1' }],
      navigation: [{ group: 'Intro', pages: ['intro'] }, { group: 'Calls', pages: ['api/c', 'api/d'] }],
    },
    expected: { v2: ['api/c', 'api/d', 'intro'], v1: ['api/c', 'api/d', 'intro'] },
  },
  {
    name: 'an unversioned tab in a deeper folder than a versioned anchor',
    mint: {
      ...two,
      tabs: [{ name: 'Beta', url: 'api/beta' }],
      anchors: [{ name: 'Old', url: 'api', version: 'v1' }],
      navigation: [{ group: 'Intro', pages: ['intro'] }, { group: 'Beta calls', pages: ['api/beta/x'] }, { group: 'Old calls', pages: ['api/y'] }],
    },
    expected: { v2: ['api/beta/x', 'intro'], v1: ['api/beta/x', 'api/y', 'intro'] },
  },
  {
    name: 'a versioned anchor in a deeper folder than an unversioned tab',
    mint: {
      ...two,
      tabs: [{ name: 'API', url: 'api' }],
      anchors: [{ name: 'V1', url: 'api/v1', version: 'v1' }],
      navigation: [{ group: 'Intro', pages: ['intro'] }, { group: 'Calls', pages: ['api/p'] }, { group: 'V1 calls', pages: ['api/v1/q'] }],
    },
    expected: { v2: ['api/p', 'intro'], v1: ['api/p', 'api/v1/q', 'intro'] },
  },
  {
    name: 'versioned tabs, one per version, and an unversioned one',
    mint: {
      ...two,
      tabs: [{ name: 'Old API', url: 'api', version: 'v1' }, { name: 'New API', url: 'next', version: 'v2' }, { name: 'Guides', url: 'guides' }],
      navigation: [{ group: 'Intro', pages: ['intro'] }, { group: 'Old', pages: ['api/o'] }, { group: 'New', pages: ['next/n'] }, { group: 'Guides', pages: ['guides/g'] }],
    },
    expected: { v2: ['guides/g', 'intro', 'next/n'], v1: ['api/o', 'guides/g', 'intro'] },
  },
  {
    name: 'nested groups with and without versions under a folder shared by a tab and a versioned anchor',
    mint: {
      ...two,
      tabs: [{ name: 'API', url: 'api' }],
      anchors: [{ name: 'Old', url: 'api', version: 'v1' }],
      navigation: [
        { group: 'Outer', pages: ['o', { group: 'Inner v1', version: 'v1', pages: ['api/i'] }, { group: 'Inner', pages: ['api/j'] }] },
        { group: 'Only v2', version: 'v2', pages: ['p', { group: 'Back to v1', version: 'v1', pages: ['q'] }] },
      ],
    },
    expected: { v2: ['api/j', 'o', 'p'], v1: ['api/i', 'api/j', 'o', 'q'] },
  },
];

function pagesOf(mint: Json): string[] {
  const out: string[] = [];
  const visit = (entries: unknown): void => {
    if (!Array.isArray(entries)) return;
    for (const entry of entries) {
      if (typeof entry === 'string') out.push(entry);
      else if (isRecord(entry)) visit(entry.pages);
    }
  };
  visit(mint.navigation);
  return out;
}

async function project(root: string, config: string, json: Json, pages: readonly string[]): Promise<void> {
  await mkdir(root, { recursive: true });
  await writeFile(join(root, config), JSON.stringify(json, null, 2));
  for (const page of pages) {
    await mkdir(dirname(join(root, `${page}.mdx`)), { recursive: true });
    await writeFile(join(root, `${page}.mdx`), `---\ntitle: ${page}\n---\n\nThe page ${page}.\n`);
  }
}

/** The pages of each version of a project's navigation, as `check` and `build` read it. */
async function pagesPerVersion(root: string): Promise<Record<string, string[]>> {
  const { model } = await loadDocsConfig(root);
  if (!model) throw new Error(`no model for ${root}`);
  const versions = model.navigation.filter((node: NavNode) => node.kind === 'version');
  return Object.fromEntries(versions.map((node) => [node.label, [...new Set(navPages({ navigation: node.children }))].sort()]));
}

/** Each built page with its version switcher's label and the pages its sidebar lists. */
async function builtNavigation(root: string): Promise<Record<string, { version: string; sidebar: string[] }>> {
  const out = join(base, `${relative(base, root).replace(/\//g, '-')}-site`);
  const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
  expect(result.errors).toBe(0);
  const files = (await readdir(out, { recursive: true })).filter((f) => f.endsWith('.html') && f !== '404.html' && !f.startsWith('_')).sort();
  const pages: Record<string, { version: string; sidebar: string[] }> = {};
  for (const file of files) {
    const html = await readFile(join(out, file), 'utf8');
    // A folder's redirect to its first page (`api.html`) has no sidebar.
    if (html.includes('http-equiv="refresh"')) continue;
    const nav = /<nav class="dw-sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    pages[file] = {
      version: /aria-label="Version: ([^"]+)"/.exec(html)?.[1] ?? '',
      sidebar: [...nav.matchAll(/data-p="([^"]+)"/g)].map((m) => m[1] ?? '').sort(),
    };
  }
  return pages;
}

describe.each(cases)('$name', ({ name, mint, expected }) => {
  const dir = join(base, name.replace(/[^a-z0-9]+/gi, '-'));
  const legacyRoot = join(dir, 'legacy');
  const currentRoot = join(dir, 'current');

  test('the migration lists, in each version, the pages the legacy navigation shows there, and drops none', async () => {
    const migration = migrateLegacy(legacyConfigSchema.parse(mint), mint);
    await project(legacyRoot, 'mint.json', mint, pagesOf(mint));
    await project(currentRoot, 'docs.json', migration.config, pagesOf(mint));
    expect(migration.dropped.map((d) => d.key)).toEqual([]);
    expect(await pagesPerVersion(currentRoot)).toEqual(expected);
  });

  test('check and build read the mint.json with the same pages per version as the migration', async () => {
    expect(await pagesPerVersion(legacyRoot)).toEqual(expected);
    const [legacy, current] = [await builtNavigation(legacyRoot), await builtNavigation(currentRoot)];
    expect(Object.keys(current)).toEqual(Object.keys(legacy));
    // Each page is built in the same version by both, and its sidebar lists it (a page of a
    // version is built with that version's sidebar, and the version's pages are the model's).
    const versionOf = (site: typeof legacy): Record<string, string> => Object.fromEntries(Object.entries(site).map(([file, { version }]) => [file, version]));
    expect(versionOf(current)).toEqual(versionOf(legacy));
    for (const site of [legacy, current]) {
      for (const [file, { version, sidebar }] of Object.entries(site)) {
        const page = file.replace(/\.html$/, '');
        // The home page (`index.html`) is the first page again.
        if (file === 'index.html') continue;
        expect({ file, listed: sidebar.includes(page), inVersion: expected[version]?.includes(page) }).toEqual({ file, listed: true, inVersion: true });
      }
    }
  });
});
