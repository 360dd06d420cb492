// JSON-LD in each page's head: `WebSite` on the home page, `TechArticle` and `BreadcrumbList`
// on every page, and no page text can end the script element.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';
import { createSite } from '../../../src/render/site/site.js';
import { scriptJson } from '../../../src/render/layout/json-ld.js';
import { makeProject } from '../helpers.js';
import { tempOutDir } from '../../support/project.js';
import type { HtmlNode } from '../../support/html-node.js';

/** The script elements of an HTML page as a browser parses it (parse5 follows the HTML standard): their `type` and text. */
function scriptElements(html: string): { type: string | undefined; text: string }[] {
  const found: { type: string | undefined; text: string }[] = [];
  const walk = (node: HtmlNode): void => {
    for (const child of node.childNodes ?? []) {
      if (child.nodeName === 'script') found.push({ type: child.attrs?.find((a) => a.name === 'type')?.value, text: (child.childNodes ?? []).map((t) => t.value ?? '').join('') });
      walk(child);
    }
  };
  walk(parse(html));
  return found;
}

/** The JSON-LD blocks of an HTML page, parsed. */
function blocks(html: string): Record<string, unknown>[] {
  return scriptElements(html)
    .filter((script) => script.type === 'application/ld+json')
    .map((script) => JSON.parse(script.text) as Record<string, unknown>);
}

/** The text of every script element of the page. */
function scripts(html: string): string[] {
  return scriptElements(html).map((script) => script.text);
}

describe('JSON-LD', () => {
  test('scriptJson escapes what could end a script, and parses back to the same value', () => {
    const value = { headline: '</script><script>alert(1)</script> & <!-- \u2028' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  test('the home page is a WebSite, every page a TechArticle with its breadcrumbs; a hostile title stays inside the JSON', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'Garden',
        description: 'Growing things',
        seo: { metatags: { canonical: 'https://docs.example.com' } },
        navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'beds/raised'] }] }] },
      }),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'beds/raised.mdx': '---\ntitle: "Raised </script><script>alert(1)</script>"\ndescription: Building one\n---\n\nWood.\n',
    });
    const out = tempOutDir();
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(result.errors).toBe(0);
    const home = blocks(readFileSync(join(out, 'index.html'), 'utf8'));
    expect(home.map((b) => b['@type'])).toEqual(['WebSite', 'TechArticle', 'BreadcrumbList']);
    expect(home[0]).toMatchObject({ name: 'Garden', description: 'Growing things', url: 'https://docs.example.com/' });
    const html = readFileSync(join(out, 'beds/raised.html'), 'utf8');
    expect(scripts(html).filter((text) => text.includes('alert(1)') && !text.startsWith('{'))).toEqual([]);
    const page = blocks(html);
    expect(page.map((b) => b['@type'])).toEqual(['TechArticle', 'BreadcrumbList']);
    expect(page[0]).toMatchObject({ headline: 'Raised </script><script>alert(1)</script>', url: 'https://docs.example.com/beds/raised' });
    expect((page[1]?.itemListElement as { name: string; position: number }[]).map((i) => i.name)).toEqual(['Guides', 'Start', 'Raised </script><script>alert(1)</script>']);
  });
  test('a page of a translation: its breadcrumbs name the tabs and groups, not the language code', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'Garden',
        navigation: {
          languages: [
            { language: 'en', tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] }] },
            { language: 'fr', tabs: [{ tab: 'Guides FR', groups: [{ group: 'Débuter', pages: ['fr/index'] }] }] },
          ],
        },
      }),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'fr/index.mdx': '---\ntitle: Accueil\n---\n\nBonjour.\n',
    });
    const out = tempOutDir();
    expect((await (await createSite({ root, workers: 0, cacheDir: false })).build(out)).errors).toBe(0);
    const page = blocks(readFileSync(join(out, 'fr.html'), 'utf8'));
    const crumbs = page.find((b) => b['@type'] === 'BreadcrumbList')?.itemListElement as { name: string }[];
    expect(crumbs.map((i) => i.name)).toEqual(['Guides FR', 'Débuter', 'Accueil']);
  });
});
