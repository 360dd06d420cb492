// Docwright's own markup (highlighted code, icons, KaTeX) joins a page after the page's
// content has been sanitised: the allow-list judges the page's HTML, and would mangle ours
// (shiki's `tabindex`, an SVG's `rect`, KaTeX's MathML). A handler holds its trusted hast
// in the store and puts a marker in the tree; the marker carries the store index in the
// node's `data`, which the sanitiser keeps and which nothing a page writes can set.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { Node as UnistNode } from 'unist';
import { unified } from 'unified';
import type RehypeRaw from 'rehype-raw';
import { svgHast } from './svg-hast.js';

declare module 'hast' {
  interface ElementData {
    /** Index of trusted content held for this marker (src/render/safety/trusted.ts). */
    dwTrusted?: number;
  }
  interface ElementContentMap {
    dwTrusted: TrustedMarker;
  }
  interface RootContentMap {
    dwTrusted: TrustedMarker;
  }
}

/** A marker while raw HTML is parsed (the parser rebuilds elements and forgets their `data`). */
interface TrustedMarker extends UnistNode {
  type: 'dwTrusted';
  index: number;
}

/** The marker's tag name: on the sanitiser's allow-list, with no attributes. */
export const TRUSTED_MARKER = 'dw-slot';

export interface TrustedStore {
  /** A marker that `restore` replaces by this content. */
  hold(content: ElementContent | readonly ElementContent[]): Element;
  /** Replace every marker by its content; a marker without held content (one a page wrote) is dropped. */
  restore(tree: Root): void;
}

function isList(content: ElementContent | readonly ElementContent[]): content is readonly ElementContent[] {
  return Array.isArray(content);
}

function isElementContent(node: RootContent): node is ElementContent {
  return node.type !== 'doctype';
}

export function createTrustedStore(): TrustedStore {
  const held: (readonly ElementContent[])[] = [];
  const restoreIn = (children: readonly ElementContent[]): ElementContent[] => {
    const out: ElementContent[] = [];
    for (const child of children) {
      if (child.type !== 'element') out.push(child);
      else if (child.tagName === TRUSTED_MARKER) {
        const index = child.data?.dwTrusted;
        const content = index === undefined ? undefined : held[index];
        if (content) out.push(...content);
      } else {
        child.children = restoreIn(child.children);
        out.push(child);
      }
    }
    return out;
  };
  return {
    hold(content) {
      held.push(isList(content) ? content : [content]);
      return { type: 'element', tagName: TRUSTED_MARKER, properties: {}, children: [], data: { dwTrusted: held.length - 1 } };
    },
    restore(tree) {
      tree.children = restoreIn(tree.children.filter(isElementContent));
    },
  };
}

function swapMarkers(children: ElementContent[], toRaw: boolean): void {
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child?.type === 'element') {
      const index = child.data?.dwTrusted;
      if (toRaw && child.tagName === TRUSTED_MARKER && index !== undefined) children[i] = { type: 'dwTrusted', index };
      else swapMarkers(child.children, toRaw);
    } else if (child?.type === 'dwTrusted' && !toRaw) {
      children[i] = { type: 'element', tagName: TRUSTED_MARKER, properties: {}, children: [], data: { dwTrusted: child.index } };
    }
  }
}

/** rehype-raw (parse5, ~0.22 MB of code), once a page needs an HTML parser (`loadHtmlParser`). */
let rehypeRaw: typeof RehypeRaw | undefined;

function makeParsers(raw: typeof RehypeRaw) {
  return { keeping: unified().use(raw, { passThrough: ['dwTrusted'] }), plain: unified().use(raw) };
}

let parsers: ReturnType<typeof makeParsers> | undefined;

/**
 * Load the HTML parser, once, before a page with raw HTML, a custom component's output or KaTeX's is drawn:
 * the icons do without it (svg-hast.ts), so the first page of `dev` without raw HTML never loads parse5 (issue 51).
 */
export async function loadHtmlParser(): Promise<void> {
  rehypeRaw ??= (await import('rehype-raw')).default;
}

function htmlParsers(): ReturnType<typeof makeParsers> {
  if (parsers) return parsers;
  // Not loaded is our bug: the caller had to await `loadHtmlParser` first.
  if (rehypeRaw === undefined) throw new Error('Unexpected raw HTML before its parser loaded, expected `loadHtmlParser()` awaited first');
  parsers = makeParsers(rehypeRaw);
  return parsers;
}

/** rehype-raw for a page with raw HTML, keeping the markers of trusted content. */
export function rehypeRawKeepingTrusted() {
  return (tree: Root): Root => {
    const top = tree.children.filter(isElementContent);
    swapMarkers(top, true);
    const parsed = htmlParsers().keeping.runSync({ type: 'root', children: top });
    const children = parsed.children.filter(isElementContent);
    swapMarkers(children, false);
    return { ...parsed, children };
  };
}

/** HTML (a custom component's output) as a hast root, with positions in that HTML. */
export function parseHtml(html: string): Root {
  return htmlParsers().plain.runSync({ type: 'root', children: [{ type: 'raw', value: html }] });
}

const fragments = new Map<string, readonly ElementContent[]>();

/**
 * Trusted HTML (an icon file, KaTeX's output) as hast; icons repeat, so results are kept per text. An icon's
 * plain SVG is read without parse5 (the same hast: svg-hast.ts); anything else needs `loadHtmlParser` awaited.
 */
export function trustedHtml(html: string, cache = true): readonly ElementContent[] {
  const known = cache ? fragments.get(html) : undefined;
  if (known) return known;
  const icon = svgHast(html);
  const tree = icon === undefined ? parseHtml(html) : { type: 'root' as const, children: [icon] };
  const children = tree.children.filter(isElementContent);
  // Positions in the markup itself would be mistaken for positions in the page.
  const forget = (nodes: readonly ElementContent[]): void => {
    for (const node of nodes) {
      delete node.position;
      if (node.type === 'element') forget(node.children);
    }
  };
  forget(children);
  if (cache) {
    if (fragments.size > 5000) fragments.clear();
    fragments.set(html, children);
  }
  return children;
}
