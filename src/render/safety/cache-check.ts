// The check a page's HTML passes on its way out of the build cache. The cache folder can
// be committed or restored from a shared CI cache, so an entry is input like any page and
// a key or checksum beside it proves nothing (whoever plants the entry computes those
// too). The cached body must be in the exact form docwright writes (hast-util-to-html's:
// every attribute value in double quotes, `<` escaped in text, no comments, no `<!`), and
// every element and attribute in it must be on an allow-list: the page's own list
// (src/render/safety/sanitize.ts) widened only by the inert markup docwright adds after that list
// runs (highlighted code, icons, KaTeX's MathML, the API playground's form), with the same
// URL protocols. No script, event handler, style element or script URL passes. Anything
// else means the entry was not written by docwright, and the page is rendered again.
//
// Why a strict scan and not a parse: a body in that exact form is tokenised by a browser
// into the same tags and attributes the scan sees (text holds no `<`, a quoted value ends
// only at `"`); inside raw-text elements (`<iframe>`, `<textarea>`, `<title>`) a browser
// sees less markup, never more. Parsing every cached body with parse5 and sanitising it
// again cost more than the rest of a no-change rebuild (2.4 s for this manual's 52 pages
// on a loaded 2-core machine); the scan costs a few milliseconds.
import { type Options as SanitizeSchema } from 'rehype-sanitize';
import { cleanDeclarations, PAGE_CSS } from './css.js';
import { sanitizeSchema } from './sanitize.js';

type AttributeList = NonNullable<SanitizeSchema['attributes']>[string];

const SVG_TAGS = ['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon', 'defs', 'clipPath', 'mask', 'title', 'desc', 'linearGradient', 'radialGradient', 'stop', 'symbol', 'text', 'tspan'];
const SVG_ATTRIBUTES = [
  'viewBox', 'xmlns', 'width', 'height', 'fill', 'fillRule', 'fillOpacity', 'clipRule', 'clipPath', 'stroke', 'strokeWidth', 'strokeLineCap', 'strokeLineJoin', 'strokeMiterLimit', 'strokeOpacity', 'strokeDashArray',
  'opacity', 'transform', 'd', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'points', 'preserveAspectRatio', 'focusable', 'version', 'offset', 'stopColor', 'stopOpacity', 'gradientUnits', 'gradientTransform', 'mask', 'id',
];
const MATHML_TAGS = ['math', 'semantics', 'annotation', 'mrow', 'mi', 'mo', 'mn', 'ms', 'mtext', 'mspace', 'msup', 'msub', 'msubsup', 'mfrac', 'msqrt', 'mroot', 'mover', 'munder', 'munderover', 'mtable', 'mtr', 'mtd', 'mpadded', 'mphantom', 'menclose', 'mstyle', 'mlabeledtr', 'merror', 'mglyph', 'maligngroup', 'malignmark', 'mmultiscripts', 'mprescripts', 'none'];
const MATHML_ATTRIBUTES = ['xmlns', 'display', 'encoding', 'mathvariant', 'stretchy', 'fence', 'separator', 'lspace', 'rspace', 'minsize', 'maxsize', 'accent', 'accentunder', 'columnalign', 'columnspacing', 'rowspacing', 'columnlines', 'rowlines', 'width', 'height', 'depth', 'voffset', 'linethickness', 'scriptlevel', 'displaystyle', 'movablelimits', 'symmetric', 'largeop', 'notation', 'mathcolor', 'mathbackground', 'mathsize', 'framespacing', 'equalrows', 'equalcolumns', 'side', 'rowalign'];
const FORM_TAGS = ['form', 'fieldset', 'legend', 'textarea', 'dl', 'dt', 'dd'];

function extend(list: AttributeList | undefined, more: readonly string[]): AttributeList {
  return [...(list ?? []), ...more];
}

const base = sanitizeSchema.attributes ?? {};
const attributes: Record<string, AttributeList> = { ...base };
for (const tag of SVG_TAGS) attributes[tag] = extend(base[tag], SVG_ATTRIBUTES);
for (const tag of MATHML_TAGS) attributes[tag] = extend(base[tag], MATHML_ATTRIBUTES);
attributes['*'] = extend(base['*'], ['tabIndex', 'ariaLive', 'ariaHidden', 'id', 'title', 'lang', 'dir']);
attributes.pre = extend(base.pre, ['tabIndex']);
attributes.form = ['noValidate'];
attributes.input = ['id', 'name', 'required', 'value', 'placeholder', 'autoComplete', 'spellCheck', 'checked', 'disabled', ['type', 'checkbox', 'text', 'password', 'number', 'search', 'email', 'url', 'tel']];
attributes.select = ['id', 'name', 'required', 'disabled', 'multiple'];
attributes.option = ['value', 'selected', 'disabled'];
attributes.textarea = ['id', 'name', 'required', 'rows', 'cols', 'spellCheck', 'placeholder'];
attributes.label = ['htmlFor'];
attributes.button = extend(base.button, ['ariaLabel', 'ariaExpanded', 'ariaControls', 'ariaSelected']);
attributes.details = ['open'];

