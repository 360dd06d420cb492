// The page's HTML allow-list, and the report of what it removes. The elements and attributes
// are GitHub's schema plus what the component handlers emit; unlike GitHub, `style` stays,
// cleaned by a CSS allow-list (src/render/safety/css.ts): a declaration whose property or value is
// not on it is removed and reported. Docwright's own markup is added after it runs
// (src/render/safety/trusted.ts).
import type { Element, Root as HastRoot } from 'hast';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import { cleanDeclarations, PAGE_CSS, type DroppedDeclaration } from './css.js';
import { classVerdict } from './tailwind.js';
import { visitElements } from '../tree/elements.js';
import { attributeStart, writtenTag } from '../tree/written.js';
import { TRUSTED_MARKER } from './trusted.js';
import { ARIA_1_2, SVG_DEFINITIONS, SVG_FOREIGN, SVG_SHAPE, UNSAFE_ELEMENTS } from './html-names.js';

const aria = ARIA_1_2;

/** The allow-list: GitHub's schema, plus what the component handlers emit. */
const withoutClassRules = (list: readonly unknown[] | undefined): (string | [string, ...(string | number | boolean | RegExp | null | undefined)[]])[] =>
  (list ?? []).filter((entry): entry is string | [string, ...(string | number | boolean | RegExp | null | undefined)[]] => !(Array.isArray(entry) && entry[0] === 'className'));

/**
 * What an inline SVG's shapes are drawn with, kept as Mintlify's React keeps them (an icon's
 * `<circle cx cy r>` and `<g fill transform>` lost their geometry and colour, with no warning);
 * a paint that is a `url()` is removed with a warning (reportElement).
 */
const SVG_PAINT = [
  'fill', 'stroke', 'strokeWidth', 'strokeLinecap', 'strokeLinejoin', 'strokeDasharray', 'fillRule', 'clipRule', 'opacity', 'fillOpacity', 'strokeOpacity', 'transform',
  // The same in the other spellings that reach the tree: parsed SVG (a custom component's, a
  // `.md` page's) names them as hast does, and JSX may write them as in SVG files.
  'strokeLineCap', 'strokeLineJoin', 'strokeDashArray',
  'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-dasharray', 'fill-rule', 'clip-rule', 'fill-opacity', 'stroke-opacity',
  ...SVG_SHAPE,
];
const SVG_URL_PAINT = new Set(['fill', 'stroke']);

/** Where an SVG's `<text>` and `<tspan>` draw their words and in what font: numbers and keywords, as JSX writes them and as parsed SVG names them. */
const SVG_TEXT = [
  'x', 'y', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'textAnchor', 'dominantBaseline', 'alignmentBaseline', 'baselineShift',
  'fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'letterSpacing', 'wordSpacing', 'textDecoration',
  'text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'font-family', 'font-size', 'font-weight', 'font-style', 'letter-spacing', 'word-spacing', 'text-decoration',
  ...SVG_PAINT,
];

