// rehype plugin: headings get ids (Mintlify's anchors, `-2` for repeats: src/parse/anchors.ts) and a `#` anchor, and
// the table of contents collects them with Update labels in document order.
import type { Root } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import { h } from 'hastscript';
import { ANCHORED_DEPTHS, type HeadingSlugger } from '../../parse/anchors.js';
import { hasClass, isElement, visitElements } from '../components/elements.js';

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
      if (match) {
        const headingText = hastToString(element).trim();
        let id = typeof element.properties.id === 'string' ? element.properties.id : undefined;
        // h5 and h6 get no id, as on Mintlify (src/parse/anchors.ts).
        if (!id && headingText && ANCHORED_DEPTHS.has(Number(match[1]))) {
          id = slugger.slug(headingText) || undefined;
          if (id) element.properties.id = id;
        }
        const depth = Number(match[1]);
        // `<Heading noAnchor>`: an id and a contents entry, no anchor link.
        const noAnchor = element.properties.dataDwNoAnchor !== undefined;
        delete element.properties.dataDwNoAnchor;
        if (id && (depth === 2 || depth === 3)) {
          if (!hasClass(element, 'dw-step-title')) toc.push({ depth, text: headingText, id });
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
