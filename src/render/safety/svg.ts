// A project's SVG files are published sanitised. An SVG opened as a document (a link to it,
// an `<iframe>`, a new tab) runs its scripts on the site's origin; as an `<img>` it runs
// nothing. Since a site cannot choose how readers open a file, every published SVG is
// rewritten by allow-list: the drawing elements and attributes below pass
// (hast-util-sanitize, the sanitiser that also filters pages), everything else goes:
// `<script>`, `on*` handlers, `<foreignObject>` (HTML inside SVG), links (their content
// stays), editor metadata (`inkscape:`, `sodipodi:`, `rdf:` …), processing instructions
// (`<?xml-stylesheet?>`). References stay only inside the file (`#id`, and raster `data:`
// images); CSS, in `style` attributes, `<style>` sheets and presentation attributes, passes
// the CSS allow-list (src/render/safety/css.ts), so `url()` reaches no other file in any spelling
// (`u\72l(`). The lists follow the SVG profile of DOMPurify, which itself needs a DOM in node.
//
// DOMPurify itself is not used (issue 30): on Node it needs jsdom (about 25 MB installed, against
// the install-size goal of issue 29), and the build already sanitises once, through the hast
// allow-list above; a second sanitiser would add a DOM and a parse per file for no new guarantee.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import { unified } from 'unified';
import { cleanDeclarations, cleanStyleSheet, safeCssValue, SVG_CSS } from './css.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Drawing, text, paint, filter and animation elements (hast tag names, case as in SVG). */
const TAG_NAMES = [
  'svg', 'g', 'defs', 'desc', 'title', 'symbol', 'use', 'image', 'switch', 'view', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'filter',
  'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow',
  'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight',
  'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
  'animate', 'animateMotion', 'animateTransform', 'mpath',
];

/** Elements removed with everything inside them (the others off the list are replaced by their children). */
const STRIP = ['script', 'foreignObject', 'iframe', 'embed', 'object', 'set', 'handler', 'listener', 'discard', 'audio', 'video', 'canvas', 'metadata', 'noscript', 'template'];

/** Attributes any element may carry (hast property names). */
const ATTRIBUTES = [
  'accentHeight', 'accumulate', 'additive', 'alignmentBaseline', 'amplitude', 'ascent', 'attributeType', 'azimuth', 'baseFrequency', 'baselineShift',
  'begin', 'bias', 'by', 'calcMode', 'className', 'clip', 'clipPathUnits', 'clipPath', 'clipRule', 'color', 'colorInterpolation',
  'colorInterpolationFilters', 'colorRendering', 'cx', 'cy', 'd', 'dx', 'dy', 'diffuseConstant', 'direction', 'display', 'divisor',
  'dominantBaseline', 'dur', 'edgeMode', 'elevation', 'end', 'exponent', 'fill', 'fillOpacity', 'fillRule', 'filter', 'filterUnits', 'floodColor',
  'floodOpacity', 'fontFamily', 'fontSize', 'fontSizeAdjust', 'fontStretch', 'fontStyle', 'fontVariant', 'fontWeight', 'fr', 'from', 'fx', 'fy',
  'gradientTransform', 'gradientUnits', 'height', 'id', 'imageRendering', 'in', 'in2', 'intercept', 'k', 'k1', 'k2', 'k3', 'k4', 'kernelMatrix',
  'kernelUnitLength', 'keyPoints', 'keySplines', 'keyTimes', 'lang', 'lengthAdjust', 'letterSpacing', 'lightingColor', 'markerEnd', 'markerMid',
  'markerStart', 'markerHeight', 'markerUnits', 'markerWidth', 'mask', 'maskType', 'maskContentUnits', 'maskUnits', 'max', 'method', 'min', 'mode',
  'numOctaves', 'offset', 'opacity', 'operator', 'order', 'orient', 'origin', 'overflow', 'paintOrder', 'path', 'pathLength', 'patternContentUnits',
  'patternTransform', 'patternUnits', 'points', 'pointsAtX', 'pointsAtY', 'pointsAtZ', 'preserveAlpha', 'preserveAspectRatio', 'primitiveUnits', 'r',
  'radius', 'refX', 'refY', 'repeatCount', 'repeatDur', 'restart', 'result', 'rotate', 'rx', 'ry', 'scale', 'seed', 'shapeRendering', 'side',
  'slope', 'specularConstant', 'specularExponent', 'spacing', 'spreadMethod', 'startOffset', 'stdDeviation', 'stitchTiles', 'stopColor',
  'stopOpacity', 'stroke', 'strokeDashArray', 'strokeDashOffset', 'strokeLineCap', 'strokeLineJoin', 'strokeMiterLimit', 'strokeOpacity',
  'strokeWidth', 'surfaceScale', 'systemLanguage', 'tableValues', 'targetX', 'targetY', 'textAnchor', 'textDecoration', 'textRendering',
  'textLength', 'to', 'transform', 'transformOrigin', 'type', 'values', 'vectorEffect', 'version', 'viewBox', 'visibility', 'width', 'wordSpacing',
  'writingMode', 'x', 'x1', 'x2', 'xChannelSelector', 'y', 'y1', 'y2', 'yChannelSelector', 'z', 'xLinkTitle', 'xmlSpace', 'xmlLang',
];

