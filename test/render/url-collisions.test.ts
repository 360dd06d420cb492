// Pages that share a URL are reported at both files by `check` and `build`, one is built; and
// pages under the folders the site's own files use (`_docwright/`, `pagefind/`) or at `404`
// build and are reachable, in the build and from the dev server.
import { describe, expect, jest, test } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';
import { createSite } from '../../src/render/site/site.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const root = fileURLToPath(new URL('../../fixtures/site-collisions', import.meta.url));

async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd: root, env: { CI: '1' }, stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) } });
  return { code, stdout, stderr };
}

const MOORINGS = 'Unexpected pages `moorings.md` and `moorings.mdx` at the same URL `/moorings`, expected one file per URL: `moorings.mdx` is built, `moorings.md` is not';
const GUIDE = 'Unexpected pages `guide.mdx` and `guide/index.mdx` at the same URL `/guide`, expected one file per URL: `guide.mdx` is built, `guide/index.mdx` is not';

describe('pages at the same URL', () => {
  test('check reports each pair at both files, as errors', async () => {
    const result = await run(['check', '.', '--format', 'github']);
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n').filter((line) => line.includes('page-url-collision') || line.includes('same URL'));
    expect(lines).toEqual([
      expect.stringMatching(/^::error file=guide\.mdx,line=1,col=1.*::.*same URL `\/guide`/),
      expect.stringMatching(/^::error file=guide\/index\.mdx,line=1,col=1.*::.*same URL `\/guide`/),
      expect.stringMatching(/^::error file=moorings\.md,line=1,col=1.*::.*same URL `\/moorings`/),
      expect.stringMatching(/^::error file=moorings\.mdx,line=1,col=1.*::.*same URL `\/moorings`/),
    ]);
    expect(result.stdout).toContain(MOORINGS);
    expect(result.stdout).toContain(GUIDE);
  });

  test('build reports each pair at both files and builds one; pages under `_docwright/`, `pagefind/` and at `404` are built', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'dw-collisions-')), 'site');
    const result = await run(['build', '.', '--out', out, '--no-cache', '--workers', '0']);
    expect(result.code).toBe(0);
    expect(result.stderr.split('\n').filter(Boolean).sort()).toEqual([`guide.mdx:1:1: warning: ${GUIDE}`, `guide/index.mdx:1:1: warning: ${GUIDE}`, `moorings.md:1:1: warning: ${MOORINGS}`, `moorings.mdx:1:1: warning: ${MOORINGS}`]);
    const read = (rel: string): string => readFileSync(join(out, rel), 'utf8');
    expect(read('moorings.html')).toContain('Moorings written in MDX.');
    expect(read('guide.html')).toContain('The guide page.');
    expect(read('_docwright/tides.html')).toContain('Tide tables for the harbour.');
    expect(read('pagefind/buoys.html')).toContain('Buoy colours and meanings.');
    expect(read('404.html')).toContain('This berth is empty');
    // The site's own files are still there beside them.
    expect(existsSync(join(out, '_docwright', 'site.css'))).toBe(true);
    expect(existsSync(join(out, 'pagefind', 'pagefind.js'))).toBe(true);
    expect(result.stdout).toMatch(/: 6 pages, 0 errors, 4 warnings \(no sitemap\.xml: no `--base-url` or `seo\.metatags\.canonical` names the site's URL\)\n$/);
  });

  test('the dev server answers the same pages and still serves the site’s own files', async () => {
    const site = await createSite({ root, dev: true, workers: 0, cacheDir: false });
    const text = async (url: string): Promise<string> => {
      const response = await site.render(url);
      expect(response?.status).toBe(200);
      return typeof response?.body === 'string' ? response.body : Buffer.from(response?.body ?? []).toString('utf8');
    };
    expect(await text('/_docwright/tides')).toContain('Tide tables for the harbour.');
    expect(await text('/pagefind/buoys')).toContain('Buoy colours and meanings.');
    expect(await text('/404.html')).toContain('This berth is empty');
    expect(await text('/moorings')).toContain('Moorings written in MDX.');
    expect(await text('/_docwright/site.css')).not.toBe('');
    expect(await text('/pagefind/pagefind.js')).not.toBe('');
  });
});
