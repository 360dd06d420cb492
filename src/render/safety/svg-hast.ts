// An icon's SVG as hast without an HTML parser (issue 51: parse5 is ~0.22 MB of code the first page of `dev`
// should not load for its icons). Only the plain SVG docwright writes for its icons is read here: a few shape
// elements, lowercase attributes (and `viewBox`) with double-quoted values, no character references, no comments;
// anything else is undefined and goes to parse5. What it returns is what parse5 and hast-util-from-parse5 make of the
// same text: every element goes through hastscript's `s` with its attributes as written, as hast-util-from-parse5
// does (test/render/svg-hast.test.ts compares both over every icon of the collections).
import type { Element, ElementContent } from 'hast';
import { s } from 'hastscript';

/** Elements read here: SVG shapes, all lowercase, none an HTML integration point or a tag that leaves foreign content. */
const TAGS = new Set(['svg', 'g', 'path', 'circle', 'rect', 'ellipse', 'line', 'polyline', 'polygon']);
const TAG = /<(\/?)([a-z]+)((?:[ \t\n\f]+[A-Za-z][A-Za-z0-9-]*="[^"&\0\r]*")*)[ \t\n\f]*(\/?)>/y;
const ATTRIBUTE = /([A-Za-z][A-Za-z0-9-]*)="([^"]*)"/g;
/** Text between tags: none that parse5 would read as a reference, a tag or change (CR, NUL). */
const TEXT = /[^<&\0\r]+/y;

function attributes(text: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const [, name = '', value = ''] of text.matchAll(ATTRIBUTE)) {
    // parse5 lowercases names and gives back SVG's camel case (`viewBox`); it keeps the first of a repeated name.
    if ((name !== 'viewBox' && name !== name.toLowerCase()) || Object.hasOwn(out, name) || name in Object.prototype) return undefined;
    out[name] = value;
  }
  return out;
}

interface Open {
  tag: string;
  properties: Record<string, string>;
  children: ElementContent[];
}

/** One `<svg>…</svg>` element as hast, or undefined when the text is anything else (or more). */
export function svgHast(html: string): Element | undefined {
  if (!html.startsWith('<svg')) return undefined;
  const stack: Open[] = [];
  let index = 0;
  while (index < html.length) {
    if (stack.length > 0) {
      TEXT.lastIndex = index;
      const text = TEXT.exec(html);
      if (text) {
        stack[stack.length - 1]?.children.push({ type: 'text', value: text[0] });
        index = TEXT.lastIndex;
        continue;
      }
    }
    TAG.lastIndex = index;
    const tag = TAG.exec(html);
    if (!tag) return undefined;
    index = TAG.lastIndex;
    const [, end, name = '', attrs = '', selfClosing] = tag;
    if (!TAGS.has(name)) return undefined;
    if (end) {
      const open = stack.pop();
      if (open?.tag !== name || attrs !== '' || selfClosing) return undefined;
      const element = s(open.tag, open.properties, open.children);
      if (stack.length === 0) return index === html.length ? element : undefined;
      stack[stack.length - 1]?.children.push(element);
      continue;
    }
    // The root is the one `svg`; an `svg` inside it would start a new SVG, not read here.
    if ((stack.length === 0) !== (name === 'svg')) return undefined;
    const properties = attributes(attrs);
    if (properties === undefined) return undefined;
    if (selfClosing) {
      const element = s(name, properties, []);
      if (stack.length === 0) return index === html.length ? element : undefined;
      stack[stack.length - 1]?.children.push(element);
    } else stack.push({ tag: name, properties, children: [] });
  }
  return undefined;
}
