// A build's time (src/render/safety/sandbox/clock.ts): taken once on the main thread and handed
// to every render thread, so the custom components that read the clock show one time on every
// page; the page cache uses such a page again only at the very time it showed.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSite } from '../../src/render/site/site.js';
import { docsJson, tempOutDir, tempProject } from '../support/project.js';

// Long: each test builds whole sites, one of them on two render threads with the sandbox on each (seconds here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const STAMP = '---\ntitle: Stamp\n---\n\nexport const Stamp = () => <kbd>{new Date().toISOString()}</kbd>;\n\nBuilt at <Stamp />\n';

/** The times the `<kbd>` elements of `html` show. */
function stamps(html: string): string[] {
  return [...html.matchAll(/<kbd>([^<]*)<\/kbd>/g)].map((match) => match[1] ?? '');
}

const saved = process.env.SOURCE_DATE_EPOCH;
afterEach(() => {
  if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
  else process.env.SOURCE_DATE_EPOCH = saved;
  jest.restoreAllMocks();
});

describe('the page cache and SOURCE_DATE_EPOCH', () => {
  test('a page that read the clock is drawn again under another epoch, kept under the same; a page that did not is kept', async () => {
    const root = tempProject({ 'docs.json': docsJson('Clock', { pages: ['index', 'stamp'] }), 'index.mdx': '---\ntitle: Home\n---\n\nNo clock here.\n', 'stamp.mdx': STAMP });
    const cacheDir = join(root, '.cache');
    const out = tempOutDir();
    const build = async (epoch: string): Promise<{ cached: number; shown: string[] }> => {
      process.env.SOURCE_DATE_EPOCH = epoch;
      const result = await (await createSite({ root, workers: 0, cacheDir })).build(out);
      return { cached: result.cached, shown: stamps(readFileSync(join(out, 'stamp.html'), 'utf8')) };
    };
    expect(await build('1700000000')).toEqual({ cached: 0, shown: ['2023-11-14T22:13:20.000Z'] });
    expect(await build('1000000000')).toEqual({ cached: 1, shown: ['2001-09-09T01:46:40.000Z'] });
    expect(await build('1000000000')).toEqual({ cached: 2, shown: ['2001-09-09T01:46:40.000Z'] });
  });

  test('a component that fails after a date is drawn again under an earlier epoch, not taken from the cache as failed', async () => {
    const late = "---\ntitle: Late\n---\n\nexport const Early = () => { if (new Date().getUTCFullYear() > 2020) throw new Error('too late'); return <kbd>early</kbd>; };\n\n<Early />\n";
    const root = tempProject({ 'docs.json': docsJson('Clock', { pages: ['late'] }), 'late.mdx': late });
    const cacheDir = join(root, '.cache');
    const out = tempOutDir();
    const build = async (epoch: string): Promise<{ cached: number; shown: string[]; failed: number }> => {
      process.env.SOURCE_DATE_EPOCH = epoch;
      const result = await (await createSite({ root, workers: 0, cacheDir })).build(out);
      return { cached: result.cached, shown: stamps(readFileSync(join(out, 'late.html'), 'utf8')), failed: result.components.failed };
    };
    expect(await build('1700000000')).toEqual({ cached: 0, shown: [], failed: 1 });
    expect(await build('1000000000')).toEqual({ cached: 0, shown: ['early'], failed: 0 });
  });
});

const distSite = fileURLToPath(new URL('../../dist/src/render/site/site.js', import.meta.url));
const built = existsSync(distSite);
if (!built) console.log('test/render/build-clock.test.ts: the render-thread test skips: no dist/src/render/site/site.js, run `npm run build` first');
// Render threads start from the compiled code only (src/render/pool.ts, `poolAvailable`).
const distTest = built ? test : test.skip;

describe('one time for the whole build', () => {
  distTest('without SOURCE_DATE_EPOCH, every page on two render threads shows the time the main thread took', async () => {
    delete process.env.SOURCE_DATE_EPOCH;
    const pages: Record<string, string> = {};
    const names = Array.from({ length: 40 }, (_, i) => `p${i}`);
    for (const name of names) pages[`${name}.mdx`] = STAMP;
    const root = tempProject({ 'docs.json': docsJson('Clock', { pages: names }), ...pages });
    // The main thread's clock runs in 2001; the render threads' clocks are the machine's.
    const shift = Date.now() - Date.UTC(2001, 1, 3, 4, 5, 6);
    const real = Date.now.bind(Date);
    jest.spyOn(Date, 'now').mockImplementation(() => real() - shift);
    const { createSite: createDistSite } = (await import(distSite)) as { createSite: typeof createSite };
    const out = tempOutDir();
    const result = await (await createDistSite({ root, workers: 2, cacheDir: false })).build(out, { timings: true });
    expect(result.renderThreads).toBe(2);
    const shown = new Set(names.flatMap((name) => stamps(readFileSync(join(out, `${name}.html`), 'utf8'))));
    expect(shown.size).toBe(1);
    expect([...shown][0]).toMatch(/^2001-02-03T04:05:/);
  });
});