const RASTER_DATA = /^\s*data:image\/(png|jpe?g|gif|webp|avif)[;,]/i;
const FRAGMENT = /^\s*#/;
/** Animation may not target a link or a handler. */
const SAFE_ANIMATION_TARGET = /^(?!\s*on)(?!.*href)/i;

export const svgSchema: SanitizeSchema = {
  tagNames: TAG_NAMES,
  strip: STRIP,
  attributes: {
    '*': [...ATTRIBUTES, 'style', ['href', FRAGMENT], ['xLinkHref', FRAGMENT], ['attributeName', SAFE_ANIMATION_TARGET]],
    image: [['href', FRAGMENT, RASTER_DATA], ['xLinkHref', FRAGMENT, RASTER_DATA]],
    feImage: [['href', FRAGMENT, RASTER_DATA], ['xLinkHref', FRAGMENT, RASTER_DATA]],
  },
  protocols: {},
  required: {},
  clobber: [],
  clobberPrefix: '',
  allowComments: false,
  allowDoctypes: false,
};

const sanitiser = unified().use(rehypeSanitize, svgSchema);

/** Attributes the browser reads as CSS (presentation attributes, and the values animation writes into them). */
const CSS_ATTRIBUTES = new Set(['fill', 'stroke', 'filter', 'clipPath', 'mask', 'markerStart', 'markerMid', 'markerEnd', 'color', 'stopColor', 'floodColor', 'lightingColor', 'fontFamily', 'from', 'to', 'by']);

/** A value the browser may fetch through: a `url()` that leaves the file, an image set, a script URL, or an escape that could spell one. */
function unsafeValue(key: string, value: string): boolean {
  const compact = value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
  if (/javascript:|vbscript:|data:text\/html/.test(compact)) return true;
  if (CSS_ATTRIBUTES.has(key)) return !safeCssValue(value.trim(), SVG_CSS);
  if (key === 'values') return value.split(';').some((part) => part.trim() !== '' && !safeCssValue(part.trim(), SVG_CSS));
  return value.includes('\\') || /url\((?!["']?#)|image-set\(|src\(/.test(compact);
}

function isElement(node: RootContent | ElementContent): node is Element {
  return node.type === 'element';
}

/** Before the allow-list: editor metadata goes with its content (an unknown element would otherwise leave its children). Iterative: deep files cannot overflow the stack. */
function dropMetadata(svg: Element): void {
  const stack: Element[] = [svg];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    current.children = current.children.filter((child) => !(isElement(child) && child.tagName.includes(':')));
    for (const child of current.children) if (isElement(child)) stack.push(child);
  }
}

/** After the allow-list: CSS cleaned, values that fetch dropped, titles as text. Returns whether xlink is used. */
function cleanValues(svg: Element): boolean {
  let usesXlink = false;
  const stack: Element[] = [svg];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    for (const [key, value] of Object.entries(current.properties)) {
      const text = Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : undefined;
      if (text === undefined) continue;
      if (key === 'style') {
        const { style } = cleanDeclarations(text, SVG_CSS);
        if (style === '') Reflect.deleteProperty(current.properties, key);
        else current.properties.style = style;
      } else if (unsafeValue(key, text)) Reflect.deleteProperty(current.properties, key);
    }
    if (current.properties.xLinkHref !== undefined || current.properties.xLinkTitle !== undefined) usesXlink = true;
    if (current.tagName === 'style') {
      const css = cleanStyleSheet(toString(current)).replace(/]]>/g, '');
      current.properties = {};
      current.children = css.trim() === '' ? [] : [{ type: 'raw', value: `<![CDATA[${css}]]>` } as unknown as ElementContent];
      continue;
    }
    if (current.tagName === 'title' || current.tagName === 'desc') {
      // HTML integration points: the parser reads HTML inside them. Only their text stays.
      current.children = [{ type: 'text', value: toString(current) }];
      continue;
    }
    // An `<animate>` whose target was refused animates nothing.
    current.children = current.children.filter((child) => !(isElement(child) && child.tagName === 'animate' && child.properties.attributeName === undefined));
    for (const child of current.children) if (isElement(child)) stack.push(child);
  }
  return usesXlink;
}

/** The SVG file's text, safe to publish on the site's origin. */
export function sanitiseSvg(text: string): string {
  const tree = unified().use(rehypeRaw).runSync({ type: 'root', children: [{ type: 'raw', value: text }] });
  // Only the first top-level <svg>: whatever the HTML parser moved out of it is dropped.
  const svg = tree.children.find((node): node is Element => isElement(node) && node.tagName === 'svg');
  if (!svg) return `<svg xmlns="${SVG_NS}"/>\n`;
  dropMetadata(svg);
  const clean: Root = sanitiser.runSync({ type: 'root', children: [svg] });
  const kept = clean.children.find((node): node is Element => isElement(node) && node.tagName === 'svg');
  if (!kept) return `<svg xmlns="${SVG_NS}"/>\n`;
  const usesXlink = cleanValues(kept);
  kept.properties.xmlns = SVG_NS;
  if (usesXlink) kept.properties.xmlnsXLink = XLINK_NS;
  return `${toHtml({ type: 'root', children: [kept] }, { space: 'svg', closeEmptyElements: true, allowDangerousHtml: true })}\n`;
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
