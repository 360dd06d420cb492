// What `check --links` needs of one page: its anchors, its links and the snippets it imports.
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { HeadingSlugger, headingSlug } from '../parse/anchors.js';

export interface PageLinks {
  anchors: Set<string>;
  links: { url: string; line: number; column: number }[];
  /** Sources of imported `.md`/`.mdx` snippets, as written. */
  imports: string[];
}

/** The loose form of an anchor used for comparison: case and punctuation do not matter. */
export function looseAnchor(anchor: string): string {
  return anchor.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

interface JsxAttribute {
  type: string;
  name?: unknown;
  value?: unknown;
}

function attributes(node: Nodes): Map<string, string> {
  const out = new Map<string, string>();
  const list = (node as { attributes?: JsxAttribute[] }).attributes ?? [];
  for (const attribute of list) {
    if (attribute.type === 'mdxJsxAttribute' && typeof attribute.name === 'string' && typeof attribute.value === 'string') out.set(attribute.name, attribute.value);
  }
  return out;
}

const TITLED = new Set(['Accordion', 'Step', 'Tab', 'Update', 'Expandable', 'Card']);

/** Anchors and links of one page tree. */
export function collectLinks(tree: Root): PageLinks {
  const slugger = new HeadingSlugger();
  const anchors = new Set<string>();
  const links: PageLinks['links'] = [];
  const imports: string[] = [];
  visit(tree, (node: Nodes) => {
    if (node.type === 'mdxjsEsm') {
      for (const match of node.value.matchAll(/from\s+['"]([^'"]+\.mdx?)['"]/g)) if (match[1]) imports.push(match[1]);
      return;
    }
    const at = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
    if (node.type === 'heading') {
      // `## Title {#id}` has the id it names and no generated one.
      if (node.data?.anchor !== undefined) {
        anchors.add(node.data.anchor);
        return;
      }
      anchors.add(slugger.slug(toString(node)));
      // Without inline JSX (`## Name <Badge>required</Badge>` is also linked as `#name`).
      const plain = node.children.filter((c) => c.type !== 'mdxJsxTextElement' && c.type !== 'mdxTextExpression');
      if (plain.length !== node.children.length) anchors.add(headingSlug(toString({ type: 'paragraph', children: plain }).trim()));
    }
    else if (node.type === 'link' || node.type === 'definition') links.push({ url: node.url, ...at });
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const attrs = attributes(node);
      const id = attrs.get('id');
      if (id !== undefined) anchors.add(id);
      const href = attrs.get('href');
      if (href !== undefined) links.push({ url: href, ...at });
      const name = node.name ?? '';
      const field = attrs.get('name') ?? attrs.get('query') ?? attrs.get('path') ?? attrs.get('body') ?? attrs.get('header');
      if ((name === 'ResponseField' || name === 'ParamField') && field !== undefined) {
        const dashed = field.toLowerCase().replace(/[^\p{L}\p{N}_-]+/gu, '-');
        anchors.add(`param-${dashed}`);
        anchors.add(dashed);
      }
      const title = attrs.get('title') ?? attrs.get('label');
      if (TITLED.has(name) && title !== undefined) anchors.add(slugger.slug(title));
    }
  });
  return { anchors, links, imports };
}
