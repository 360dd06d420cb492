// rehype plugin: headings get ids (Mintlify's anchors, `-2` for repeats: src/parse/anchors.ts) and a `#` anchor, and
// the table of contents collects them with Update labels in document order.
import type { Root } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import { h } from 'hastscript';
import { ANCHORED_DEPTHS, type HeadingSlugger } from '../../parse/anchors.js';
import { hasClass, isElement, visitElements } from '../tree/elements.js';
import { CLOBBER_PREFIX } from '../safety/clobber.js';

declare module 'hast' {
  interface ElementData {
    /** A heading's text as its anchor is made from: the page tree's, typographic, without expressions' values (src/parse/page-links.ts headingText). */
    anchorText?: string;
    /** The id the author gave a heading (`## Title {#id}`, `<h2 id>`), cleaned as Mintlify cleans it: on h1-h4 it counts among the page's anchors for the `-2` suffixes. */
    ownAnchor?: string;
  }
}

export interface TocEntry {
  depth: number;
  text: string;
  id: string;
}

export interface HeadingIdsOptions {
  /** The page's slugger, shared with the component handlers so ids stay unique on the page. */
  slugger: HeadingSlugger;
  /** Filled with the page's table of contents. */
  toc: TocEntry[];
}

export function rehypeHeadingIds(options: HeadingIdsOptions) {
  const { slugger, toc } = options;
  return (tree: Root): undefined => {
    visitElements(tree, (element) => {
      const match = /^h([1-6])$/.exec(element.tagName);
      // A step's title is anchored by its step (the `<li>`'s id, its own anchor link), never a second time here.
      if (match && !hasClass(element, 'dw-step-title')) {
        const headingText = hastToString(element).trim();
        let id = typeof element.properties.id === 'string' ? element.properties.id : undefined;
        const own = element.data?.ownAnchor;
        // The author's id is unique among the page's heading anchors, as on Mintlify (src/parse/page-links.ts does the same).
        if (own && ANCHORED_DEPTHS.has(Number(match[1]))) {
          id = `${CLOBBER_PREFIX}${slugger.unique(own)}`;
          element.properties.id = id;
        }
        // h5 and h6 get no id, as on Mintlify (src/parse/anchors.ts). The id is made from the
        // heading's text in the page tree (typographic, without expressions' values), as
        // `check --links` makes it (src/parse/page-links.ts); a component's heading has only its text.
        if (!id && ANCHORED_DEPTHS.has(Number(match[1]))) {
          const anchorText = element.data?.anchorText;
          if (anchorText !== undefined) id = slugger.typeset(anchorText) || undefined;
          else if (headingText) id = slugger.slug(headingText) || undefined;
          if (id) element.properties.id = id;
        }
        const depth = Number(match[1]);
        // `<Heading noAnchor>`: an id and a contents entry, no anchor link.
        const noAnchor = element.properties.dataDwNoAnchor !== undefined;
        delete element.properties.dataDwNoAnchor;
        if (id && (depth === 2 || depth === 3)) {
          toc.push({ depth, text: headingText, id });
          if (!noAnchor) element.children = [...element.children, h('a', { className: ['dw-anchor'], href: `#${id}`, ariaLabel: `Link to ${headingText}` }, ['#'])];
        }
      }
      if (hasClass(element, 'dw-update') && typeof element.properties.id === 'string') {
        const label = element.children.find(isElement);
        toc.push({ depth: 2, text: label ? hastToString(label.children.find(isElement) ?? label).trim() : element.properties.id, id: element.properties.id });
      }
    });
  };
}
