// Front matter Mintlify reads (organize/pages, optimize/seo): each key the site applies, and a
// `frontmatter-key-no-effect` warning for each it does not.
import { describe, expect, test } from '@jest/globals';
import { createSite } from '../../src/render/site/site.js';
import { entryFor } from '../../src/render/layout/project.js';
import { searchable } from '../../src/render/site/search.js';
import { frontmatterLosses } from '../../src/render/page/frontmatter-losses.js';
import { frontmatterOf } from '../../src/project/frontmatter.js';
import { FRONTMATTER_FIELDS } from '../../src/rule-kit/frontmatter-fields.js';
import { makeProject } from './helpers.js';

const CONFIG = { theme: 'mint', name: 'Kettles', colors: { primary: '#0D7A5F' }, contextual: { options: ['copy', 'view'] }, navigation: { groups: [{ group: 'Start', pages: ['index', 'descale', 'plain'] }] } };

const DESCALE = [
  '---',
  'title: Descale',
  'api: "POST https://kettles.example.com/descale"',
  'deprecated: true',
  'hideFooterPagination: true',
  'hideApiMarker: true',
  'canonical: "https://kettles.example.com/latest/descale"',
  'boost: 2',
  'lastUpdatedDate: 2026-03-04',
  'keywords: ["limescale"]',
  'contextual:',
  '  options: ["view"]',
  '---',
  '',
  'Descale monthly.',
  '',
].join('\n');

describe('front matter parity', () => {
  test('deprecated, hideFooterPagination, canonical, boost, lastUpdatedDate, contextual and hideApiMarker take effect', async () => {
    const root = makeProject({ 'docs.json': JSON.stringify(CONFIG), 'index.mdx': '---\ntitle: Home\n---\n\nText.\n', 'descale.mdx': DESCALE, 'plain.mdx': '---\ntitle: Plain\n---\n\nText.\n' });
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    const page = String((await site.render('/descale'))?.body);
    expect(page).toContain('<p class="dw-page-deprecated">Deprecated</p>');
    expect(page).not.toContain('dw-pager');
    expect(page).toContain('<link rel="canonical" href="https://kettles.example.com/latest/descale">');
    expect(page).toContain('<meta property="og:url" content="https://kettles.example.com/latest/descale">');
    expect(page).toContain('data-pagefind-weight="2"');
    expect(page).toContain('"dateModified":"2026-03-04"');
    expect(page).toContain('"keywords":"limescale"');
    // The page's own menu: `view` only, where the configuration also has `copy`.
    expect(page).toContain('View as Markdown');
    expect(page).not.toContain('data-dw-copy-page');
    // No method badge beside its navigation entry, on its own page or another.
    expect(page).not.toContain('dw-nav-method');
    const plain = String((await site.render('/plain'))?.body);
    expect(plain).not.toContain('dw-nav-method');
    expect(plain).toContain('dw-pager');
    expect(plain).toContain('data-dw-copy-page');
    expect(plain).not.toContain('dw-page-deprecated');
    expect(plain).not.toContain('dateModified');
  });

  test('searchable: false leaves the page out of search, hidden: false and noindex: false do not', () => {
    const entry = entryFor('/p', '/p/quiet.mdx', '---\ntitle: Quiet\nsearchable: false\n---\n', true);
    const loud = entryFor('/p', '/p/loud.mdx', '---\ntitle: Loud\nsearchable: true\n---\n', true);
    const project = { model: { seo: {} }, pages: new Map([[entry.path, entry], [loud.path, loud]]), hiddenListings: new Map() } as never;
    expect(searchable({ path: 'quiet', noindex: false, failed: false }, project)).toBe(false);
    expect(searchable({ path: 'loud', noindex: false, failed: false }, project)).toBe(true);
    expect(entry.noindex).toBe(false);
  });

  test('a key the build does not apply is a warning at its line; a value that asks for nothing is not', () => {
    const fm = frontmatterOf('---\ntitle: Staff\ngroups: ["staff"]\ntimestamp: true\nrelated: ["/guide"]\n---\n\nText.\n');
    const findings = frontmatterLosses('staff.mdx', fm);
    expect(findings.map((f) => [f.ruleId, f.line, f.column])).toEqual([
      ['frontmatter-key-no-effect', 5, 1],
      ['frontmatter-key-no-effect', 3, 1],
      ['frontmatter-key-no-effect', 4, 1],
    ]);
    expect(findings[1]?.message).toBe(
      'Unexpected front matter key `groups`, which docwright does not apply (on Mintlify it shows the page only to signed-in readers of these groups, where the built site shows it to everyone), expected it removed or the page published on Mintlify',
    );
    expect(frontmatterLosses('a.mdx', frontmatterOf('---\ntitle: A\ntimestamp: false\nrelated: false\ngroups: []\n---\n'))).toEqual([]);
    // A value of the wrong type is `frontmatter-types`'s (Mintlify ignores it too).
    expect(frontmatterLosses('a.mdx', frontmatterOf('---\ntitle: A\ntimestamp: "yes"\n---\n'))).toEqual([]);
  });

  test('every front matter key is applied, read by API pages, or reported', () => {
    const applied = ['title', 'description', 'sidebarTitle', 'icon', 'iconType', 'tag', 'mode', 'keywords', 'hidden', 'noindex', 'searchable', 'boost', 'deprecated', 'hideFooterPagination', 'hideApiMarker', 'contextual', 'canonical', 'lastUpdatedDate', 'url', 'rss'];
    const api = ['openapi', 'asyncapi', 'api', 'openapi-schema', 'playground', 'authMethod', 'contentType'];
    const reported = ['related', 'groups', 'timestamp'];
    // Mintlify's own keys without an effect of their own: `public` (every built page is public), `version` (a page's
    // version is where the navigation puts it), `robots` (written as a meta tag by `seo.metatags`).
    const noEffect = ['public', 'version', 'robots'];
    expect(Object.keys(FRONTMATTER_FIELDS).sort()).toEqual([...applied, ...api, ...reported, ...noEffect].sort());
  });
});
