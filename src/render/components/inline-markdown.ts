// Short Markdown written in attributes and config (a banner, a frame caption, a prompt
// description): parsed by the one parser (src/parse) as Markdown, never MDX (nothing is
// evaluated, raw HTML is dropped), turned into hast and passed through the page allow-list.
// And the other way: a part of a page written back as Markdown (what a prompt copies).
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root, RootContent } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { parsePage } from '../../parse/index.js';
import { sanitizePage } from '../safety/sanitize.js';

const MAX_INLINE = 4000;
const cache = new Map<string, ElementContent[]>();

/** The Markdown as sanitised HTML content; a single paragraph is unwrapped to its inline content. */
export function inlineMarkdown(content: string): ElementContent[] {
  const hit = cache.get(content);
  if (hit) return structuredClone(hit);
  const parsed = parsePage({ path: 'inline.md', value: content.slice(0, MAX_INLINE) }, { syntax: 'md', math: false });
  const hast = toHast(parsed.tree);
  const root: HastRoot = hast.type === 'root' ? hast : { type: 'root', children: [] };
  const clean = sanitizePage(root, () => undefined);
  const blocks = clean.children.filter((node): node is Element => node.type === 'element');
  const only = blocks.length === 1 && blocks[0]?.tagName === 'p' ? blocks[0].children : clean.children.filter((node): node is ElementContent => node.type !== 'doctype');
  if (cache.size > 256) cache.clear();
  cache.set(content, only);
  return structuredClone(only);
}

let serialiser: { stringify(tree: Root): string } | undefined;

/** Page nodes written back as Markdown (MDX where they hold components). */
export function markdownOf(nodes: readonly RootContent[]): string {
  if (!serialiser) {
    const processor = unified().use(remarkStringify, { bullet: '-', fences: true }).use(remarkGfm).use(remarkMdx);
    serialiser = { stringify: (tree) => processor.stringify(tree) };
  }
  return serialiser.stringify({ type: 'root', children: [...nodes] }).trim();
}
