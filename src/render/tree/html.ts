// A page's HTML without hast-util-to-html's general path for the common case (issue 51): its
// attribute step looks every property up in the schema and runs each name and value through
// `stringify-entities`, element by element, for every page. Here each property's attribute
// (name, and whether a list is written space-separated) is learnt once, from `toHtml` itself
// on a one-attribute probe, and a value with no character to escape is written directly; any
// other node (a void element with children, `script`, `style`, `template`, an unknown element,
// a value to escape, a boolean or number) goes to `toHtml` as it is, with the same options and
// schema, so the bytes are the same as `toHtml(tree, options)` gives.
import type { Nodes, Element, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';

/** The options of `toHtml` this writer takes: only whether `raw` nodes are written as they are. */
export interface WriteHtmlOptions {
  allowDangerousHtml?: boolean;
}

type Space = 'html' | 'svg';

/** Elements written here in the HTML space: neither void nor raw text, none switches the schema. */
const TAGS = new Set([
  'a', 'abbr', 'article', 'aside', 'b', 'blockquote', 'body', 'button', 'caption', 'cite', 'code', 'dd', 'del', 'details', 'dfn', 'dialog', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'html', 'i', 'ins', 'kbd', 'label', 'li', 'main', 'mark', 'nav', 'ol', 'p', 'pre', 'q', 's', 'samp', 'section', 'small', 'span', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'title', 'tr', 'u', 'ul', 'var',
]);

/** Void elements written here (`<meta …>`, no end tag) when they have no children. */
const VOIDS = new Set(['br', 'hr', 'img', 'input', 'link', 'meta']);

/** Elements of the SVG space that hand their content back to HTML: left to `toHtml`. */
const SVG_TO_HTML = new Set(['desc', 'foreignObject', 'title']);

/** What `toHtml` escapes in a double-quoted attribute value and in text. */
const ATTRIBUTE_ESCAPED = /[\0"&'`]/;
const TEXT_ESCAPED = /[<&]/;

/** A property as `toHtml` writes it in one space: its attribute name, and whether a list of strings is written space-separated. */
interface Attribute {
  /** Undefined when a plain string value is not written as `name="value"` (then every value goes to `toHtml`). */
  name: string | undefined;
  spaceList: boolean;
  /** Values other than strings and lists (booleans, numbers, `''`, the attribute's own name), as `toHtml` wrote each (at most 64). */
  exact: Map<string, string>;
}

const attributes: Record<Space, Map<string, Attribute>> = { html: new Map(), svg: new Map() };

/** The attributes `toHtml` writes for one property on an empty element of the space (with the leading space). */
function probe(space: Space, key: string, value: unknown): string {
  const tagName = space === 'html' ? 'span' : 'g';
  const element = { type: 'element', tagName, properties: { [key]: value }, children: [] } as unknown as Element;
  const html = toHtml(element, { space });
  return html.slice(tagName.length + 1, html.length - tagName.length - 4);
}

function attributeOf(space: Space, key: string): Attribute {
  let attribute = attributes[space].get(key);
  if (attribute === undefined) {
    const plain = /^ ([A-Za-z][\w:.-]*)="x"$/.exec(probe(space, key, 'x'));
    const name = plain?.[1];
    attribute = { name, spaceList: name !== undefined && probe(space, key, ['x', 'y']) === ` ${name}="x y"`, exact: new Map() };
    attributes[space].set(key, attribute);
  }
  return attribute;
}

/** One property as `toHtml` writes it (with the leading space, or empty), or undefined when the element goes to `toHtml`. */
function attributeHtml(space: Space, key: string, value: unknown): string | undefined {
  const attribute = attributeOf(space, key);
  const { name } = attribute;
  if (typeof value === 'string') {
    if (name === undefined) return undefined;
    if (value !== '' && value !== name) return ATTRIBUTE_ESCAPED.test(value) ? undefined : ` ${name}="${value}"`;
  } else if (Array.isArray(value)) {
    if (!attribute.spaceList || !value.every((token) => typeof token === 'string')) return undefined;
    const text = value.join(' ').trim();
    return ATTRIBUTE_ESCAPED.test(text) ? undefined : ` ${name}="${text}"`;
  } else if (typeof value !== 'boolean' && typeof value !== 'number') return undefined;
  // A few values per property (`true`, `false`, a number, `''`, the attribute's own name): each written by `toHtml` once.
  const id = `${typeof value}:${String(value)}`;
  let html = attribute.exact.get(id);
  if (html === undefined) {
    if (attribute.exact.size >= 64) return undefined;
    html = probe(space, key, value);
    attribute.exact.set(id, html);
  }
  return html;
}

function attributesHtml(space: Space, element: Element): string | undefined {
  let out = '';
  const { properties } = element;
  for (const key in properties) {
    const value = properties[key];
    if (value === null || value === undefined) continue;
    const html = attributeHtml(space, key, value);
    if (html === undefined) return undefined;
    out += html;
  }
  return out;
}

function write(node: Nodes, space: Space, options: WriteHtmlOptions): string {
  switch (node.type) {
    case 'root': {
      let out = '';
      for (const child of node.children) out += write(child, space, options);
      return out;
    }
    case 'text':
      return TEXT_ESCAPED.test(node.value) ? toHtml(node, { ...options, space }) : node.value;
    case 'raw':
      return options.allowDangerousHtml ? node.value : toHtml(node, { ...options, space });
    case 'doctype':
      return '<!doctype html>';
    case 'element':
      return element(node, space, options);
    default:
      return toHtml(node, { ...options, space });
  }
}

function children(nodes: readonly RootContent[], space: Space, options: WriteHtmlOptions): string {
  let out = '';
  for (const child of nodes) out += write(child, space, options);
  return out;
}

function element(node: Element, space: Space, options: WriteHtmlOptions): string {
  const { tagName } = node;
  if (space === 'html') {
    if (tagName === 'svg') {
      const attrs = attributesHtml('svg', node);
      if (attrs === undefined) return toHtml(node, { ...options, space });
      return `<svg${attrs}>${children(node.children, 'svg', options)}</svg>`;
    }
    const isVoid = VOIDS.has(tagName);
    if (!(isVoid ? node.children.length === 0 : TAGS.has(tagName))) return toHtml(node, { ...options, space });
    const attrs = attributesHtml('html', node);
    if (attrs === undefined) return toHtml(node, { ...options, space });
    return isVoid ? `<${tagName}${attrs}>` : `<${tagName}${attrs}>${children(node.children, 'html', options)}</${tagName}>`;
  }
  // The SVG space writes every element with its end tag (`closeEmptyElements` is off).
  if (SVG_TO_HTML.has(tagName) || tagName === 'script' || tagName === 'style') return toHtml(node, { ...options, space });
  const attrs = attributesHtml('svg', node);
  if (attrs === undefined) return toHtml(node, { ...options, space });
  return `<${tagName}${attrs}>${children(node.children, 'svg', options)}</${tagName}>`;
}

/** The same string as `toHtml(tree, options)` (HTML space, the given `allowDangerousHtml`, every other option its default). */
export function writeHtml(tree: Nodes | readonly RootContent[], options: WriteHtmlOptions = {}): string {
  if (Array.isArray(tree)) return children(tree as readonly RootContent[], 'html', options);
  return write(tree as Nodes, 'html', options);
}
