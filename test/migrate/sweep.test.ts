// `docwright migrate` from Starlight and Docusaurus loses nothing silently: a site of each with every front matter key
// and configuration key their docs list (and `:::` blocks, code titles, component imports) gets each one carried over
// or named at its `file:line:col`; drafts and unlisted pages leave the navigation, a page listed twice stays at its
// first place, the site's URL becomes `seo.metatags.canonical`; and `check` on the result gives no error.
import { afterAll, describe, expect, jest, test } from '@jest/globals';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { checkProject } from '../../src/check/check.js';
import { currentConfigSchema } from '../../src/config/schema/current.js';
import { migrateProject } from '../../src/migrate/project.js';
import type { Finding } from '../../src/findings/finding.js';

// It checks two whole (small) projects.
jest.setTimeout(120_000);

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function project(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'docwright-sweep-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

/** Each finding as `file line:col rule` and the first code span of its message (the key or block it names). */
const places = (root: string, findings: readonly Finding[]): string[] => findings.map((f) => `${relative(root, f.file)} ${String(f.line)}:${String(f.column)} ${f.ruleId} ${/`([^`]*)`/.exec(f.message)?.[1] ?? ''}`);

/** `check` on the migrated project: no error, no duplicate page, no empty group. */
async function checkedClean(root: string): Promise<void> {
  const { findings } = await checkProject(root, { checks: {} });
  expect(findings.filter((f) => f.severity === 'error' || f.ruleId === 'nav-page-duplicate' || f.ruleId === 'nav-group-empty').map((f) => `${f.ruleId} ${f.message}`)).toEqual([]);
}

describe('migrate from Starlight: every key carried over or named', () => {
  test('front matter, configuration and content, at their lines; drafts out of the navigation; a repeated link kept once', async () => {
    const root = await project({
      'astro.config.mjs': [
        "import { defineConfig } from 'astro/config';",
        "import starlight from '@astrojs/starlight';",
        'export default defineConfig({',
        "  site: 'https://kites.example.com',",
        '  integrations: [starlight({',
        "    title: 'Kites',",
        '    lastUpdated: true,',
        '    sidebar: [',
        "      { label: 'Start', items: ['index', 'guides/lines', { label: 'Lines again', link: '/guides/lines/' }, { slug: 'guides/draft' }] },",
        "      { label: 'Guides', autogenerate: { directory: 'guides' } },",
        '    ],',
        '  })],',
        '});',
      ].join('\n'),
      'src/content/docs/index.mdx': [
        '---',
        'title: Kites',
        'description: All about kites.',
        'template: splash',
        'hero:',
        '  tagline: Fly high',
        'head: []',
        'tableOfContents: false',
        'editUrl: false',
        'lastUpdated: 2024-01-01',
        'prev: false',
        'next: false',
        'pagefind: false',
        'banner:',
        '  content: New',
        '---',
        "import { Tabs, TabItem } from '@astrojs/starlight/components';",
        '',
        ':::tip[Wind]',
        'Check the wind.',
        ':::',
        '',
        '```js title="kite.js"',
        ':::note inside code is code',
        '```',
      ].join('\n'),
      'src/content/docs/guides/lines.md': '---\ntitle: Lines\nslug: guides/lines\nsidebar:\n  label: Strings\n  order: 1\n  badge: New\n  attrs:\n    class: strong\n---\nStrong.\n',
      'src/content/docs/guides/draft.md': '---\ntitle: Draft\ndraft: true\n---\nLater.\n',
    });
    const migration = await migrateProject(root, { write: true });
    expect(migration.outcome).toBe('written');
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as unknown;
    expect(currentConfigSchema.safeParse(config).success).toBe(true);
    // The draft is in no group; `lines` stays at its first place; the group left with no page is left out.
    expect(config).toMatchObject({ seo: { metatags: { canonical: 'https://kites.example.com' } }, navigation: { pages: [{ group: 'Start', pages: ['src/content/docs/index', 'src/content/docs/guides/lines'] }] } });
    expect(JSON.stringify(config)).not.toContain('draft');
    expect(places(root, migration.findings)).toEqual([
      'astro.config.mjs 4:9 migrate-changed site',
      'astro.config.mjs 5:28 migrate-changed --sl-color-accent',
      'astro.config.mjs 7:5 migrate-dropped lastUpdated',
      'astro.config.mjs 8:5 migrate-changed src/content/docs/',
      'astro.config.mjs 9:67 migrate-changed label',
      'astro.config.mjs 9:88 migrate-changed src/content/docs/guides/lines',
      'astro.config.mjs 10:7 migrate-changed Guides',
      'astro.config.mjs 10:40 migrate-changed src/content/docs/guides/lines',
      'src/content/docs/guides/draft.md 3:1 migrate-changed draft: true',
      'src/content/docs/guides/lines.md 3:1 migrate-changed slug',
      'src/content/docs/guides/lines.md 5:3 migrate-changed sidebar.label',
      'src/content/docs/guides/lines.md 7:3 migrate-changed sidebar.badge',
      'src/content/docs/guides/lines.md 8:3 migrate-dropped sidebar.attrs',
      'src/content/docs/index.mdx 4:1 migrate-dropped template',
      'src/content/docs/index.mdx 5:1 migrate-dropped hero',
      'src/content/docs/index.mdx 7:1 migrate-dropped head',
      'src/content/docs/index.mdx 8:1 migrate-dropped tableOfContents',
      'src/content/docs/index.mdx 9:1 migrate-dropped editUrl',
      'src/content/docs/index.mdx 10:1 migrate-changed lastUpdated',
      'src/content/docs/index.mdx 11:1 migrate-dropped prev',
      'src/content/docs/index.mdx 12:1 migrate-dropped next',
      'src/content/docs/index.mdx 13:1 migrate-changed pagefind',
      'src/content/docs/index.mdx 14:1 migrate-dropped banner',
      'src/content/docs/index.mdx 17:1 migrate-dropped @astrojs/starlight/components',
      'src/content/docs/index.mdx 19:1 migrate-dropped :::tip',
      'src/content/docs/index.mdx 23:1 migrate-changed title="kite.js"',
    ]);
    // The aside's title, and the code block's, go where Mintlify reads them.
    expect(migration.findings.map((f) => f.message).filter((m) => m.includes('<Tip title="Wind">') || m.includes('`js kite.js`'))).toHaveLength(2);
    await checkedClean(root);
  });
});

