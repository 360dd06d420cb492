// Issue 33: a large division's pages carry only their own groups whole; the other groups are
// titles linking to their first page, filled in from one navigation asset per division.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { LAZY_SIDEBAR_LINKS } from '../../src/render/site/nav.js';
import { tempOutDir } from '../support/project.js';
import { GROUPS, largeNavProject as bigProject, PARTS, PER_PART } from './helpers.js';

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
    // Without a script, every group's title leads to its first page.
    const links = hrefs(sidebar);
    for (let g = 0; g < GROUPS; g++) expect(links).toContain(`/big/g${g}/p0/page0`);
    for (let p = 0; p < PARTS; p++) expect(links).toContain(`/big/g3/p${p}/page0`);
    expect((sidebar.match(/data-dw-lazy=/g) ?? []).length).toBe(GROUPS - 1 + PARTS - 1);
    // The asset: one entry per stubbed group, and together with the page every page's link.
    const navUrl = /data-dw-nav="([^"]+)"/.exec(sidebar)?.[1] ?? '';
    expect(navUrl).toMatch(/^\/_docwright\/nav\/[0-9a-f]{16}\.json$/);
    const groups = JSON.parse(readFileSync(join(out, navUrl), 'utf8')) as Record<string, string>;
    expect(Object.keys(groups)).toHaveLength(GROUPS + GROUPS * PARTS);
    const all = new Set([...links, ...Object.values(groups).flatMap((g) => [...hrefs(g)])]);
    for (const page of pages) expect(all).toContain(`/${page}`);
    // No link is written twice in the asset: a group's entry holds its inner groups as stubs.
    const written = Object.values(groups).flatMap((g) => [...g.matchAll(/data-p="([^"]+)"/g)].map((m) => m[1]));
    expect(written).toHaveLength(pages.length);
    // Every page of the division links the same asset; the small division has none.
    expect(readFileSync(join(out, 'big/g0/p0/page0.html'), 'utf8')).toContain(`data-dw-nav="${navUrl}"`);
    const small = readFileSync(join(out, 'small/two.html'), 'utf8');
    expect(small).not.toContain('data-dw-nav');
    expect(small).not.toContain('data-dw-lazy');
    expect(small).toContain('href="/small/one"');
  }, 60_000);
});
