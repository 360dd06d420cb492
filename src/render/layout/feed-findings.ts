// A changelog's RSS feed (`rss: true`) links each item to its update: feed readers need absolute URLs, which only the
// site's URL (`--base-url`, else `seo.metatags.canonical`) gives. With neither the links stay site paths, which a feed
// reader cannot open: a `feed-link-relative` warning at the page's `rss` key.
import type { DocsModel } from '../../config/index.js';
import { configuredSiteUrl } from '../../config/site-url.js';
import type { Finding } from '../../findings/finding.js';
import { valueColumn } from './share-images.js';

/** The warning for a page that asks for a feed (`rss: true`) when no site URL is known, at its `rss` value; none otherwise. */
export function feedLinkFindings(file: string, source: string, frontmatter: { data: Record<string, unknown>; keyLines: Record<string, number> }, siteUrl: string, model: DocsModel): Finding[] {
  if (frontmatter.data.rss !== true || siteUrl || configuredSiteUrl(model)) return [];
  const line = Object.hasOwn(frontmatter.keyLines, 'rss') ? frontmatter.keyLines.rss : undefined;
  const column = line === undefined ? 1 : valueColumn(source.split('\n')[line - 1] ?? '', 'rss');
  return [{ file, line: line ?? 1, column, ruleId: 'feed-link-relative', severity: 'warn', message: 'Unexpected `rss: true` with no site URL to make the feed\'s links absolute, expected the site\'s URL in `--base-url` or `seo.metatags.canonical`: the feed\'s links are written as site paths, which feed readers cannot open' }];
}
