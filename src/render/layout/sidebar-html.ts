// The sidebar's HTML, written without hast-util-to-html's general path (issue 51): a
// division's sidebar is a thousand links of a few known shapes, and the first page of a big
// project serialises all of them. Only the elements and attributes the sidebar makes are
// written here, with no character to escape; anything else (an icon's SVG, a `<` or `&` in a
// title, another attribute) is handed to `toHtml` as it is, so the bytes are the same.
import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';

/** The elements written here: none is void, none is `script` or `style`, none changes the schema. */
const TAGS = new Set(['a', 'details', 'div', 'li', 'p', 'span', 'summary', 'ul']);

/** The properties written here, by hast name: the attribute, and how `toHtml` writes its value. */
const ATTRIBUTES = new Map<string, { name: string; kind: 'text' | 'tokens' | 'boolean' }>([
  ['className', { name: 'class', kind: 'tokens' }],
  ['href', { name: 'href', kind: 'text' }],
  ['rel', { name: 'rel', kind: 'tokens' }],
  ['dataP', { name: 'data-p', kind: 'text' }],
  ['dataG', { name: 'data-g', kind: 'text' }],
  ['dataDwLazy', { name: 'data-dw-lazy', kind: 'text' }],
  ['ariaLabel', { name: 'aria-label', kind: 'text' }],
  ['ariaCurrent', { name: 'aria-current', kind: 'text' }],
  ['open', { name: 'open', kind: 'boolean' }],
]);

/** What `toHtml` escapes in a double-quoted attribute value and in text. */
const ATTRIBUTE_ESCAPED = /[\0"&'`]/;
const TEXT_ESCAPED = /[<&]/;

/** An element's attributes as `toHtml` writes them (with the leading space), or undefined when one is not written here. */
function attributes(element: Element): string | undefined {
  let out = '';
  for (const key in element.properties) {
    const value = element.properties[key];
    if (value === null || value === undefined) continue;
    const attribute = ATTRIBUTES.get(key);
    if (!attribute) return undefined;
    if (attribute.kind === 'boolean') {
      if (value !== true) return undefined;
      out += ` ${attribute.name}`;
      continue;
    }
    let text: string;
    if (typeof value === 'string') text = value;
    else if (attribute.kind === 'tokens' && Array.isArray(value) && value.every((token) => typeof token === 'string')) text = value.join(' ').trim();
    else return undefined;
    if (ATTRIBUTE_ESCAPED.test(text)) return undefined;
    out += ` ${attribute.name}="${text}"`;
  }
  return out;
}

/** One node's HTML, the same as `toHtml(node)` gives inside a sidebar element. */
function write(node: ElementContent): string {
  if (node.type === 'text') return TEXT_ESCAPED.test(node.value) ? toHtml(node) : node.value;
  if (node.type !== 'element' || !TAGS.has(node.tagName)) return toHtml(node);
  const attrs = attributes(node);
  if (attrs === undefined) return toHtml(node);
  let inner = '';
  for (const child of node.children) inner += write(child);
  return `<${node.tagName}${attrs}>${inner}</${node.tagName}>`;
}

/** A sidebar subtree's HTML: the same string as `toHtml(element)`. */
export function sidebarHtml(element: Element): string {
  return write(element);
}
