// A component title's Markdown as Mintlify reads it (`@mintlify/common`'s title Markdown step), for the `title` of
// `<Accordion>`, `<Card>`, `<Color.Row>`, `<Step>`, `<Tab>` and `<Tile>`: code spans, bold, italics and strikethrough as
// such, a link as its text alone, anything else (HTML, images, a bare URL) as the characters written. The renderer
// draws the parts (src/render/components/title-markdown.ts); ids and the table of contents use their visible text
// (`titleText`), as Mintlify makes a title's id from it, never from a link's URL or the backticks.
import type { PhrasingContent } from 'mdast';
import { parsePage } from './index.js';

/** What the title is parsed after, so that it is read as a paragraph's text (`1. Intro` is no list, `# x` no heading). */
const LEAD = 'title: ';

/** The longest title read as Markdown; a longer one is its text. */
const MAX_TITLE = 2000;

/** A title's text, or the element a node of its Markdown is drawn as. */
export type TitlePart = { kind: 'text'; value: string } | { kind: 'code'; value: string } | { kind: 'strong' | 'em' | 'del'; children: TitlePart[] };

/** True for a link Mintlify keeps as its text: written `[…](…)` to a URL, a path, an anchor or a domain. */
function keptLink(raw: string, url: string): boolean {
  const to = url.trim();
  return raw.startsWith('[') && to !== '' && (/^(?:https?:\/\/|mailto:|tel:|\/|#|\.\.?\/)/i.test(to) || to.includes('/') || /^[^\s@]+\.\S+$/u.test(to));
}

/** Appends text to the parts, joined to the text before it. */
function pushText(parts: TitlePart[], value: string): void {
  if (value === '') return;
  const last = parts.at(-1);
  if (last?.kind === 'text') last.value += value;
  else parts.push({ kind: 'text', value });
}

/** The parts of a paragraph's inline nodes; `source` is the text they were parsed from. */
function partsOf(nodes: readonly PhrasingContent[], source: string): TitlePart[] {
  const parts: TitlePart[] = [];
  const written = (node: PhrasingContent): string => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    return start === undefined || end === undefined ? '' : source.slice(start, end);
  };
  for (const node of nodes) {
    if (node.type === 'text') pushText(parts, node.value.replace(/\n/g, ' '));
    else if (node.type === 'inlineCode') parts.push({ kind: 'code', value: node.value });
    else if (node.type === 'strong' || node.type === 'emphasis' || node.type === 'delete') {
      parts.push({ kind: node.type === 'strong' ? 'strong' : node.type === 'emphasis' ? 'em' : 'del', children: partsOf(node.children, source) });
    } else if (node.type === 'link' && keptLink(written(node), node.url)) {
      for (const part of partsOf(node.children, source)) {
        if (part.kind === 'text') pushText(parts, part.value);
        else parts.push(part);
      }
    } else pushText(parts, written(node));
  }
  return parts;
}

/** A title's Markdown as parts; one text part when it has none (or cannot be read). */
export function titleParts(title: string): TitlePart[] {
  const plain: TitlePart[] = [{ kind: 'text', value: title }];
  if (title.length > MAX_TITLE || !/[`*_~[&\\]/.test(title)) return plain;
  const source = `${LEAD}${title.replace(/\n/g, ' ')}`;
  const tree = parsePage({ path: 'title.md', value: source }, { syntax: 'md', math: false }).tree;
  const paragraph = tree.children.length === 1 ? tree.children[0] : undefined;
  if (paragraph?.type !== 'paragraph') return plain;
  const parts = partsOf(paragraph.children, source);
  const first = parts[0];
  if (first?.kind !== 'text' || !first.value.startsWith(LEAD)) return plain;
  first.value = first.value.slice(LEAD.length);
  if (first.value === '') parts.shift();
  return parts;
}

/** The text of the parts: what a reader sees of them. */
function partsText(parts: readonly TitlePart[]): string {
  return parts.map((part) => (part.kind === 'text' || part.kind === 'code' ? part.value : partsText(part.children))).join('');
}

/**
 * A title's visible text: its Markdown's text and code without the marks and a link's URL (``[Setup](/s) `npx` `` →
 * `Setup npx`), as Mintlify makes a component's id and table-of-contents entry from it.
 */
export function titleText(title: string): string {
  return partsText(titleParts(title));
}
