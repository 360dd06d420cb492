// A product's `menu` (organize/navigation "Product menus"): the product switcher entry holds the
// menu's items as a dropdown of columns, each leading to its first page or its `href`, and the
// active item's pages fill the sidebar; docs.json with it validates without a warning.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite } from '../../../src/render/site/site.js';
import { tempOutDir } from '../../support/project.js';
import { makeProject } from '../helpers.js';

const docsJson = JSON.stringify({
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Menus',
  colors: { primary: '#0D9373' },
  navigation: {
    products: [
      {
        product: 'Core API',
        icon: 'code',
        menu: [
          { item: 'Guides', icon: 'book-open', description: 'Start here', groups: [{ group: 'Getting started', pages: ['index', 'core/auth'] }] },
          { item: 'API reference', pages: ['core/users'] },
          { item: 'Changelog', href: 'https://example.com/changelog' },
        ],
      },
      { product: 'Analytics', pages: ['analytics/overview'] },
    ],
  },
});

const page = (title: string): string => `---\ntitle: ${title}\ndescription: ${title} page.\n---\n\n${title}.\n`;

describe('products[].menu', () => {
  test('the product switcher shows the menu’s items under the product; the sidebar shows the active item’s pages', async () => {
    const root = makeProject({ 'docs.json': docsJson, 'index.mdx': page('Home'), 'core/auth.mdx': page('Auth'), 'core/users.mdx': page('Users'), 'analytics/overview.mdx': page('Overview') });
    const out = tempOutDir('docwright-product-menu-');
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(result.diagnostics).toEqual([]);
    const html = readFileSync(join(out, 'core', 'auth.html'), 'utf8');
    const switcher = /<details class="dw-switcher dw-switcher-product">[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
    const menu = /<ul class="dw-product-menu" aria-label="Core API">([\s\S]*?)<\/ul>/.exec(switcher)?.[1] ?? '';
    const links = [...menu.matchAll(/<a href="([^"]*)">[\s\S]*?<span>([^<]*)<\/span>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([['/', 'Guides'], ['/core/users', 'API reference'], ['https://example.com/changelog', 'Changelog']]);
    expect(menu).toContain('<span class="dw-switcher-description">Start here</span>');
    // The product without a menu has no columns; the sidebar lists the Guides item's pages.
    expect(switcher.match(/dw-product-menu/g)).toHaveLength(1);
    const sidebar = html.slice(html.indexOf('class="dw-nav-list"'));
    expect(sidebar).toContain('data-p="core/auth"');
    expect(sidebar.slice(0, sidebar.indexOf('</nav>'))).not.toContain('data-p="core/users"');
  });
});
