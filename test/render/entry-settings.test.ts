// What a navigation entry of docs.json says reaches the site (issue 44, case silent/07): a
// language's own `navbar`, `banner` and `footer` replace the site's on its pages (and only
// there); `navigation.global` tabs, dropdowns, products, versions and languages are shown; a
// version's `tag`, a dropdown's, product's or menu item's `description`, a product's `name` and
// a group's `tag` are drawn; `searchable: false` keeps a tab's or group's pages out of search and
// a group's `boost` weighs its pages there.
import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { searchable } from '../../src/render/site/search.js';
import { loadSiteProject } from '../../src/render/layout/project.js';
import { makeProject } from './helpers.js';

const PAGE = (title: string): string => `---\ntitle: ${title}\n---\n\nText.\n`;

const LANGUAGES = {
  theme: 'mint',
  name: 'Chrome',
  colors: { primary: '#0D9373' },
  navbar: { links: [{ label: 'Site link', href: 'https://example.test/site' }] },
  banner: { content: 'Site banner' },
  footer: { socials: { x: 'https://x.com/site' } },
  navigation: {
    languages: [
      { language: 'en', default: true, navbar: { links: [{ label: 'Support', href: 'https://example.test/support' }] }, groups: [{ group: 'Start', pages: ['index'] }] },
      {
        language: 'fr',
        navbar: { links: [{ label: 'Assistance', href: 'https://example.test/fr/support' }] },
        banner: { content: 'Bannière **française**' },
        footer: { socials: { github: 'https://github.com/example-fr' } },
        groups: [{ group: 'Démarrer', pages: ['fr/index'] }],
      },
      { language: 'es', groups: [{ group: 'Empezar', pages: ['es/index'] }] },
    ],
  },
};

async function render(config: object, files: Record<string, string>, paths: string[]): Promise<string[]> {
  const site = await createSite({ root: makeProject({ 'docs.json': JSON.stringify(config), ...files }), workers: 0, cacheDir: false, dev: true });
  return Promise.all(paths.map(async (path) => String((await site.render(path))?.body)));
}

describe('a language entry\'s own navbar, banner and footer', () => {
  test('each replaces the site\'s on that language\'s pages; a language without its own shows the site\'s', async () => {
    const [en, fr, es, frOutside] = await render(LANGUAGES, { 'index.mdx': PAGE('Home'), 'fr/index.mdx': PAGE('Accueil'), 'es/index.mdx': PAGE('Inicio'), 'fr/extra.mdx': PAGE('Hors') }, ['/', '/fr', '/es', '/fr/extra']);
    // English: its own navbar, the site's banner and footer.
    expect(en).toContain('https://example.test/support');
    expect(en).not.toContain('https://example.test/site');
    expect(en).toContain('Site banner');
    expect(en).toContain('https://x.com/site');
    // French: everything its own.
    expect(fr).toContain('https://example.test/fr/support');
    expect(fr).not.toContain('https://example.test/site');
    expect(fr).toContain('Bannière <strong>française</strong>');
    expect(fr).not.toContain('Site banner');
    expect(fr).toContain('https://github.com/example-fr');
    expect(fr).not.toContain('https://x.com/site');
    // Spanish: nothing of its own, the site's.
    expect(es).toContain('https://example.test/site');
    expect(es).toContain('Site banner');
    expect(es).toContain('https://x.com/site');
    // A page outside the navigation in the French folder is a French page.
    expect(frOutside).toContain('Bannière <strong>française</strong>');
  });
});

describe('other settings of navigation entries', () => {
  const CONFIG = {
    theme: 'mint',
    name: 'Entries',
    colors: { primary: '#0D9373' },
    search: { prompt: 'Ask the docs' },
    navigation: {
      global: {
        tabs: [{ tab: 'Blog', href: 'https://blog.example.test', align: 'end' }],
        dropdowns: [{ dropdown: 'Status', href: 'https://status.example.test' }],
        products: [{ product: 'crm', name: 'The CRM', href: 'https://crm.example.test' }],
        versions: [{ version: 'v0', href: 'https://v0.example.test' }],
      },
      versions: [
        { version: 'v2', tag: 'Latest', products: [{ product: 'core', name: 'Core engine', description: 'The engine itself', groups: [{ group: 'Start', tag: 'New', boost: 3, pages: ['index'] }] }, { product: 'extras', groups: [{ group: 'Extras', pages: ['extras'] }] }] },
        { version: 'v1', groups: [{ group: 'Old', searchable: false, pages: ['old'] }] },
      ],
    },
  };

  test('global links, a version tag, a product name and description, and a group tag are drawn', async () => {
    const [home] = await render(CONFIG, { 'index.mdx': PAGE('Home'), 'extras.mdx': PAGE('Extras'), 'old.mdx': PAGE('Old') }, ['/']);
    expect(home).toMatch(/<nav class="dw-tabsbar"[^]*<li class="dw-tab-end"><a href="https:\/\/blog\.example\.test"[^]*Blog/);
    for (const href of ['https://status.example.test', 'https://crm.example.test', 'https://v0.example.test']) expect(home).toContain(href);
    expect(home).toContain('The CRM');
    expect(home).toContain('<span class="dw-nav-tag">Latest</span>');
    expect(home).toContain('Core engine');
    expect(home).toContain('<span class="dw-switcher-description">The engine itself</span>');
    expect(home).toContain('<span class="dw-nav-tag">New</span>');
    // `search.prompt` is the search box's text.
    expect(home).toContain('placeholder="Ask the docs"');
    // A group's `boost` weighs its pages in search.
    expect(home).toMatch(/<article class="dw-article" data-pagefind-body=""[^>]* data-pagefind-weight="3">/);
  });

  test('`searchable: false` keeps a group\'s pages out of search', async () => {
    const project = await loadSiteProject(makeProject({ 'docs.json': JSON.stringify(CONFIG), 'index.mdx': PAGE('Home'), 'extras.mdx': PAGE('Extras'), 'old.mdx': PAGE('Old') }));
    expect(searchable({ path: 'index', noindex: false, failed: false }, project)).toBe(true);
    expect(searchable({ path: 'old', noindex: false, failed: false }, project)).toBe(false);
  });
});