/** What a cached page body may hold: the page allow-list plus docwright's own inert markup. */
export const cacheSchema: SanitizeSchema = {
  ...sanitizeSchema,
  tagNames: [...new Set([...(sanitizeSchema.tagNames ?? []), ...SVG_TAGS, ...MATHML_TAGS, ...FORM_TAGS])],
  attributes,
  strip: ['script', 'style', 'template', 'noscript', 'object', 'embed'],
};

/** An attribute or property name compared loosely: `strokeLineCap`, `stroke-linecap` → `strokelinecap`. */
function loose(name: string): string {
  if (name === 'className') return 'class';
  if (name === 'htmlFor') return 'for';
  return name.toLowerCase().replace(/-/g, '');
}

const allowedTags = new Set((cacheSchema.tagNames ?? []).map((t) => t.toLowerCase()));
const allowedAttributes = new Map<string, Set<string>>();
for (const [tag, list] of Object.entries(attributes)) {
  allowedAttributes.set(tag.toLowerCase(), new Set(list.map((entry) => loose(typeof entry === 'string' ? entry : entry[0]))));
}
const anyTag = allowedAttributes.get('*') ?? new Set<string>();
const dataWildcard = anyTag.has(loose('data*'));
const protocols = new Map(Object.entries(cacheSchema.protocols ?? {}).map(([name, list]) => [loose(name), new Set((list ?? []).map((p) => p.toLowerCase()))]));

/** `&amp;`, `&quot;`, `&lt;`, `&gt;` and numeric references decoded; undefined for any other named reference. */
function decode(value: string): string | undefined {
  let unknown = false;
  const out = value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    }
    const named = { amp: '&', quot: '"', lt: '<', gt: '>' }[ref.toLowerCase()];
    if (named === undefined || !match.endsWith(';')) unknown = true;
    return named ?? match;
  });
  return unknown ? undefined : out;
}

/** Whether a URL value is relative or uses a listed protocol (as hast-util-sanitize decides). */
function safeUrl(value: string, allowed: ReadonlySet<string>): boolean {
  const colon = value.indexOf(':');
  const question = value.indexOf('?');
  const hash = value.indexOf('#');
  const slash = value.indexOf('/');
  if (colon < 0 || (slash > -1 && colon > slash) || (question > -1 && colon > question) || (hash > -1 && colon > hash)) return true;
  return allowed.has(value.slice(0, colon).toLowerCase());
}

/** Never on a cached body, whatever the lists say (GitHub's `*` list has `action`, and the cache admits `<form>` for the playground). */
const NEVER = new Set(['action', 'formaction', 'formmethod', 'formtarget', 'formenctype', 'method', 'enctype', 'srcdoc']);

/**
 * A cached `style` passes the page's CSS allow-list whole (no `url()`, no script functions,
 * never `position: fixed`, offsets bounded), as a page's own `style` does; KaTeX's boxes
 * (`top`, `position: relative`) pass it too.
 */
function safeCachedStyle(value: string): boolean {
  return cleanDeclarations(value, PAGE_CSS).dropped.length === 0;
}

function allowedAttribute(tag: string, name: string, rawValue: string | undefined): boolean {
  const key = loose(name);
  if (NEVER.has(key) || key.startsWith('on')) return false;
  if (!(allowedAttributes.get(tag)?.has(key) || anyTag.has(key) || (dataWildcard && /^data-[a-z0-9-]+$/i.test(name)))) return false;
  if (key === 'style') {
    const style = rawValue === undefined ? '' : decode(rawValue);
    return style !== undefined && safeCachedStyle(style);
  }
  const list = protocols.get(key);
  if (!list || rawValue === undefined) return true;
  const value = decode(rawValue);
  return value !== undefined && safeUrl(value, list);
}

const TOKEN = /<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>|<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z_:][a-zA-Z0-9_:.-]*(?:="[^"]*")?)*)\s*\/?>/y;
const ATTRIBUTE = /\s+([a-zA-Z_:][a-zA-Z0-9_:.-]*)(?:="([^"]*)")?/g;

/** Whether cached page HTML is in docwright's own form and holds only allowed elements, attributes and URLs. */
export function isCleanHtml(html: string): boolean {
  let at = 0;
  while (at < html.length) {
    const next = html.indexOf('<', at);
    if (next === -1) return true;
    TOKEN.lastIndex = next;
    const match = TOKEN.exec(html);
    if (!match) return false;
    at = TOKEN.lastIndex;
    const closing = match[1];
    if (closing !== undefined) {
      if (!allowedTags.has(closing.toLowerCase())) return false;
      continue;
    }
    const tag = (match[2] ?? '').toLowerCase();
    if (!allowedTags.has(tag)) return false;
    for (const attribute of (match[3] ?? '').matchAll(ATTRIBUTE)) {
      if (!allowedAttribute(tag, attribute[1] ?? '', attribute[2])) return false;
    }
  }
  return true;
}
