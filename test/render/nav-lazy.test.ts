// Issue 33: a large division's pages carry only their own groups whole; the other groups are
// titles linking to their first page, filled in from one navigation asset per division.
import { describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { LAZY_GROUP_WINDOW, LAZY_SIDEBAR_LINKS } from '../../src/render/layout/nav.js';
import { tempOutDir } from '../support/project.js';
import { GROUPS, largeNavProject as bigProject, makeProject, PARTS, PER_PART } from './helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const hrefs = (html: string): Set<string> => new Set([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? ''));

describe('the sidebar of a large division', () => {
  test('a page carries its own groups whole and the others as titles; the navigation asset holds every group; a small division is whole', async () => {
    expect(GROUPS * PARTS * PER_PART).toBeGreaterThan(LAZY_SIDEBAR_LINKS);
    const { root, pages } = bigProject();
    const out = tempOutDir();
    const result = await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(out);
    expect(result.errors).toBe(0);
    const html = readFileSync(join(out, 'big/g3/p2/page4.html'), 'utf8');
    const sidebar = /<nav class="dw-sidebar"[^>]*>[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    // Its own part is whole, with the page marked; a sibling part and other groups are stubs.
    expect(sidebar).toContain('<a href="/big/g3/p2/page4" data-p="big/g3/p2/page4" aria-current="page">');
    expect(sidebar).toContain('href="/big/g3/p2/page9"');
    expect(sidebar).not.toContain('href="/big/g3/p1/page1"');
    expect(sidebar).not.toContain('href="/big/g0/p0/page1"');
    // Without a script, the titles of the groups near the page lead to their first page, and
    // one link in place of the groups left out leads to the division's page of all pages.
    expect(GROUPS).toBeGreaterThan(LAZY_GROUP_WINDOW);
    const links = hrefs(sidebar);
    for (let g = 1; g < GROUPS; g++) expect(links).toContain(`/big/g${g}/p0/page0`);
    for (let p = 0; p < PARTS; p++) expect(links).toContain(`/big/g3/p${p}/page0`);
    expect((sidebar.match(/data-dw-lazy=/g) ?? []).length).toBe(LAZY_GROUP_WINDOW - 1 + PARTS - 1);
    const run = /<p class="dw-nav-more" data-dw-run="1-1"><a href="([^"]+)">/.exec(sidebar);
    expect(run?.[1]).toMatch(/^\/_docwright\/nav\/[0-9a-f]{16}\.html$/);
    const allPages = readFileSync(join(out, run?.[1] ?? ''), 'utf8');
    expect(allPages).not.toContain('<script');
    for (const page of pages) expect(hrefs(allPages)).toContain(`/${page}`);
    // The asset: one entry per stubbed group, and together with the page every page's link.
    const navUrl = /data-dw-nav="([^"]+)"/.exec(sidebar)?.[1] ?? '';
    expect(navUrl).toMatch(/^\/_docwright\/nav\/[0-9a-f]{16}\.json$/);
    const groups = JSON.parse(readFileSync(join(out, navUrl), 'utf8')) as Record<string, string>;
    const { top, ...entries } = groups;
    expect(top?.split(' ')).toHaveLength(GROUPS);
    expect(Object.keys(entries)).toHaveLength(GROUPS + GROUPS * PARTS);
    const all = new Set([...links, ...Object.values(entries).flatMap((g) => [...hrefs(g)])]);
    for (const page of pages) expect(all).toContain(`/${page}`);
    // No link is written twice in the asset: a group's entry holds its inner groups as stubs.
    const written = Object.values(entries).flatMap((g) => [...g.matchAll(/data-p="([^"]+)"/g)].map((m) => m[1]));
    expect(written).toHaveLength(pages.length);
    // Every page of the division links the same asset; the small division has none.
    expect(readFileSync(join(out, 'big/g0/p0/page0.html'), 'utf8')).toContain(`data-dw-nav="${navUrl}"`);
    const small = readFileSync(join(out, 'small/two.html'), 'utf8');
    expect(small).not.toContain('data-dw-nav');
    expect(small).not.toContain('data-dw-lazy');
    expect(small).toContain('href="/small/one"');
  }, 300_000);

  test('a page is as large in a division of 40 groups as in one of 4: the groups far from it are one link', async () => {
    // Each group has more links than a sidebar carries whole, so both divisions are collapsed.
    const perGroup = LAZY_SIDEBAR_LINKS / 4 + 1;
    const page = async (count: number, language?: string): Promise<string> => {
      const files: Record<string, string> = {};
      const groups = [];
      for (let g = 0; g < count; g++) {
        const list = [];
        for (let i = 0; i < perGroup; i++) {
          files[`g${g}/p${i}.mdx`] = `---\ntitle: Page ${i}\n---\n\nText.\n`;
          list.push(`g${g}/p${i}`);
        }
        groups.push({ group: 'Group', pages: list });
      }
      const navigation = language ? { languages: [{ language, groups }] } : { groups };
      files['docs.json'] = JSON.stringify({ theme: 'mint', name: 'Size', colors: { primary: '#0D9373' }, navigation });
      const site = await createSite({ root: makeProject(files), workers: 1, cacheDir: false, offline: true });
      const response = await site.render('/g1/p3');
      return typeof response?.body === 'string' ? response.body : Buffer.from(response?.body ?? '').toString('utf8');
    };
    const small = await page(4);
    const large = await page(40);
    expect(small).toContain('data-dw-lazy');
    expect(large).toContain('data-dw-run=');
    // The group ids differ in length (`data-g="7"`, `"235"`), and the large one has one run link.
    expect(Math.abs(large.length - small.length)).toBeLessThan(400);
    // The link to the page of all pages is in the page's language.
    expect(large).toContain('>All pages of this section</a>');
    const french = await page(8, 'fr');
    expect(french).toContain('>Toutes les pages de cette section</a>');
    expect(french).not.toContain('All pages of this section');
  }, 300_000);
});