export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  // Not the sanitiser's own clobber prefix: it cannot tell the page's ids from docwright's
  // (heading anchors, tab panels), so the page's own elements are prefixed before it runs
  // (src/render/safety/clobber.ts).
  clobber: [],
  clobberPrefix: '',
  strip: ['script', 'style', SVG_FOREIGN, ...SVG_DEFINITIONS],
  tagNames: [
    ...(defaultSchema.tagNames ?? []),
    TRUSTED_MARKER, 'figure', 'figcaption', 'section', 'aside', 'button', 'video', 'source', 'track', 'iframe', 'span', 'mark', 'abbr', 'small', 'u', 'cite', 'center', 'font', 'caption', 'col', 'colgroup', 'hgroup', 'header', 'footer', 'main', 'nav', 'article', 'picture', 'audio', 'svg', 'path', 'g', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon', 'text', 'tspan', 'label', 'select', 'option',
  ],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className', 'style', 'role', 'hidden', 'data*', ...aria],
    a: [...withoutClassRules(defaultSchema.attributes?.a), 'target', 'rel', 'download'],
    code: ['className'],
    img: [...withoutClassRules(defaultSchema.attributes?.img), 'loading', 'srcSet', 'sizes', 'decoding'],
    video: ['src', 'controls', 'autoPlay', 'muted', 'loop', 'playsInline', 'poster', 'preload'],
    audio: ['src', 'controls', 'autoPlay', 'muted', 'loop', 'preload'],
    source: ['src', 'srcSet', 'type', 'media', 'sizes'],
    iframe: ['src', 'title', 'allow', 'allowFullScreen', 'loading', 'frameBorder', 'referrerPolicy'],
    button: ['type', 'disabled'],
    li: ['className', 'value'],
    h2: [],
    ul: [...aria],
    section: [],
    ol: [...aria, 'className', 'start', 'reversed', 'type'],
    input: [['disabled', true], ['type', 'checkbox'], 'checked'],
    svg: ['viewBox', 'xmlns', 'preserveAspectRatio', ...SVG_PAINT],
    path: ['d', ...SVG_PAINT],
    g: SVG_PAINT,
    circle: ['cx', 'cy', 'r', ...SVG_PAINT],
    ellipse: ['cx', 'cy', 'rx', 'ry', ...SVG_PAINT],
    rect: ['x', 'y', 'rx', 'ry', ...SVG_PAINT],
    line: ['x1', 'y1', 'x2', 'y2', ...SVG_PAINT],
    polyline: ['points', ...SVG_PAINT],
    polygon: ['points', ...SVG_PAINT],
    // An SVG's words, drawn where their numbers and font say: Mintlify's React keeps them.
    text: SVG_TEXT,
    tspan: SVG_TEXT,
    [TRUSTED_MARKER]: [],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto', 'tel', 'irc', 'ircs', 'xmpp'],
    src: ['http', 'https'],
    poster: ['http', 'https'],
  },
  required: {},
};

/** rehype-sanitize's transform with the allow-list, called directly (a unified processor's run adds a file and a pipeline per call, and the probe runs once per link). */
const sanitiseTree = rehypeSanitize(sanitizeSchema);

/** The allow-list's element names, for lookups per element. */
const ALLOWED_TAGS = new Set(sanitizeSchema.tagNames ?? []);

/** The properties whose URL schemes the allow-list checks. */
const PROTOCOL_KEYS = Object.keys(sanitizeSchema.protocols ?? {});

const URL_ATTRIBUTES = ['href', 'src', 'poster', 'action', 'formAction', 'cite', 'background'];

/**
 * A removal reported: `kind` tells an unknown attribute or attribute value (`html-attribute-dropped`)
 * and an unknown element (`html-element-dropped`) from what is refused for safety (`html-unsafe`).
 */
type Warn = (line: number, column: number, message: string, element: Element, kind?: 'attribute' | 'element') => void;

/** The element's `style` cleaned by the CSS allow-list (removed when nothing is left), each dropped declaration reported. */
function cleanStyle(element: Element, warn: Warn): void {
  const value: unknown = element.properties.style;
  if (value === undefined || value === null) return;
  const style = typeof value === 'string' ? value : Array.isArray(value) ? value.join(' ') : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  // At the `style` the author wrote, naming what they wrote (`<Frame>`, not the `<figure>` it becomes).
  const at = attributeStart(element, 'style');
  const tag = writtenTag(element);
  const { style: kept, dropped } = cleanDeclarations(style, PAGE_CSS);
  for (const { property, reason, value: refused } of dropped) {
    const name = property.replace(/[\s`]+/g, ' ').slice(0, 40);
    const shown = refused === undefined ? '' : ` \`${codeText(refused, 60)}\``;
    if (reason === 'property') warn(at.line, at.column, `Unexpected CSS property \`${name}\` in \`style\` on ${tag}, expected a property on the page's CSS allow-list: it is not emitted`, element);
    else if (reason === 'bounds') warn(at.line, at.column, `Unexpected value${shown} of CSS property \`${name}\` in \`style\` on ${tag}, ${BOUNDS}: it is not emitted`, element);
    else warn(at.line, at.column, `Unexpected value${shown} of CSS property \`${name}\` in \`style\` on ${tag}, expected plain CSS without \`url()\`, escapes or comments: it is not emitted`, element);
  }
  if (kept === '') Reflect.deleteProperty(element.properties, 'style');
  else element.properties.style = kept;
}

/** A value written inside a code span: one line, no backticks, at most `max` characters (`…` when cut). */
function codeText(value: string, max: number): string {
  const flat = value.replace(/[\s`]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** What a value refused by the bounds of the allow-list should have been. */
const BOUNDS = 'expected no `position: fixed`, a `z-index` from -9 to 10, and offsets, negative margins and outlines without viewport units and within 24rem (4rem for outlines and shadows)';

/** What a class's dropped declarations name, for its warning. */
function droppedNames(dropped: readonly DroppedDeclaration[]): string {
  return [...new Set(dropped.map((d) => d.property.replace(/[\s`]+/g, ' ').slice(0, 40)))].slice(0, 4).join('`, `');
}

