// A changelog page's feed items, read from its tree when the page is rendered (src/render/page/feed.ts
// writes the feed; kept apart so that writing it from cached pages loads no Markdown pipeline).
import type { Root, RootContent } from 'mdast';
import { titleSlug } from '../../parse/anchors.js';
import { isRecord } from '../../guards.js';
import { markdownOf } from '../components/inline-markdown.js';
import { readAttributes } from '../tree/literal.js';
import type { FeedItem } from './feed.js';

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
