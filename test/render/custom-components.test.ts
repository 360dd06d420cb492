// Custom components (defined in a page, or exported by an `.mdx` snippet) rendered in the
// sandbox: the fixture project fixtures/custom-components, built once for the file.
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMain } from '../support/run-main.js';
import { renderContent } from '../../src/render/page/page.js';
import { pageComponents } from '../../src/render/safety/sandbox/components.js';
import { DEFAULT_LIMITS } from '../../src/render/safety/sandbox/sandbox.js';
import { parsePage } from '../../src/parse/index.js';
import type { Program } from 'estree-jsx';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const root = fileURLToPath(new URL('../../fixtures/custom-components', import.meta.url));

/** The body of a built page: what is between the page's title header and the pager. */
function body(html: string): string {
  const start = html.indexOf('<div class="dw-content">');
  return html.slice(start, html.indexOf('</article>', start));
}

let stdout = '';
let stderr = '';
let out = '';
beforeAll(async () => {
  out = join(mkdtempSync(join(tmpdir(), 'dw-custom-')), 'site');
  const result = await runMain(root, ['build', root, '--out', out, '--no-cache', '--workers', '0'], { CI: '1' });
  ({ stdout, stderr } = result);
  expect(result.code).toBe(0);
}, 300_000);

describe('custom components in a built site', () => {
  test('the build says how many rendered and how many became placeholders', () => {
    expect(stdout).toMatch(/: 2 pages, 4 custom components rendered, 4 placeholders, 1 interactive drawn static \(Counter\), 0 errors, 8 warnings \(no sitemap\.xml: no `--base-url` or `seo\.metatags\.canonical` names the site's URL\)\n$/);
  });

  test('a build from the cache sums up the components as the first build did: the interactive ones drawn static are named again', async () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'dw-custom-cached-')), 'project');
    cpSync(root, copy, { recursive: true });
    const site = join(copy, 'site');
    const first = await runMain(copy, ['build', copy, '--out', site, '--workers', '0'], { CI: '1' });
    const again = await runMain(copy, ['build', copy, '--out', site, '--workers', '0'], { CI: '1' });
    expect(first.stdout).toMatch(/: 2 pages, 4 custom components rendered, 4 placeholders, 1 interactive drawn static \(Counter\), 0 errors, 8 warnings \(no sitemap\.xml: no `--base-url` or `seo\.metatags\.canonical` names the site's URL\)\n$/);
    expect(again.stdout).toMatch(/: 2 pages, 2 unchanged, 4 custom components rendered, 4 placeholders, 1 interactive drawn static \(Counter\), 0 errors, 8 warnings \(no sitemap\.xml: no `--base-url` or `seo\.metatags\.canonical` names the site's URL\)\n$/);
  });

  test("a snippet's component with props and `.map` over its data, a page's with a hook's initial state and one with children", () => {
    const html = body(readFileSync(join(out, 'index.html'), 'utf8'));
    expect(html).toContain('<table class="fleet dw-table"><caption>Moored today</caption><tbody><tr><td>Heron</td><td>3</td></tr><tr><td>Kestrel</td><td>7</td></tr></tbody></table>');
    expect(html).toContain('<p class="counter">Boats waiting: 4</p>');
    // The children are the page's own Markdown, rendered by docwright, with its links.
    expect(html).toContain('<aside class="notice notice-calm"><strong>Heads up</strong><div class="notice-body"><p>The tide turns at <strong>noon</strong>, see <a href="/trouble">the tables</a>.</p></div></aside>');
    // The classes components write reach the Tailwind style sheet's candidates.
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('tailwind');
  });

  test('a loop, a 100 MB string, a throw and a package import: placeholders and warnings at the use, the rest of the page is built', () => {
    const html = body(readFileSync(join(out, 'trouble.html'), 'utf8'));
    for (const name of ['Spin', 'Balloon', 'Thrower', 'Sorted']) expect(html).toContain(`<div class="dw-custom-failed" data-component="${name}">Component <code>${name}</code> could not be rendered</div>`);
    expect(html).toContain('<p>After the trouble.</p>');
    expect(stderr.split('\n').filter((line) => line.includes('component-render') || line.startsWith('trouble.mdx'))).toEqual([
      'trouble.mdx:21:1: warning: Unexpected failure rendering component `Spin` (it ran more than 1000 steps), expected a component that renders: a placeholder is shown',
      'trouble.mdx:23:1: warning: Unexpected failure rendering component `Balloon` (it used more than 32 MB of memory), expected a component that renders: a placeholder is shown',
      'trouble.mdx:25:1: warning: Unexpected failure rendering component `Thrower` (Error: the crane is broken), expected a component that renders: a placeholder is shown',
      'trouble.mdx:27:1: warning: Unexpected failure rendering component `Sorted` (it uses `lodash`, an import the sandbox does not have), expected a component that renders: a placeholder is shown',
      'trouble.mdx:29:1: warning: Unexpected `<script>`, expected no scripts in pages: it is not emitted',
      'trouble.mdx:29:1: warning: Unexpected `javascript:` URL in `href`, expected an `https:` URL or a path: it is not emitted',
      'trouble.mdx:29:1: warning: Unexpected event handler `onclick` on `<a>` drawn by `<Sneaky>`, expected HTML without code: it is not emitted',
    ]);
  });

  test("what a component renders passes the page's sanitiser", () => {
    const html = body(readFileSync(join(out, 'trouble.html'), 'utf8'));
    expect(html).toContain('<a>Sneaky </a>');
    expect(html).not.toMatch(/javascript:|onclick|<script/i);
  });
});

describe('the sandbox worker', () => {
  test('a component that a limit inside QuickJS does not stop in time is stopped by ending its worker, and the next call gets a new one', async () => {
    const programs: Program[] = [];
    const { tree } = parsePage({ path: '/hoard.mdx', value: "export const Hoard = () => { const parts = []; for (;;) parts.push('x'.repeat(1024 * 1024)); };\n\nexport const Calm = () => <p>calm</p>;\n" });
    for (const node of tree.children) if (node.type === 'mdxjsEsm' && node.data?.estree) programs.push(node.data.estree);
    const page = pageComponents({ ...DEFAULT_LIMITS, timeMs: 50 });
    const hoard = await page.render({ file: '/hoard.mdx', name: 'Hoard', programs }, {}, false);
    expect(hoard.ok).toBe(false);
    expect(await page.render({ file: '/hoard.mdx', name: 'Calm', programs }, {}, false)).toEqual({ ok: true, value: '<p>calm</p>' });
    page.done();
  }, 300_000);

  test('a page without custom components renders without the sandbox', async () => {
    const { html, components } = await renderContent({ root, file: join(root, 'plain.mdx'), source: '# Plain\n\n<Note>No code here.</Note>\n', basePath: '', snippets: new Map() }, 'plain');
    expect(html).toContain('No code here.');
    expect(components).toBeUndefined();
  });
});