describe('a navigation dropdown with a single entry', () => {
  test('is drawn with its name and `description` (nothing the author wrote is dropped)', async () => {
    const config = {
      theme: 'mint',
      name: 'Lone',
      colors: { primary: '#0D9373' },
      navigation: { dropdowns: [{ dropdown: 'Guides', icon: 'book', description: 'Everything to read first', groups: [{ group: 'Start', pages: ['index'] }] }] },
    };
    const [home] = await render(config, { 'index.mdx': PAGE('Home') }, ['/']);
    expect(home).toContain('dw-switcher-dropdown');
    expect(home).toContain('<span class="dw-switcher-description">Everything to read first</span>');
    expect(home).toMatch(/<summary aria-label="[^"]*: Guides">/);
  });

  test('a lone version is still not drawn as a switcher', async () => {
    const config = { theme: 'mint', name: 'Lone', colors: { primary: '#0D9373' }, navigation: { versions: [{ version: 'v1', groups: [{ group: 'Start', pages: ['index'] }] }] } };
    const [home] = await render(config, { 'index.mdx': PAGE('Home') }, ['/']);
    expect(home).not.toContain('dw-switcher-version');
  });
});

describe('a navigation level with a single option and text of its own', () => {
  test('a lone version with a `tag`, a lone product with a `description`, and a lone tab menu item with one are drawn as switchers; their text was shown nowhere', async () => {
    const config = {
      theme: 'mint',
      name: 'Lone',
      colors: { primary: '#0D9373' },
      navigation: {
        versions: [{ version: 'v2', tag: 'Newest', products: [{ product: 'Kettles', description: 'Boil with care', tabs: [{ tab: 'Guides', menu: [{ item: 'Descaling', description: 'Keep it clean', groups: [{ group: 'Start', pages: ['index'] }] }] }] }] }],
      },
    };
    const [home] = await render(config, { 'index.mdx': PAGE('Home') }, ['/']);
    for (const kind of ['version', 'product', 'menu']) expect(home).toContain(`dw-switcher-${kind}`);
    for (const text of ['Newest', 'Boil with care', 'Keep it clean']) expect(home).toContain(text);
  });

  test('a lone language or product with its name alone is not drawn as a switcher', async () => {
    const config = { theme: 'mint', name: 'Lone', colors: { primary: '#0D9373' }, navigation: { languages: [{ language: 'fr', products: [{ product: 'Kettles', groups: [{ group: 'Start', pages: ['index'] }] }] }] } };
    const [home] = await render(config, { 'index.mdx': PAGE('Home') }, ['/']);
    expect(home).not.toContain('dw-switcher-language');
    expect(home).not.toContain('dw-switcher-product');
  });
});

describe('an external link page (front matter `url`)', () => {
  test('its sidebar entry leads to the URL, as on Mintlify', async () => {
    const config = { theme: 'mint', name: 'Links', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index', 'package'] }] } };
    const [home] = await render(config, { 'index.mdx': PAGE('Home'), 'package.mdx': '---\ntitle: The package\nurl: "https://registry.example.test/pkg"\n---\n' }, ['/']);
    expect(home).toMatch(/<a href="https:\/\/registry\.example\.test\/pkg" data-p="package">(?:(?!<\/a>).)*The package/);
    expect(home).not.toContain('<a href="/package" data-p="package">');
  });

  test('a script URL never reaches the sidebar: the entry links to `#`, and the build says so at the key', async () => {
    const config = { theme: 'mint', name: 'Links', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index', 'package'] }] } };
    const root = makeProject({ 'docs.json': JSON.stringify(config), 'index.mdx': PAGE('Home'), 'package.mdx': '---\ntitle: The package\nurl: " JavaScript:alert(1)"\n---\n' });
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-url-out-')), 'site');
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    expect(home).toMatch(/<a href="#" data-p="package">/);
    expect(home.toLowerCase()).not.toContain('javascript:');
    expect(result.diagnostics.filter((d) => d.ruleId === 'html-unsafe').map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.message}`)).toEqual([
      'package.mdx:3:1 Unexpected `javascript:` URL in front matter `url`, expected a page path or an `https:` URL: the sidebar links to `#` instead',
    ]);
  });
});
