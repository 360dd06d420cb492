import { describe, expect, test } from '@jest/globals';
import { renderContent } from '../../src/render/page.js';
import { makeProject } from './helpers.js';

async function render(source: string, file = 'page.mdx') {
  const root = makeProject({});
  return renderContent({ root, file: `${root}/${file}`, source, basePath: '', snippets: new Map() }, file.replace(/\.mdx?$/, ''));
}

describe('frames', () => {
  test('an iframe to /images/x.svg is removed with a warning (MDX)', async () => {
    const { html, diagnostics } = await render('Before\n\n<iframe src="/images/x.svg" />\n\n<iframe src="https://www.youtube.com/embed/abc" />\n');
    expect(html).not.toContain('/images/x.svg');
    expect(html).toContain('src="https://www.youtube.com/embed/abc"');
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['3:1 Unexpected `<iframe>` source `/images/x.svg`, expected a page or an external URL: it is not emitted']);
  });

  test('an iframe to a relative or escaped project file is removed (raw HTML)', async () => {
    const { html } = await render('<iframe src="images/x.svg"></iframe>\n\n<iframe src="/data/feed%2Exml"></iframe>\n\n<iframe src="/quickstart"></iframe>\n', 'guide/page.md');
    expect(html).not.toMatch(/x\.svg|feed/);
    expect(html).toContain('src="/quickstart"');
  });
});
