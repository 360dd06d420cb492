// A changelog's RSS feed (`rss: true`): feed readers open its links only when they are absolute, so they come from the
// site's URL (`--base-url`, else `seo.metatags.canonical`); with neither, the page's `rss` key gets a warning.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite } from '../../../src/render/site/site.js';
import { makeProject } from '../helpers.js';

// Long: each test builds a site (seconds each, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const LOG = '---\ntitle: Log\nrss:   true\n---\n\n<Update label="v1" description="First">\n\nText.\n\n</Update>\n';

function config(seo?: Record<string, unknown>): string {
  return JSON.stringify({ theme: 'mint', name: 'Feeds', colors: { primary: '#15803D' }, ...(seo ? { seo } : {}), navigation: { pages: ['log'] } });
}

async function build(files: Record<string, string>): Promise<{ rss: string; notes: string[] }> {
  const root = makeProject(files);
  const out = join(mkdtempSync(join(tmpdir(), 'docwright-feed-')), 'site');
  const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
  const notes = result.diagnostics.filter((d) => d.ruleId === 'feed-link-relative').map((d) => `${String(d.line)}:${String(d.column)} ${d.message}`);
  return { rss: readFileSync(join(out, 'log', 'rss.xml'), 'utf8'), notes };
}

describe('RSS feed links', () => {
  test('with no site URL the links are site paths and the `rss` key says what to set', async () => {
    const { rss, notes } = await build({ 'docs.json': config(), 'log.mdx': LOG });
    expect(rss).toContain('<link>/log</link>');
    expect(notes).toEqual([
      '3:8 Unexpected `rss: true` with no site URL to make the feed\'s links absolute, expected the site\'s URL in `--base-url` or `seo.metatags.canonical`: the feed\'s links are written as site paths, which feed readers cannot open',
    ]);
  });

  test('`seo.metatags.canonical` makes them absolute, as it does the sitemap, and nothing is said', async () => {
    const { rss, notes } = await build({ 'docs.json': config({ metatags: { canonical: 'https://docs.example.com/sub/' } }), 'log.mdx': LOG });
    expect(rss).toContain('<link>https://docs.example.com/sub/log</link>');
    expect(rss).toContain('<atom:link href="https://docs.example.com/sub/log/rss.xml"');
    expect(rss).toMatch(/<item>\s*<title>v1<\/title>\s*<link>https:\/\/docs\.example\.com\/sub\/log#/);
    expect(notes).toEqual([]);
  });
});
