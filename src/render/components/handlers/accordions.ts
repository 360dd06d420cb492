// The HTML handlers of accordions; their registry entries are src/components/accordions.ts.
import { h } from 'hastscript';
import { titleText } from '../../../parse/title-text.js';
import { attrBool, attrString } from '../../tree/literal.js';
import { iconFor, shown, text, withPosition, type ComponentHandler } from '../handler-kit.js';
import { titleMarkdown } from '../title-markdown.js';

const accordion: ComponentHandler = (input) => {
  // A string title is Markdown on Mintlify (``Run `npx` ``): its id is made from its visible text (a link's text, not its URL).
  const written = shown(input, 'title');
  const given = written && titleMarkdown(written);
  const title = given?.text ?? 'Details';
  const description = shown(input, 'description');
  const icon = iconFor(input);
  // Mintlify anchors an accordion by a string title only.
  const id = attrString(input.attrs, 'id') ?? (given?.jsx ? undefined : input.page.anchor('accordion', titleText(title)));
  return withPosition(
    h('details', { className: ['dw-accordion'], id, open: attrBool(input.attrs, 'defaultOpen') }, [
      h('summary', { className: ['dw-accordion-summary'] }, [
        ...(icon ? [icon] : []),
        h('span', { className: ['dw-accordion-title'] }, given?.nodes ?? [text(title)]),
        ...(description ? [h('span', { className: ['dw-accordion-description'] }, description.nodes)] : []),
      ]),
      h('div', { className: ['dw-accordion-body'] }, input.children()),
    ]),
    input.node,
  );
};

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/accordions.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  AccordionGroup: (input) => withPosition(h('div', { className: ['dw-accordion-group'] }, input.children()), input.node),
  Accordion: accordion,
};
