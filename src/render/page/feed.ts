// A changelog's RSS feed (`rss: true` in a page's front matter): one item per `<Update>`, its
// title the `rss.title` or the label, its description the `rss.description` or the update's
// plain Markdown (components, code and HTML left out, as Mintlify does), linking to the
// update's anchor. Written next to the page as `<page>/rss.xml`, Mintlify's address for it.
// The items are read from the page's tree in ./feed-items.ts (with the Markdown pipeline).

export interface FeedItem {
  title: string;
  description: string;
  /** The update's anchor on the page. */
  anchor: string;
}

/** The feed's address for a page URL: `/changelog` → `/changelog/rss.xml`, `/` → `/rss.xml`. */
export function feedPath(url: string): string {
  return `${url === '/' ? '' : url}/rss.xml`;
}

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** The RSS 2.0 document. `pageUrl` is absolute when the site's URL is known, else a site path. */
export function rssXml(feed: { title: string; description?: string; pageUrl: string; items: readonly FeedItem[] }): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(feed.pageUrl)}</link>`,
    `    <description>${escapeXml(feed.description ?? feed.title)}</description>`,
    `    <atom:link href="${escapeXml(feedPath(feed.pageUrl.replace(/\/$/, '') || '/'))}" rel="self" type="application/rss+xml"/>`,
    '    <generator>docwright</generator>',
    ...feed.items.flatMap((item) => [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(`${feed.pageUrl}#${item.anchor}`)}</link>`,
      `      <guid isPermaLink="false">${escapeXml(`${feed.pageUrl}#${item.anchor}`)}</guid>`,
      `      <description>${escapeXml(item.description)}</description>`,
      '    </item>',
    ]),
    '  </channel>',
    '</rss>',
    '',
  ];
  return lines.join('\n');
}