describe('migrate from Docusaurus: every key carried over or named', () => {
  test('front matter, configuration and content, at their lines; drafts and unlisted pages out of the navigation; a repeated doc kept once', async () => {
    const root = await project({
      'docusaurus.config.js': "module.exports = {\n  title: 'Garden',\n  tagline: 'Grow things',\n  url: 'https://garden.example.com',\n  baseUrl: '/',\n  presets: [],\n};\n",
      'sidebars.js': "module.exports = {\n  main: [\n    'intro',\n    {type: 'category', label: 'Guides', items: ['guides/soil', 'guides/draft', 'guides/secret']},\n    {type: 'doc', id: 'intro'},\n    {type: 'category', label: 'Hidden', items: ['guides/secret']},\n  ],\n};\n",
      'docs/intro.mdx': [
        '---',
        'id: intro',
        'title: Intro',
        'description: Start here.',
        'slug: /',
        'sidebar_label: Start',
        'sidebar_position: 1',
        'hide_title: true',
        'hide_table_of_contents: true',
        'keywords: [garden]',
        'image: ./card.png',
        'custom_edit_url: null',
        '---',
        "import Tabs from '@theme/Tabs';",
        '',
        ':::details Click',
        'Hidden text.',
        ':::',
        '',
        '```js title="/src/garden.js"',
        'const x = 1;',
        '```',
      ].join('\n'),
      'docs/guides/soil.md': '---\ntitle: Soil\n---\nDirt.\n',
      'docs/guides/draft.md': '---\ntitle: Draft\ndraft: true\n---\nLater.\n',
      'docs/guides/secret.md': '---\ntitle: Secret\nunlisted: true\n---\nShh.\n',
    });
    const migration = await migrateProject(root, { write: true });
    expect(migration.outcome).toBe('written');
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as unknown;
    expect(currentConfigSchema.safeParse(config).success).toBe(true);
    expect(config).toMatchObject({ name: 'Garden', description: 'Grow things', seo: { metatags: { canonical: 'https://garden.example.com' } } });
    expect(config).toHaveProperty('navigation', { pages: ['docs/intro', { group: 'Guides', pages: ['docs/guides/soil'] }] });
    expect(places(root, migration.findings)).toEqual([
      'docs/guides/draft.md 3:1 migrate-changed draft: true',
      'docs/guides/secret.md 3:1 migrate-changed unlisted: true',
      'docs/intro.mdx 5:1 migrate-changed slug',
      'docs/intro.mdx 6:1 migrate-changed sidebar_label',
      'docs/intro.mdx 8:1 migrate-dropped hide_title',
      'docs/intro.mdx 9:1 migrate-dropped hide_table_of_contents',
      'docs/intro.mdx 11:1 migrate-changed image',
      'docs/intro.mdx 12:1 migrate-dropped custom_edit_url',
      'docs/intro.mdx 14:1 migrate-dropped @theme/Tabs',
      'docs/intro.mdx 16:1 migrate-dropped :::details',
      'docs/intro.mdx 20:1 migrate-changed title="/src/garden.js"',
      'docusaurus.config.js 1:1 migrate-changed --ifm-color-primary',
      'docusaurus.config.js 4:3 migrate-changed url',
      'docusaurus.config.js 5:3 migrate-dropped baseUrl',
      'docusaurus.config.js 6:3 migrate-dropped presets',
      'sidebars.js 5:23 migrate-changed docs/intro',
      'sidebars.js 6:5 migrate-changed Hidden',
    ]);
    expect(migration.findings.map((f) => f.message).filter((m) => m.includes('<Accordion title="Click">'))).toHaveLength(1);
    await checkedClean(root);
  });
});
