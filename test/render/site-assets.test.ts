// The site's optional assets are written and linked only where pages need them: the mermaid
// bundle (read from the installed `mermaid` package) and the script that draws diagrams.
import { describe, expect, jest, test } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { makeProject } from './helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const require = createRequire(import.meta.url);
const DOCS = JSON.stringify({ theme: 'mint', name: 'Diagrams', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages: ['index', 'flow'] }] } });
const FLOW = '---\ntitle: Flow\n---\n\n```mermaid\nflowchart LR\n  A --> B\n```\n';

function outDir(): string {
  return join(mkdtempSync(join(tmpdir(), 'docwright-out-')), 'site');
}

describe('mermaid assets', () => {
  test('a page with a diagram loads the drawing script, which names the bundle it loads near a diagram, and keeps the source; other pages load neither', async () => {
    const root = makeProject({ 'docs.json': DOCS, 'index.mdx': '---\ntitle: Home\n---\n\nNo diagram.\n', 'flow.mdx': FLOW });
    const out = outDir();
    expect((await (await createSite({ root, workers: 0, cacheDir: false })).build(out)).errors).toBe(0);
    const flow = readFileSync(join(out, 'flow.html'), 'utf8');
    // The bundle is no script of the page (no page waits for it): the drawing script loads it (src/render/assets/mermaid.browser.ts).
    expect(flow).toMatch(/<script src="\/_docwright\/mermaid-init\.js\?v=[^"]+" defer data-dw-mermaid="\/_docwright\/mermaid\/mermaid\.min\.js\?v=[^"]+"><\/script>/);
    expect(flow).not.toMatch(/<script src="[^"]*mermaid\.min\.js/);
    expect(flow).toContain('<pre class="mermaid"><code>flowchart LR\n  A --> B</code></pre>');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).not.toContain('mermaid');
    const installed = join(dirname(require.resolve('mermaid/package.json')), 'dist', 'mermaid.min.js');
    expect(readFileSync(join(out, '_docwright/mermaid/mermaid.min.js')).equals(readFileSync(installed))).toBe(true);
    expect(readFileSync(join(out, '_docwright/mermaid-init.js'), 'utf8')).toContain('strict');
  });

  test('a site without diagrams gets no mermaid files', async () => {
    const root = makeProject({ 'docs.json': DOCS, 'index.mdx': '---\ntitle: Home\n---\n\nNo diagram.\n', 'flow.mdx': '---\ntitle: Flow\n---\n\n```js\nlet a\n```\n' });
    const out = outDir();
    await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(existsSync(join(out, '_docwright/mermaid'))).toBe(false);
    expect(existsSync(join(out, '_docwright/mermaid-init.js'))).toBe(false);
  });

  test('the dev server serves the bundle and the drawing script', async () => {
    const root = makeProject({ 'docs.json': DOCS, 'index.mdx': FLOW, 'flow.mdx': FLOW });
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    expect(await site.render('/_docwright/mermaid/mermaid.min.js')).toMatchObject({ status: 200, contentType: expect.stringMatching(/javascript/) });
    expect(await site.render('/_docwright/mermaid-init.js')).toMatchObject({ status: 200 });
    expect(await site.render('/_docwright/mermaid/package.json')).toBeUndefined();
  });
});
