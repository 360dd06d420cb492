// The Markdown Mintlify draws in a string `title` of `<Accordion>`, `<Card>`, `<Color.Row>`, `<Step>`, `<Tab>` and
// `<Tile>` (`@mintlify/common`'s title Markdown step): code spans, bold, italics and strikethrough as such, a link as
// its text alone, anything else (HTML, images, a bare URL) as the characters written.
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { titleParts, type TitlePart } from '../../parse/title-text.js';
import type { Shown } from './handler-kit.js';

/** The parts as hast. */
function draw(parts: readonly TitlePart[]): ElementContent[] {
  return parts.map((part): ElementContent => {
    if (part.kind === 'text') return { type: 'text', value: part.value };
    if (part.kind === 'code') return h('code', [{ type: 'text', value: part.value }]);
    return h(part.kind, draw(part.children));
  });
}

/**
 * A component's `title` as Mintlify draws it: a string read as Markdown (`Run \`npx\``, `**Beta** plan`), static JSX as
 * its elements. Its `text` stays the title as written; ids are made from its visible text (`titleText`).
 */
export function titleMarkdown(title: Shown): Shown {
  if (title.jsx) return title;
  const parts = titleParts(title.text);
  const only = parts.length === 1 ? parts[0] : undefined;
  if (parts.length === 0 || (only?.kind === 'text' && only.value === title.text)) return title;
  return { ...title, nodes: draw(parts) };
}