/** The element's Tailwind classes whose CSS the `style` allow-list refuses are removed, each reported (once the class check is loaded: src/render/safety/tailwind.ts). */
function cleanClasses(element: Element, warn: Warn): void {
  const value = element.properties.className;
  if (!Array.isArray(value)) return;
  const at = attributeStart(element, 'className');
  const kept = value.filter((token) => {
    if (typeof token !== 'string') return true;
    const dropped = classVerdict(token);
    if (!dropped || dropped.length === 0) return true;
    const name = token.replace(/`/g, "'").slice(0, 80);
    if (dropped[0]?.reason === 'selector') warn(at.line, at.column, `Unexpected class \`${name}\` on ${writtenTag(element)} whose CSS styles elements outside it (\`${codeText(dropped[0].property, 80)}\`), expected a class that styles its element and what is inside it: it is not emitted`, element);
    else warn(at.line, at.column, `Unexpected class \`${name}\` on ${writtenTag(element)} whose CSS sets \`${droppedNames(dropped)}\` outside the \`style\` allow-list, ${BOUNDS}, and no \`url()\`: it is not emitted`, element);
    return false;
  });
  if (kept.length === value.length) return;
  if (kept.length === 0) Reflect.deleteProperty(element.properties, 'className');
  else element.properties.className = kept;
}

/**
 * The page's tree through the allow-list, in one pass: what it removes is reported, `style` is cleaned, then elements and attributes are filtered.
 * `told`: elements a lint rule reported already (a `.md` page's `<Note>`, read as HTML): their tag and attributes are not reported again.
 */
export function sanitizePage(tree: HastRoot, warn: Warn, told?: (element: Element) => boolean): HastRoot {
  const reported = new Set<string>();
  // What is inside an element removed with its content is not reported on its own.
  const gone = new Set<HastRoot | Element>();
  visitElements(tree, (element, parent) => {
    if (gone.has(parent)) {
      gone.add(element);
      return;
    }
    if (sanitizeSchema.strip?.includes(element.tagName)) gone.add(element);
    lowerSchemes(element);
    reportElement(element, warn);
    if (told?.(element) !== true) {
      reportDroppedElement(element, warn, reported);
      reportUnknownAttributes(element, warn, reported);
      reportRefusedValues(element, warn, reported);
    }
    cleanStyle(element, warn);
    cleanClasses(element, warn);
  });
  return sanitiseTree(tree);
}

/**
 * A URL's scheme in lower case (`HTTPS://x` → `https://x`, `Mailto:` → `mailto:`) on the properties the
 * allow-list checks schemes of: schemes are case-insensitive (RFC 3986 §3.1) and browsers follow such links,
 * but the allow-list compares them as written, so the link was removed.
 */
function lowerSchemes(element: Element): void {
  for (const key of PROTOCOL_KEYS) {
    const value = element.properties[key];
    if (typeof value !== 'string') continue;
    const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value)?.[1];
    if (scheme !== undefined && scheme !== scheme.toLowerCase()) element.properties[key] = scheme.toLowerCase() + value.slice(scheme.length);
  }
}

/** `data-pagefind-*` (as a hast property name): what the search index reads for a page's title, URL, image, filters, weight and what it skips; only docwright's layout sets them. */
const SEARCH_DATA = /^data-?pagefind/i;

