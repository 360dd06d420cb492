// Built-in components as Mintlify shows them (issue 26 item 4): the HTML each option renders.
// Behaviour in a browser is in component-options-browser.test.ts.
import { describe, expect, test } from '@jest/globals';
import { renderContent } from '../../src/render/page.js';
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
