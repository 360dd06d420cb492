// The check a page's HTML passes on its way out of the build cache. The cache folder can
// be committed or restored from a shared CI cache, so an entry is input like any page and
// a key or checksum beside it proves nothing (whoever plants the entry computes those
// too). The page body it holds goes through an HTML allow-list again: the page's own list
// (src/render/sanitize.ts) widened only by the inert markup docwright adds after that list
// runs (highlighted code, icons, KaTeX's MathML, the API playground's form). No script,
// event handler, style element or script URL passes. The result must be the cached text
// unchanged: anything the list would remove means the entry was not written by docwright,
// and the page is rendered again (so a cached page is byte for byte a fresh one).
import { toHtml } from 'hast-util-to-html';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import { unified } from 'unified';
import { sanitizeSchema } from './sanitize.js';

type AttributeList = NonNullable<SanitizeSchema['attributes']>[string];

const SVG_TAGS = ['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon', 'defs', 'clipPath', 'mask', 'use', 'title', 'desc', 'linearGradient', 'radialGradient', 'stop', 'symbol', 'text', 'tspan'];
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

const processor = unified().use(rehypeRaw).use(rehypeSanitize, cacheSchema);

/** `html` after the cache allow-list, as HTML again. */
export function recheckHtml(html: string): string {
  const tree = processor.runSync({ type: 'root', children: [{ type: 'raw', value: html }] });
  return toHtml(tree);
}

/** Whether cached page HTML passes the allow-list unchanged (else the entry is not used). */
export function isCleanHtml(html: string): boolean {
  return recheckHtml(html) === html;
}
