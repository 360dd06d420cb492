// The Markdown Mintlify draws in a string `title` of `<Accordion>`, `<Card>`, `<Color.Row>`, `<Step>`, `<Tab>` and
// `<Tile>` (`@mintlify/common`'s title Markdown step): code spans, bold, italics and strikethrough as such, a link as
// its text alone, anything else (HTML, images, a bare URL) as the characters written.
import type { ElementContent } from 'hast';
import type { PhrasingContent } from 'mdast';
import { h } from 'hastscript';
import { parsePage } from '../../parse/index.js';
import type { Shown } from './handler-kit.js';

/** What the title is parsed after, so that it is read as a paragraph's text (`1. Intro` is no list, `# x` no heading). */
const LEAD = 'title: ';

/** The longest title read as Markdown; a longer one is its text. */
const MAX_TITLE = 2000;

/** A title's text, or the element a node of its Markdown is drawn as. */
type Part = { kind: 'text'; value: string } | { kind: 'code'; value: string } | { kind: 'strong' | 'em' | 'del'; children: Part[] };

/** True for a link Mintlify keeps as its text: written `[…](…)` to a URL, a path, an anchor or a domain. */
function keptLink(raw: string, url: string): boolean {
  const to = url.trim();
  return raw.startsWith('[') && to !== '' && (/^(?:https?:\/\/|mailto:|tel:|\/|#|\.\.?\/)/i.test(to) || to.includes('/') || /^[^\s@]+\.\S+$/u.test(to));
}

/** Appends text to the parts, joined to the text before it. */
function pushText(parts: Part[], value: string): void {
  if (value === '') return;
  const last = parts.at(-1);
  if (last?.kind === 'text') last.value += value;
  else parts.push({ kind: 'text', value });
}

/** The parts of a paragraph's inline nodes; `source` is the text they were parsed from. */
function partsOf(nodes: readonly PhrasingContent[], source: string): Part[] {
  const parts: Part[] = [];
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
function titleParts(title: string): Part[] {
  const plain: Part[] = [{ kind: 'text', value: title }];
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

/** The parts as hast. */
function draw(parts: readonly Part[]): ElementContent[] {
  return parts.map((part): ElementContent => {
    if (part.kind === 'text') return { type: 'text', value: part.value };
    if (part.kind === 'code') return h('code', [{ type: 'text', value: part.value }]);
    return h(part.kind, draw(part.children));
  });
}

/**
 * A component's `title` as Mintlify draws it: a string read as Markdown (`Run \`npx\``, `**Beta** plan`), static JSX as
 * its elements. Its `text` stays the title as written, which ids and keys are made from.
 */
export function titleMarkdown(title: Shown): Shown {
  if (title.jsx) return title;
  const parts = titleParts(title.text);
  const only = parts.length === 1 ? parts[0] : undefined;
  if (parts.length === 0 || (only?.kind === 'text' && only.value === title.text)) return title;
  return { ...title, nodes: draw(parts) };
}

