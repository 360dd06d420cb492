// A changelog's RSS feed (`rss: true` in a page's front matter): one item per `<Update>`, its
// title the `rss.title` or the label, its description the `rss.description` or the update's
// plain Markdown (components, code and HTML left out, as Mintlify does), linking to the
// update's anchor. Written next to the page as `<page>/rss.xml`, Mintlify's address for it.
import type { Root, RootContent } from 'mdast';
import { titleSlug } from '../../parse/anchors.js';
import { isRecord } from '../../guards.js';
import { markdownOf } from './inline-markdown.js';
import { readAttributes } from './literal.js';

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

const LEFT_OUT = new Set(['code', 'inlineCode', 'html', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm', 'math', 'inlineMath']);

/** The nodes without components, code and HTML. */
function plain(nodes: readonly RootContent[]): RootContent[] {
  const kept: RootContent[] = [];
  for (const node of nodes) {
    if (LEFT_OUT.has(node.type)) continue;
    kept.push('children' in node && Array.isArray(node.children) ? ({ ...node, children: plain(node.children) } as RootContent) : node);
  }
  return kept;
}

/** The page's updates as feed items, in page order. */
export function feedItems(tree: Root): FeedItem[] {
  const items: FeedItem[] = [];
  const used = new Map<string, number>();
  const visit = (nodes: readonly RootContent[]): void => {
    for (const node of nodes) {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Update') {
        const attrs = readAttributes(node.attributes);
        const label = typeof attrs.label === 'string' ? attrs.label : 'Update';
        const rss = isRecord(attrs.rss) ? attrs.rss : {};
        const slug = typeof attrs.id === 'string' ? attrs.id : titleSlug(label);
        const count = used.get(slug) ?? 0;
        used.set(slug, count + 1);
        items.push({
          title: typeof rss.title === 'string' ? rss.title : label,
          description: typeof rss.description === 'string' ? rss.description : markdownOf(plain(node.children)),
          anchor: count === 0 ? slug : `${slug}-${count + 1}`,
        });
        continue;
      }
      if ('children' in node && Array.isArray(node.children)) visit(node.children);
    }
  };
  visit(tree.children);
  return items;
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
