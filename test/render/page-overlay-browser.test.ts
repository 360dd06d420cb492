// What a page's own HTML and Tailwind classes can still paint, in a real browser: nothing
// reaches the header, the sidebar or the table of contents. The overlays use only what the
// CSS allow-list keeps (`absolute`, offsets, `z-10`, shadows, outlines and negative margins
// within their bounds), so it is the page column's clip and stacking order that hold.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { browserSuite } from '../support/site-browser.js';
import { makeProject } from './helpers.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const suite = browserSuite();

const OVERLAYS = [
  '<div className="absolute -top-96 -left-96 w-screen h-screen z-10 bg-red-600">CLASS OVERLAY</div>',
  '<div style={{position: "absolute", top: "-24rem", left: "-24rem", width: "100vw", height: "100vh", zIndex: 10, background: "red"}}>STYLE OVERLAY</div>',
  '<div className="-ml-96 -mt-96 w-[200vw] h-96 bg-red-600">MARGIN OVERLAY</div>',
  '<div className="outline-[4rem] outline-red-600 shadow-[0_0_0_4rem_red]">HALO</div>',
];

describe('a page cannot paint over the site chrome', () => {
  test.each([
    [1440, 900],
    [390, 800],
  ])('at %ix%i the header, sidebar and table of contents stay on top of every overlay', async (width, height) => {
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Chrome', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages: ['index', 'other'] }] } }),
      'index.mdx': `---\ntitle: Home\n---\n\n## First\n\nText.\n\n${OVERLAYS.join('\n\n')}\n\n## Second\n\nMore text.\n`,
      'other.mdx': '---\ntitle: Other\n---\n\nOther page.\n',
    });
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-overlay-')), 'site');
    await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    const url = await suite.host(out, '');
    const page = await (await suite.browser.newContext({ viewport: { width, height } })).newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    await page.goto(`${url}/`);
    // Every point of the header, the sidebar and the table of contents hits the chrome itself.
    const hits = await page.evaluate(() => {
      const chrome = ['header.dw-header', 'nav.dw-sidebar', 'aside.dw-toc'];
      const found: string[] = [];
      for (const selector of chrome) {
        const element = document.querySelector(selector);
        if (!(element instanceof HTMLElement) || element.getClientRects().length === 0) continue;
        const box = element.getBoundingClientRect();
        for (const fx of [0.1, 0.5, 0.9]) {
          for (const fy of [0.1, 0.5, 0.9]) {
            const x = box.left + box.width * fx;
            const y = Math.min(box.top + box.height * fy, window.innerHeight - 1);
            const hit = document.elementFromPoint(x, y);
            if (hit && !element.contains(hit)) found.push(`${selector} @${Math.round(x)},${Math.round(y)}: ${hit.textContent?.trim().slice(0, 20) ?? ''}`);
          }
        }
      }
      return found;
    });
    expect(hits).toEqual([]);
  });
});
