// rehype plugin: headings get ids (Mintlify's anchors, `-2` for repeats: src/parse/anchors.ts) and a `#` anchor, and
// the table of contents collects them with anchored Steps and Update labels in document order, as Mintlify lists them.
import type { Element, Root } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import { h } from 'hastscript';
import { ANCHORED_DEPTHS, type HeadingSlugger } from '../../parse/anchors.js';
import { hasClass, isElement } from '../tree/elements.js';
import { CLOBBER_PREFIX } from '../safety/clobber.js';

declare module 'hast' {
  interface ElementData {
    /** A heading's text as its anchor is made from: the page tree's, typographic, without expressions' values (src/parse/page-links.ts headingText). */
    anchorText?: string;
    /** The id the author gave a heading (`## Title {#id}`, `<h2 id>`), cleaned as Mintlify cleans it: on h1-h4 it counts among the page's anchors for the `-2` suffixes. */
    ownAnchor?: string;
    /** A component's entry in the table of contents (an anchored `<Step>`, a labelled `<Update>`), set by its handler; the id is the element's. */
    tocEntry?: { depth: number; text: string };
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

/** The containers whose headings Mintlify leaves out of the table of contents (`Accordion`, `AccordionGroup`, `Expandable`, `Update`, `Prompt`): they still get their ids. */
const NO_TOC_INSIDE = ['dw-accordion', 'dw-accordion-group', 'dw-expandable', 'dw-update', 'dw-prompt'];

/** Each element under `node` in document order, with whether it is inside a container whose headings the contents leave out. */
function visitWithToc(node: Root | Element, inHidden: boolean, visit: (element: Element, listed: boolean) => void): void {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    visit(child, !inHidden);
    visitWithToc(child, inHidden || NO_TOC_INSIDE.some((name) => hasClass(child, name)), visit);
  }
}

/** A heading's id (the author's, else from its text), set on the element; none for h5/h6. */
function headingId(element: Element, depth: number, headingText: string, slugger: HeadingSlugger): string | undefined {
  let id = typeof element.properties.id === 'string' ? element.properties.id : undefined;
  const own = element.data?.ownAnchor;
  // The author's id is unique among the page's heading anchors, as on Mintlify (src/parse/page-links.ts does the same).
  if (own && ANCHORED_DEPTHS.has(depth)) {
    id = `${CLOBBER_PREFIX}${slugger.unique(own)}`;
    element.properties.id = id;
  }
  // h5 and h6 get no id, as on Mintlify (src/parse/anchors.ts). The id is made from the
  // heading's text in the page tree (typographic, without expressions' values), as
  // `check --links` makes it (src/parse/page-links.ts); a component's heading has only its text.
  if (!id && ANCHORED_DEPTHS.has(depth)) {
    const anchorText = element.data?.anchorText;
    if (anchorText !== undefined) id = slugger.typeset(anchorText) || undefined;
    else if (headingText) id = slugger.slug(headingText) || undefined;
    if (id) element.properties.id = id;
  }
  return id;
}

export function rehypeHeadingIds(options: HeadingIdsOptions) {
  const { slugger, toc } = options;
  return (tree: Root): undefined => {
    visitWithToc(tree, false, (element, listed) => {
      const match = /^h([1-6])$/.exec(element.tagName);
      // A step's title is anchored by its step (the `<li>`'s id, its own anchor link), never a second time here.
      if (match && !hasClass(element, 'dw-step-title')) {
        const headingText = hastToString(element).trim();
        const depth = Number(match[1]);
        const id = headingId(element, depth, headingText, slugger);
        // `<Heading noAnchor>`: an id and a contents entry, no anchor link.
        const noAnchor = element.properties.dataDwNoAnchor !== undefined;
        delete element.properties.dataDwNoAnchor;
        if (id && (depth === 2 || depth === 3)) {
          if (listed) toc.push({ depth, text: headingText, id });
          if (!noAnchor) element.children = [...element.children, h('a', { className: ['dw-anchor'], href: `#${id}`, ariaLabel: `Link to ${headingText}` }, ['#'])];
        }
      }
      // A component Mintlify lists (an anchored `<Step>`, an `<Update>` with a label), as its handler marked it.
      const entry = element.data?.tocEntry;
      if (entry && listed && typeof element.properties.id === 'string') toc.push({ ...entry, id: element.properties.id });
    });
  };
}
