// A use the sandbox's wall-clock safety net stopped (src/render/safety/sandbox/sandbox.ts) is told apart from a
// component that failed: a placeholder, and a `component-deadline` warning saying the page may differ by machine.
// The outcomes are given to the page's renderer as the sandbox's worker returns them (test/render/safety/sandbox/
// pages.test.ts has a worker end such a call); here, what the page makes of them.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { toHtml } from 'hast-util-to-html';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { parsePage } from '../../src/parse/index.js';
import { pageToHast } from '../../src/render/page/page-hast.js';
import { loadHtmlParser } from '../../src/render/safety/trusted.js';
import type { Outcome } from '../../src/render/safety/sandbox/sandbox.js';
import type { Finding } from '../../src/findings/finding.js';

/** The page's findings and HTML with `outcomes` for its uses of custom components, in order. */
function rendered(body: string, outcomes: Outcome[]): { findings: string[]; html: string } {
  const file = '/docs/page.mdx';
  const { tree } = parsePage({ path: file, value: `---\ntitle: Page\n---\n\n${body}\n` });
  const uses = tree.children.filter((node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement');
  const custom = new Map<object, Outcome>(uses.map((node, i) => [node, outcomes[i] ?? { ok: true, value: '' }]));
  const diagnostics: Finding[] = [];
  const expandContext = { root: '/docs', snippets: new Map(), diagnostics, dependencies: new Set<string>() };
  const page = pageToHast(tree, { root: '/docs', file, pagePath: 'page', basePath: '', expandContext, foreign: new Set(), custom, highlighter: undefined, hasRaw: false });
  return { findings: diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`), html: toHtml(page.tree) };
}

// A page with custom components needs the HTML parser, which page.ts loads before pageToHast (src/render/safety/trusted.ts).
beforeAll(() => loadHtmlParser());

describe('a use stopped by the wall-clock deadline', () => {
  test("a component's call: a placeholder and `component-deadline`, not `component-render`", () => {
    const { findings, html } = rendered('export const Search = () => <p>found</p>;\n\n<Search />\n\n<Search />', [{ ok: false, reason: 'it ran longer than 60000 ms', limit: 'time' }, { ok: true, value: '<p>found</p>' }]);
    expect(findings).toEqual([
      "7:1 component-deadline Unexpected component `Search` still running at the sandbox's wall-clock deadline (it ran longer than 60000 ms), expected code that ends within its steps: a placeholder is shown, and the page may come out differently on a faster or slower machine",
    ]);
    expect(html).toContain('<div class="dw-custom-failed" data-component="Search">Component <code>Search</code> could not be rendered</div>');
    expect(html).toContain('<p>found</p>');
  });

  test("the page's wall-clock budget: `component-deadline` at the first use past it; its steps or HTML: `component-budget`", () => {
    const time: Outcome = { ok: false, reason: "the page's custom components ran for 180000 ms in all, its wall-clock budget", limit: 'time', budget: 'page', warn: true };
    const steps: Outcome = { ok: false, reason: "the page's custom components ran 5000 steps in all, its budget", limit: 'steps', budget: 'page', warn: true };
    const page = 'export const Search = () => <p>found</p>;\n\n<Search />';
    expect(rendered(page, [time]).findings).toEqual([
      "7:1 component-deadline Unexpected use of component `Search` past the sandbox's budget (the page's custom components ran for 180000 ms in all, its wall-clock budget), expected custom components that stay within it: this use and every later one on the page are placeholders, and the page may come out differently on a faster or slower machine",
    ]);
    expect(rendered(page, [steps]).findings).toEqual([
      "7:1 component-budget Unexpected use of component `Search` past the sandbox's budget (the page's custom components ran 5000 steps in all, its budget), expected custom components that stay within it: this use and every later one on the page are placeholders",
    ]);
  });

  test('a component stopped by its steps is a `component-render` warning: the same on every machine', () => {
    const { findings } = rendered('export const Spin = () => <p>spin</p>;\n\n<Spin />', [{ ok: false, reason: 'it ran more than 1000 steps', limit: 'steps' }]);
    expect(findings).toEqual(['7:1 component-render Unexpected failure rendering component `Spin` (it ran more than 1000 steps), expected a component that renders: a placeholder is shown']);
  });
});
