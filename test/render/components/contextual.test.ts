// The contextual page menu: which options become items, the links they make, and the menu's
// place in a built page.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { contextualMenu, PAGE_MARKER } from '../../../src/render/components/contextual.js';
import { createSite } from '../../../src/render/site/site.js';
import { makeProject } from '../helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const PAGE = { markdownHref: '/docs/guide.md', path: '/docs/guide', absoluteUrl: 'https://example.com/docs/guide' };

function items(options: unknown[], page = PAGE): { label: string; href: string | undefined; template: string | undefined }[] {
  const found: { label: string; href: string | undefined; template: string | undefined }[] = [];
  const walk = (nodes: readonly ElementContent[]): void => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      if (node.properties.role === 'menuitem') {
        const { href, dataDwHref } = node.properties;
        found.push({ label: toString(node.children[0] ?? node), href: typeof href === 'string' ? href : undefined, template: typeof dataDwHref === 'string' ? dataDwHref : undefined });
      } else walk(node.children);
    }
  };
  walk(contextualMenu(options, page));
  return found;
}

describe('contextualMenu', () => {
  test('copy and view act on the page Markdown copy; assistants link with the page URL', () => {
    expect(items(['copy', 'view', 'chatgpt', 'claude', 'perplexity'])).toEqual([
      { label: 'Copy page', href: undefined, template: undefined },
      { label: 'View as Markdown', href: '/docs/guide.md', template: undefined },
      { label: 'Open in ChatGPT', href: 'https://chatgpt.com/?hints=search&q=Read%20https%3A%2F%2Fexample.com%2Fdocs%2Fguide%20so%20I%20can%20ask%20questions%20about%20it.', template: undefined },
      { label: 'Open in Claude', href: 'https://claude.ai/new?q=Read%20https%3A%2F%2Fexample.com%2Fdocs%2Fguide%20so%20I%20can%20ask%20questions%20about%20it.', template: undefined },
      { label: 'Open in Perplexity', href: 'https://www.perplexity.ai/search/new?q=Read%20https%3A%2F%2Fexample.com%2Fdocs%2Fguide%20so%20I%20can%20ask%20questions%20about%20it.', template: undefined },
    ]);
  });

  test('options that need a service docwright does not run are left out; no option, no menu', () => {
    expect(items(['mcp', 'add-mcp', 'cursor', 'vscode', 'assistant', 'download-pdf', 'view']).map((i) => i.label)).toEqual(['View as Markdown']);
    expect(contextualMenu(['mcp', 'cursor'], PAGE)).toEqual([]);
    expect(contextualMenu(undefined, PAGE)).toEqual([]);
  });

  test('without a site URL a link names the site path and carries a template for the script', () => {
    const [chatgpt] = items(['chatgpt'], { ...PAGE, absoluteUrl: '' });
    expect(chatgpt?.href).toBe('https://chatgpt.com/?hints=search&q=Read%20%2Fdocs%2Fguide%20so%20I%20can%20ask%20questions%20about%20it.');
    expect(chatgpt?.template).toBe(`https://chatgpt.com/?hints=search&q=Read%20${PAGE_MARKER}%20so%20I%20can%20ask%20questions%20about%20it.`);
  });

  test('custom options: $path in a string href or in a query value; script URLs refused', () => {
    expect(
      items([
        { title: 'Ask us', description: 'Our forum', href: 'https://forum.example.com/new?about=$path' },
        { title: 'Search', description: 'Elsewhere', href: { base: 'https://search.example.com', query: [{ key: 'q', value: 'see $path' }] } },
        { title: 'Bad', description: 'Script', href: 'javascript:alert(1)' },
      ]),
    ).toEqual([
      { label: 'Ask us', href: 'https://forum.example.com/new?about=https%3A%2F%2Fexample.com%2Fdocs%2Fguide', template: undefined },
      { label: 'Search', href: 'https://search.example.com?q=see%20https%3A%2F%2Fexample.com%2Fdocs%2Fguide', template: undefined },
      { label: 'Bad', href: '#', template: undefined },
    ]);
  });

  test('the menu button names the menu it controls and starts closed', () => {
    const html = toHtml(contextualMenu(['copy'], PAGE));
    expect(html).toContain('<button type="button" class="dw-contextual-button" aria-haspopup="menu" aria-expanded="false" aria-controls="dw-contextual-menu">Page options</button>');
    expect(html).toContain('<ul class="dw-contextual-menu" id="dw-contextual-menu" role="menu" aria-label="Page options" hidden>');
  });
});

describe('a built site with contextual options', () => {
  test('every page has the menu in its header and loads the menu script, written once; the 404 page has none', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Menu', colors: { primary: '#0D9373' }, contextual: { options: ['copy', 'view', 'claude'] }, navigation: { groups: [{ group: 'All', pages: ['index', 'guide'] }] } }),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'guide.mdx': '---\ntitle: Guide\n---\n\nSteps.\n',
    });
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-out-')), 'site');
    const result = await (await createSite({ root, workers: 0, cacheDir: false, baseUrl: 'https://docs.example.com' })).build(out);
    expect(result.errors).toBe(0);
    const guide = readFileSync(join(out, 'guide.html'), 'utf8');
    expect(guide).toMatch(/<header class="dw-page-header"><div class="dw-contextual" data-dw-contextual="" data-pagefind-ignore="">/);
    expect(guide).toContain('data-dw-copy-page="/guide.md"');
    expect(guide).toContain('https://claude.ai/new?q=Read%20https%3A%2F%2Fdocs.example.com%2Fguide%20so');
    expect(guide).toContain('/_docwright/contextual.js?v=');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('data-dw-copy-page="/index.md"');
    expect(readFileSync(join(out, '_docwright/contextual.js'), 'utf8').length).toBeGreaterThan(100);
    expect(readFileSync(join(out, '404.html'), 'utf8')).not.toContain('dw-contextual');
  });
});
