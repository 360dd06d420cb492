// A project's SVG files are published sanitised. An SVG opened as a document (a link to it,
// an `<iframe>`, a new tab) runs its scripts on the site's origin; as an `<img>` it runs
// nothing. Since a site cannot choose how readers open a file, every published SVG is
// rewritten: no `<script>`, no `on*` handlers, no `<foreignObject>` (HTML inside SVG), no
// links, no animation of links or handlers, no references outside the file itself (only
// `#id` and raster `data:` images), no `@import` or remote `url()` in styles, and no
// processing instructions (`<?xml-stylesheet?>`). Editor metadata (`inkscape:`,
// `sodipodi:`, `rdf:` …) is dropped so the output stays well-formed XML without its
// namespace declarations.
import type { Element, ElementContent, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import rehypeRaw from 'rehype-raw';
import { unified } from 'unified';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Elements removed with everything inside them (lowercase). */
const DROPPED = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'set', 'handler', 'listener', 'discard', 'audio', 'video', 'canvas', 'metadata']);
/** Elements replaced by their children. */
const UNWRAPPED = new Set(['a']);
/** Properties that hold a URL. */
const URL_PROPERTIES = new Set(['href', 'xLinkHref', 'src']);
/** Namespaced attributes that may stay (everything else with a `:` is editor metadata). */
const KEPT_NAMESPACED = new Set(['xLinkHref', 'xLinkTitle', 'xmlLang', 'xmlSpace', 'xmlnsXLink']);

const RASTER_DATA = /^data:image\/(png|jpe?g|gif|webp|avif)[;,]/i;

function compact(value: string): string {
  return value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
}

function safeReference(value: string, tagName: string): boolean {
  const trimmed = value.trim();
  if (trimmed.startsWith('#')) return true;
  return (tagName === 'image' || tagName === 'feImage') && RASTER_DATA.test(trimmed);
}

/** CSS without `@import`, without `url()` that leaves the file, without legacy `expression()`. */
function safeCss(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(['"]?)(.*?)\1\s*\)/gi, (match: string, _quote: string, target: string) => (target.trim().startsWith('#') ? match : 'none'))
    .replace(/expression\s*\(/gi, '(')
    .replace(/javascript:/gi, '');
}

function isElement(node: RootContent | ElementContent): node is Element {
  return node.type === 'element';
}

function cleanProperties(element: Element): boolean {
  let usesXlink = false;
  for (const [key, value] of Object.entries(element.properties)) {
    const remove =
      /^on/i.test(key) ||
      key.includes(':') ||
      (/^xml|^xLink/.test(key) && !KEPT_NAMESPACED.has(key)) ||
      (URL_PROPERTIES.has(key) && !(typeof value === 'string' && safeReference(value, element.tagName))) ||
      (typeof value === 'string' && /javascript:|vbscript:|data:text\/html/.test(compact(value)));
    if (remove) {
      Reflect.deleteProperty(element.properties, key);
      continue;
    }
    if (key === 'style' && typeof value === 'string') element.properties.style = safeCss(value);
    if (key === 'xLinkHref' || key === 'xLinkTitle') usesXlink = true;
  }
  return usesXlink;
}

function dropped(element: Element): boolean {
  const name = element.tagName.toLowerCase();
  if (DROPPED.has(name) || element.tagName.includes(':')) return true;
  // SMIL may animate an attribute into a script URL or a handler.
  if (name.startsWith('animate')) {
    const target = element.properties.attributeName;
    if (typeof target === 'string' && /href|^on/i.test(target.trim())) return true;
  }
  return false;
}

/** Clean one element's subtree in place. Iterative: a deeply nested file cannot overflow the stack. Returns whether xlink is still used. */
function cleanTree(svg: Element): boolean {
  let usesXlink = cleanProperties(svg);
  const stack: Element[] = [svg];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    const out: ElementContent[] = [];
    // The children, with an unwrapped link's children read in its place.
    const sources: { list: ElementContent[]; index: number }[] = [{ list: current.children, index: 0 }];
    while (sources.length > 0) {
      const top = sources[sources.length - 1];
      if (top === undefined || top.index >= top.list.length) {
        sources.pop();
        continue;
      }
      const child = top.list[top.index++];
      if (child === undefined || child.type === 'comment') continue;
      if (!isElement(child)) {
        out.push(child);
        continue;
      }
      if (dropped(child)) continue;
      if (UNWRAPPED.has(child.tagName.toLowerCase())) {
        sources.push({ list: child.children, index: 0 });
        continue;
      }
      if (child.tagName === 'style') {
        const css = safeCss(child.children.map((c) => (c.type === 'text' ? c.value : '')).join('')).replace(/]]>/g, '');
        child.properties = {};
        child.children = css.trim() === '' ? [] : [{ type: 'raw', value: `<![CDATA[${css}]]>` } as unknown as ElementContent];
        out.push(child);
        continue;
      }
      if (cleanProperties(child)) usesXlink = true;
      if (child.tagName === 'title' || child.tagName === 'desc') {
        // HTML integration points: the parser reads HTML inside them. Only their text stays.
        child.children = [{ type: 'text', value: toString(child) }];
        out.push(child);
        continue;
      }
      out.push(child);
      stack.push(child);
    }
    current.children = out;
  }
  return usesXlink;
}

/** The SVG file's text, safe to publish on the site's origin. */
export function sanitiseSvg(text: string): string {
  const tree = unified().use(rehypeRaw).runSync({ type: 'root', children: [{ type: 'raw', value: text }] });
  // Only the first top-level <svg>: whatever the HTML parser moved out of it is dropped.
  const svg = tree.children.find((node): node is Element => isElement(node) && node.tagName === 'svg');
  if (!svg) return `<svg xmlns="${SVG_NS}"/>\n`;
  const usesXlink = cleanTree(svg);
  svg.properties.xmlns = SVG_NS;
  if (usesXlink) svg.properties.xmlnsXLink = XLINK_NS;
  return `${toHtml({ type: 'root', children: [svg] }, { space: 'svg', closeEmptyElements: true, allowDangerousHtml: true })}\n`;
}

/** Deeper than any drawing needs; deeper nesting would overflow the HTML parser's stack. */
export const MAX_SVG_DEPTH = 500;

/** The deepest element nesting in the text, by its tags (comments and CDATA ignored). */
function nestingDepth(text: string): number {
  const body = text.replace(/<!--[\s\S]*?-->/g, '').replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  let depth = 0;
  let deepest = 0;
  for (const match of body.matchAll(/<(\/?)[A-Za-z][^>]*?(\/?)>/g)) {
    if (match[1] === '/') depth = Math.max(0, depth - 1);
    else if (match[2] !== '/') deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}

/** An SVG file made safe to publish, or an empty SVG and the reason when it cannot be read. */
export function sanitiseSvgFile(text: string): { svg: string; problem?: string } {
  const empty = `<svg xmlns="${SVG_NS}"/>\n`;
  if (nestingDepth(text) > MAX_SVG_DEPTH) return { svg: empty, problem: `Unexpected SVG nesting deeper than ${MAX_SVG_DEPTH} elements, expected a flatter drawing: it is published empty` };
  try {
    return { svg: sanitiseSvg(text) };
  } catch {
    return { svg: empty, problem: 'Unexpected SVG that cannot be read, expected an SVG drawing: it is published empty' };
  }
}
