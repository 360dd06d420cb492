// A build whose page uses a component past the page's budget (src/render/safety/sandbox/budget.ts):
// the uses after it are placeholders, with one `component-budget` warning at the first, and
// the page is built; a page written in the test, built once for the file.
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCleanBuild } from '../support/run-main.js';
import type { ParsedPage } from '../../src/parse/index.js';
import { renderPageOutput, type RenderSettings } from '../../src/render/layout/render-page.js';
import { newBuildBudget } from '../../src/render/safety/sandbox/budget.js';
import { loadSiteProject } from '../../src/render/layout/project.js';
import { makeProject } from './helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

let stdout = '';
let stderr = '';
let out = '';
beforeAll(async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'dw-budget-'));
  const root = join(scratch, 'docs');
  mkdirSync(root);
  writeFileSync(join(root, 'docs.json'), JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Budget', colors: { primary: '#16A34A' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }));
  // Each use writes 900,000 characters of HTML: two fit in the page's 2,000,000, the third does not.
  const uses = ['<Wide />', '<Wide />', '<Wide />', 'Between the uses.', '<Wide />'].join('\n\n');
  writeFileSync(join(root, 'index.mdx'), `---\ntitle: "Wide"\ndescription: "d"\n---\n\nexport const Wide = () => <p className="wide">{'w'.repeat(900000)}</p>;\n\n${uses}\n\nAfter the uses.\n`);
  out = join(scratch, 'site');
  ({ stdout, stderr } = await runCleanBuild(root, out));
}, 300_000);

describe("a page's budget for custom components", () => {
  test('the uses past it are placeholders, counted in the summary', () => {
    expect(stdout).toMatch(/: 1 page, 2 custom components rendered, 2 placeholders, 0 errors, 1 warning \(no sitemap\.xml: no `--base-url` or `seo\.metatags\.canonical` names the site's URL\)\n$/);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html.split('<p class="wide">').length - 1).toBe(2);
    expect(html.split('<div class="dw-custom-failed" data-component="Wide">Component <code>Wide</code> could not be rendered</div>').length - 1).toBe(2);
    expect(html).toContain('<p>After the uses.</p>');
  });

  test('one warning, at the first use past it', () => {
    expect(stderr.split('\n').filter((line) => line.startsWith('index.mdx'))).toEqual([
      "index.mdx:12:1: warning: Unexpected use of component `Wide` past the sandbox's budget (the page's custom components wrote 2000000 characters of HTML in all, its budget), expected custom components that stay within it: this use and every later one on the page are placeholders",
    ]);
  });
});

describe("a build's budget for custom components", () => {
  test('a page it cuts short has its one warning from the build and is not kept for the build cache; a page within it is', async () => {
    const component = "export const Strip = () => <p>{'n'.repeat(600)}</p>;\n\n<Strip />\n\n<Strip />\n";
    const root = await loadSiteProject(makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Budget', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'A', pages: ['first', 'second', 'third'] }] } }),
      'first.mdx': `---\ntitle: First\n---\n\n${component}`,
      'second.mdx': `---\ntitle: Second\n---\n\n${component}`,
      'third.mdx': `---\ntitle: Third\n---\n\n${component}`,
    }));
    // Room for three uses of the six: the second page's second use is the first past it.
    const settings: RenderSettings = { basePath: '', siteUrl: '', assetVersion: 'v', offline: true, dev: false, sandboxBudget: newBuildBudget({ steps: 1_000_000, timeMs: 60_000, outputChars: 3 * 607 }) };
    const state = { project: root, settings, snippets: new Map<string, Promise<ParsedPage | undefined>>(), sidebarCache: new Map() };
    const outputs = [];
    for (const path of ['first', 'second', 'third']) {
      const entry = root.pages.get(path);
      if (!entry) throw new Error(`Missing page \`${path}\``);
      outputs.push(await renderPageOutput(state, entry, entry.hash, true));
    }
    expect(outputs.map((output) => [output.components, output.view !== undefined, output.diagnostics.map((d) => `${d.ruleId} ${d.line}:${d.column}`)])).toEqual([
      [{ rendered: 2, failed: 0 }, true, []],
      [{ rendered: 1, failed: 1 }, false, ['component-budget 9:1']],
      [{ rendered: 0, failed: 2 }, false, []],
    ]);
    expect(outputs[1]?.diagnostics[0]?.message).toBe("Unexpected use of component `Strip` past the sandbox's budget (the build's custom components wrote 1821 characters of HTML in all, its budget), expected custom components that stay within it: this use and every later one in the build are placeholders");
  }, 120_000);
});