/** A hast `data*` property name as the attribute it is written as (`dataPagefindMeta` → `data-pagefind-meta`). */
function attributeName(key: string): string {
  return key.includes('-') ? key.toLowerCase() : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Whether the value is a URL that runs code (`javascript:`, `vbscript:`, `data:text/html`), however it is spaced. */
function scriptUrl(value: unknown): value is string {
  return typeof value === 'string' && /^\s*(javascript|vbscript|data:text\/html)/i.test(value.replace(/[\s\u0000-\u001f]/g, ''));
}

/** Report what the sanitiser will remove: scripts, event handlers and script URLs; remove (and report) the search index's `data-pagefind-*` attributes. */
function reportElement(element: Element, warn: Warn): void {
  const start = element.position?.start ?? { line: 1, column: 1 };
  if (element.tagName === 'script') warn(start.line, start.column, 'Unexpected `<script>`, expected no scripts in pages: it is not emitted', element);
  for (const [key, value] of Object.entries(element.properties ?? {})) {
    // At the attribute as written, where it is known.
    const at = attributeStart(element, key);
    if (/^on/i.test(key)) warn(at.line, at.column, `Unexpected event handler \`${key.toLowerCase()}\` on ${writtenTag(element)}, expected HTML without code: it is not emitted`, element);
    if (SEARCH_DATA.test(key)) {
      warn(at.line, at.column, `Unexpected \`${attributeName(key)}\` on ${writtenTag(element)}, expected search attributes from docwright's layout only (a page cannot set its search title, URL, image, filters or weight): it is not emitted`, element);
      Reflect.deleteProperty(element.properties, key);
      continue;
    }
    if (SVG_URL_PAINT.has(key) && typeof value === 'string' && /url\s*\(/i.test(value)) {
      warn(at.line, at.column, `Unexpected \`url()\` in \`${key}\` on ${writtenTag(element)}, expected a colour (a page's SVG cannot define gradients or patterns, nor paint from another file): it is not emitted`, element);
      Reflect.deleteProperty(element.properties, key);
      continue;
    }
    if (URL_ATTRIBUTES.includes(key) && scriptUrl(value))
      warn(at.line, at.column, `Unexpected \`${value.trim().split(':')[0]?.toLowerCase()}:\` URL in \`${key}\`, expected an \`https:\` URL or a path: it is not emitted`, element);
  }
}

/** An allow-list entry list as `listed` reads it: the names it lists, and whether it has `data*`. */
interface ListedNames {
  names: Set<unknown>;
  data: boolean;
}

/** Each entry list's names, found once (the allow-list is fixed). */
const listedNames = new WeakMap<readonly (string | readonly unknown[])[], ListedNames>();

/** Whether the allow-list's entries name the property, as rehype-sanitize looks it up (`data*` covers every `data…`). */
function listed(entries: readonly (string | readonly unknown[])[] | undefined, key: string): boolean {
  if (!entries) return false;
  let found = listedNames.get(entries);
  if (!found) {
    found = { names: new Set(), data: false };
    for (const entry of entries) {
      const name: unknown = typeof entry === 'string' ? entry : entry[0];
      found.names.add(name);
      if (name === 'data*') found.data = true;
    }
    listedNames.set(entries, found);
  }
  if (found.names.has(key)) return true;
  return found.data && key.length > 4 && key.slice(0, 4).toLowerCase() === 'data';
}

/**
 * Props (lower case) that never reach Mintlify's element either: React's own, and `noZoom`, which
 * Mintlify's image zoom reads (docwright's images do not zoom).
 */
const NOT_ON_ELEMENT = new Set(['key', 'ref', 'children', 'suppresshydrationwarning', 'suppresscontenteditablewarning', 'nozoom']);

/** What design tools write on an inline `<svg>` that changes nothing a reader sees (lower case, without `-` or `:`). */
const INERT_ON_SVG = new Set(['version', 'baseprofile', 'enablebackground', 'xmlspace', 'xmlnsxlink', 'xmllang', 'focusable', 'x', 'y']);

/** Whether dropping the property loses nothing a reader would have seen on Mintlify's page. */
function unseen(tagName: string, key: string): boolean {
  const lower = key.toLowerCase();
  return NOT_ON_ELEMENT.has(lower) || (tagName === 'svg' && INERT_ON_SVG.has(lower.replace(/[-:]/g, '')));
}

/**
 * Attributes the allow-list drops without a safety reason (`<div foo>`, `<img loading2>`): React
 * puts them on Mintlify's element, docwright leaves them out; one warning per element and
 * attribute name on a page (`reported` holds the pairs already told). Event handlers, search
 * attributes and refused URLs are `reportElement`'s.
 */
function reportUnknownAttributes(element: Element, warn: Warn, reported: Set<string>): void {
  if (element.tagName === TRUSTED_MARKER || !ALLOWED_TAGS.has(element.tagName)) return;
  const attributes = sanitizeSchema.attributes ?? {};
  const specific = Object.hasOwn(attributes, element.tagName) ? attributes[element.tagName] : undefined;
  for (const key of Object.keys(element.properties)) {
    if (/^on/i.test(key) || SEARCH_DATA.test(key) || unseen(element.tagName, key) || listed(specific, key) || listed(attributes['*'], key)) continue;
    const pair = `${element.tagName} ${key}`;
    if (reported.has(pair)) continue;
    reported.add(pair);
    const at = attributeStart(element, key);
    const name = key.replace(/[\s`]+/g, ' ').slice(0, 40);
    warn(at.line, at.column, `Unexpected attribute \`${name}\` on ${writtenTag(element)}, expected an attribute of the page's HTML allow-list: it is not emitted`, element, 'attribute');
  }
}

/** The element's position, or the page's start. */
function startOf(element: Element): { line: number; column: number } {
  return element.position?.start ?? { line: 1, column: 1 };
}

/**
 * An element off the allow-list (`<form>`, `<custom-el>`, `<marquee>`): the sanitiser removes it
 * and keeps its content (`<style>`'s and an SVG definition's go too); one warning per element name on a page, an
 * `html-unsafe` one for what is refused for safety (UNSAFE_ELEMENTS). `<script>` is reportElement's.
 */
function reportDroppedElement(element: Element, warn: Warn, reported: Set<string>): void {
  const tag = element.tagName;
  if (tag === 'script' || tag === TRUSTED_MARKER || ALLOWED_TAGS.has(tag)) return;
  if (reported.has(`<${tag}>`)) return;
  reported.add(`<${tag}>`);
  const at = startOf(element);
  const name = tag.replace(/[\s`]+/g, ' ').slice(0, 40);
  if (SVG_DEFINITIONS.includes(tag)) warn(at.line, at.column, `Unexpected SVG \`<${name}>\`, expected shapes drawn with colours (a page's SVG cannot define gradients, clip paths, masks, filters or symbols): it is not emitted, nor its content`, element, 'element');
  else if (tag === SVG_FOREIGN) warn(at.line, at.column, `Unexpected SVG \`<${name}>\`, expected shapes and text drawn in the SVG (HTML inside an SVG is how markup slips past sanitisers): it is not emitted, nor its content`, element);
  else if (tag === 'style') warn(at.line, at.column, 'Unexpected `<style>`, expected styles in `style` attributes or the project\'s CSS files: it is not emitted, nor its content', element);
  else if (UNSAFE_ELEMENTS.has(tag.toLowerCase())) warn(at.line, at.column, `Unexpected \`<${name}>\`, expected HTML that runs no code, loads no resource and sends no form: it is not emitted, its content is`, element);
  else warn(at.line, at.column, `Unexpected element \`<${name}>\`, expected an element of the page's HTML allow-list: it is not emitted, its content is`, element, 'element');
}

/** By element name: the properties the allow-list keeps only for some values (`valueRestricted`), found once per name. */
const restrictedKeys = new Map<string, Set<unknown>>();

/** Whether the allow-list keeps the property only for some values: a URL checked against `protocols`, or an entry that lists values. */
function valueRestricted(tagName: string, key: string): boolean {
  let keys = restrictedKeys.get(tagName);
  if (!keys) {
    const attributes = sanitizeSchema.attributes ?? {};
    const entries = [...(Object.hasOwn(attributes, tagName) ? (attributes[tagName] ?? []) : []), ...(attributes['*'] ?? [])];
    keys = new Set<unknown>(PROTOCOL_KEYS);
    for (const entry of entries) if (Array.isArray(entry) && entry.length > 1) keys.add(entry[0]);
    restrictedKeys.set(tagName, keys);
  }
  return keys.has(key);
}

/** What the allow-list accepts for the attribute `name` (`key` as a property) on the element, for a warning (`` `type="checkbox"` ``, `` a `class` matching `/…/` ``). */
function acceptedValues(tagName: string, key: string, name: string): string {
  const attributes = sanitizeSchema.attributes ?? {};
  const entries = [...(Object.hasOwn(attributes, tagName) ? (attributes[tagName] ?? []) : []), ...(attributes['*'] ?? [])];
  const values = entries.flatMap((entry) => (Array.isArray(entry) && entry[0] === key ? entry.slice(1) : []));
  const shown = values.map((value) => (value instanceof RegExp ? `a \`${name}\` matching \`${String(value)}\`` : `\`${name}="${String(value)}"\``));
  return shown.length > 0 ? shown.join(' or ') : `another \`${name}\``;
}

/** The values of the property that the sanitiser removes: `before`'s primitives (or list tokens) missing from `after`. */
function refusedParts(before: unknown, after: unknown): (string | number)[] {
  const parts = Array.isArray(before) ? before : [before];
  const kept: unknown[] = Array.isArray(after) ? after : after === undefined ? [] : [after];
  return parts.filter((part): part is string | number => (typeof part === 'string' || typeof part === 'number') && !kept.includes(part));
}

/**
 * Values the allow-list refuses for an attribute it lists (`<input type="range">`, `href` with an
 * `ftp:` URL, a class outside `li`'s): the sanitiser is run on the element alone to learn what it
 * keeps; a refused URL scheme is `html-unsafe`, another value `html-attribute-dropped`, once per
 * element, attribute and value on a page. Script URLs are reportElement's.
 */
function reportRefusedValues(element: Element, warn: Warn, reported: Set<string>): void {
  const tag = element.tagName;
  if (tag === TRUSTED_MARKER || !ALLOWED_TAGS.has(tag)) return;
  const candidates = Object.entries(element.properties).filter(([key, value]) => value !== false && value !== null && value !== undefined && !scriptUrl(value) && valueRestricted(tag, key));
  if (candidates.length === 0) return;
  const probe: Element = { type: 'element', tagName: tag, properties: Object.fromEntries(candidates), children: [] };
  const [clean] = sanitiseTree({ type: 'root', children: [probe] }).children;
  const kept = clean?.type === 'element' ? clean.properties : {};
  for (const [key, value] of candidates) {
    const at = attributeStart(element, key);
    for (const part of refusedParts(value, kept[key])) {
      // `<input type="text">` without its `type` is the same text box: nothing to report.
      if (tag === 'input' && key === 'type' && String(part).toLowerCase() === 'text') continue;
      const shown = String(part).replace(/[\s`]+/g, ' ').slice(0, 60);
      const name = key === 'className' ? 'class' : key;
      if (reported.has(`${tag} ${key}=${shown}`)) continue;
      reported.add(`${tag} ${key}=${shown}`);
      const scheme = Object.hasOwn(sanitizeSchema.protocols ?? {}, key) ? /^([^:/?#]+):/.exec(String(part))?.[1] : undefined;
      if (scheme !== undefined) warn(at.line, at.column, `Unexpected \`${scheme.slice(0, 20)}:\` URL in \`${name}\` on ${writtenTag(element)}, expected a path or a URL with ${(sanitizeSchema.protocols?.[key] ?? []).map((p) => `\`${p}:\``).join(', ')}: it is not emitted`, element);
      // Worded as what docwright draws: the value is valid HTML, docwright's allow-list keeps only these.
      else warn(at.line, at.column, `Unexpected \`${name}="${shown}"\` on ${writtenTag(element)}, expected ${acceptedValues(tag, key, name)}: docwright draws no other \`${name}\` on \`<${tag}>\`, the attribute is not emitted`, element, 'attribute');
    }
  }
}
