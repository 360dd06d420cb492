// Built-in components as Mintlify shows them (issue 26 item 4): the HTML each option renders.
// Behaviour in a browser is in component-options-browser.test.ts.
import { describe, expect, test } from '@jest/globals';
import { renderContent } from '../../src/render/page.js';
import { createSite } from '../../src/render/site.js';
import { makeProject } from './helpers.js';

async function render(source: string, files: Record<string, string> = {}, file = 'page.mdx') {
  const root = makeProject(files);
  return renderContent({ root, file: `${root}/${file}`, source, basePath: '', snippets: new Map() }, file.replace(/\.mdx?$/, ''));
}

describe('View', () => {
  test('each view is a section named by its title, with its title and icon shown for readers without the script', async () => {
    const { html } = await render('<View title="JavaScript" icon="js">\n  JS only.\n</View>\n\n<View title="Python">\n  Python only.\n</View>\n');
    expect(html).toMatch(/<section class="dw-view" aria-label="JavaScript" data-dw-view="JavaScript"><p class="dw-view-title"><svg[^]*?<\/svg>JavaScript<\/p>\s*<p>JS only.<\/p>/);
    expect(html).toContain('<section class="dw-view" aria-label="Python" data-dw-view="Python"><p class="dw-view-title">Python</p>');
  });
});

describe('Panel', () => {
  const docs = (pages: string[]) => JSON.stringify({ theme: 'mint', name: 'Panels', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages }] } });
  async function page(name: string, source: string): Promise<string> {
    const root = makeProject({ 'docs.json': docs([name]), [`${name}.mdx`]: source });
    const site = await createSite({ root, workers: 1, cacheDir: false, dev: true });
    return String((await site.render(`/${name}`))?.body);
  }

  test('a page with a Panel gives it the table of contents column', async () => {
    const html = await page('side', '---\ntitle: Side\n---\n\n## Heading\n\nText.\n\n<Panel>\n  <Info>Pinned.</Info>\n</Panel>\n');
    expect(html).toContain('<div class="dw-layout dw-has-panel">');
    expect(html).toMatch(/<aside class="dw-panel" aria-label="Panel"><div class="dw-panel-body"><div class="dw-callout dw-callout-info"/);
    // The panel replaces the table of contents.
    expect(html).not.toContain('class="dw-toc"');
  });

  test('the modes without a right column hide it, as Mintlify does', async () => {
    const html = await page('wide', '---\ntitle: Wide\nmode: wide\n---\n\n<Panel>\n  Pinned.\n</Panel>\n');
    expect(html).toContain('dw-panel-hidden');
    expect(html).not.toContain('dw-has-panel');
  });
});
