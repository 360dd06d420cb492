// The HTML handlers of headings written as a component; their registry entries are src/components/heading.ts.
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { attrBool, attrNumber, attrString } from '../../tree/literal.js';
import { headingText } from '../../../parse/page-links.js';
import { cleanAnchor } from '../../../parse/anchors.js';
import { withPosition, type ComponentHandler } from '../handler-kit.js';

/** Block children of a heading written as a component, unwrapped: `<Heading>` on its own lines holds a paragraph. */
function headingContent(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child) => (child.type === 'element' && child.tagName === 'p' ? child.children : [child]));
}

/**
 * `<Heading level={2} id="…" noAnchor>`: the heading of that level (2 by default), with an id
 * and a table-of-contents entry as a Markdown heading gets (src/render/page/heading-ids.ts);
 * `noAnchor` leaves out the anchor link.
 */
const heading: ComponentHandler = (input) => {
  const given = attrNumber(input.attrs, 'level');
  const level = given !== undefined && Number.isInteger(given) && given >= 1 && given <= 6 ? given : 2;
  const id = attrString(input.attrs, 'id');
  const element = h(`h${level}`, { dataDwNoAnchor: attrBool(input.attrs, 'noAnchor') ? '' : undefined }, headingContent(input.children()));
  // Its anchor as a Markdown heading's: from its text as written, or its own `id` cleaned and made unique (heading-ids.ts, as `check --links`).
  element.data = { ...element.data, anchorText: headingText(input.node), ...(id ? { ownAnchor: cleanAnchor(id) } : {}) };
  return withPosition(element, input.node);
};

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/heading.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Heading: heading,
};
