// CSS from the docs, cleaned by allow-list: a page's `style` attributes and an SVG file's
// `style` attributes and `<style>` sheets. A declaration stays only when its property is on
// the list and its value reads as plain CSS: keywords, numbers, colours, strings, and the
// functions below. Everything else goes, whatever it is spelled as: a backslash escape
// (`u\72l(`), a comment, `url()`, `image-set()`, `expression()`, `@import`, a block.
// Kept declarations are written out as they were read, so what passed the check is
// exactly what the browser reads.

/**
 * Properties a page may set, in its own `style` and through the Tailwind classes it writes
 * (src/render/safety/tailwind.ts checks each class's CSS against this same list): what
 * Mintlify pages use, and nothing that loads a file. Those that move or paint an element
 * away from its place (`position`, `inset`, `z-index`, `transform`, margins, outlines,
 * shadows) pass only with the values `pageValueProblem` allows: no `position: fixed`, a
 * `z-index` from -9 to 10, offsets of at most 24rem and no viewport units. The page's column (`main`) also clips
 * what its content paints and keeps its stacking order to itself (src/render/assets/site.css).
 */
const PAGE_PROPERTIES = new Set([
  // colours and backgrounds (gradients; never an image URL)
  'color', 'background', 'background-color', 'background-image', 'background-size', 'background-position', 'background-repeat', 'background-clip', 'opacity', 'fill', 'stroke', 'stroke-width', 'accent-color',
  // box
  'width', 'height', 'min-width', 'min-height', 'max-width', 'max-height', 'box-sizing', 'aspect-ratio', 'object-fit', 'object-position',
  'margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'margin-inline', 'margin-block', 'margin-inline-start', 'margin-inline-end', 'margin-block-start', 'margin-block-end',
  'padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left', 'padding-inline', 'padding-block', 'padding-inline-start', 'padding-inline-end', 'padding-block-start', 'padding-block-end',
  'overflow', 'overflow-x', 'overflow-y', 'overflow-wrap', 'float', 'clear', 'visibility', 'cursor',
  // borders
  'border', 'border-top', 'border-right', 'border-bottom', 'border-left', 'border-width', 'border-style', 'border-color',
  'border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width', 'border-top-style', 'border-right-style', 'border-bottom-style', 'border-left-style',
  'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color', 'border-inline', 'border-block',
  'border-radius', 'border-top-left-radius', 'border-top-right-radius', 'border-bottom-left-radius', 'border-bottom-right-radius', 'outline', 'outline-color', 'outline-style', 'outline-width', 'outline-offset',
  'border-collapse', 'border-spacing', 'table-layout', 'caption-side',
  // layout
  'display', 'flex', 'flex-direction', 'flex-wrap', 'flex-flow', 'flex-grow', 'flex-shrink', 'flex-basis', 'order',
  'justify-content', 'justify-items', 'justify-self', 'align-items', 'align-content', 'align-self', 'place-items', 'place-content', 'place-self',
  'gap', 'row-gap', 'column-gap', 'grid-template-columns', 'grid-template-rows', 'grid-template-areas', 'grid-template', 'grid-column', 'grid-row', 'grid-area',
  'grid-column-start', 'grid-column-end', 'grid-row-start', 'grid-row-end', 'grid-auto-flow', 'grid-auto-columns', 'grid-auto-rows', 'columns', 'column-count', 'column-width',
  // text
  'text-align', 'text-decoration', 'text-decoration-line', 'text-decoration-color', 'text-decoration-style', 'text-decoration-thickness', 'text-underline-offset', 'text-transform', 'text-indent', 'text-wrap', 'text-overflow',
  'font', 'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-feature-settings', 'line-height', 'letter-spacing', 'word-spacing', 'white-space', 'word-break', 'hyphens',
  'vertical-align', 'list-style-type', 'list-style-position', 'direction', 'writing-mode',
  // placed and painted within the page's column, values bounded (`pageValueProblem`)
  // (the `inset` shorthands, one declaration that stretches an element over its whole container, stay out)
  'position', 'top', 'right', 'bottom', 'left', 'inset-inline-start', 'inset-inline-end', 'inset-block-start', 'inset-block-end', 'z-index',
  'transform', 'transform-origin', 'translate', 'scale', 'rotate', 'box-shadow',
  // what only hides part of the element itself (`sr-only`, which GFM footnotes' heading carries)
  'clip-path',
  // behaviour that changes nothing outside the element
  'pointer-events', 'appearance', '-webkit-appearance', 'user-select', '-webkit-user-select',
  'transition', 'transition-property', 'transition-duration', 'transition-delay', 'transition-timing-function', 'transition-behavior',
]);

/** What an SVG drawing may style besides the page's list: its presentation properties. A drawing is its own document: it cannot lay anything over the site. */
const SVG_PROPERTIES = new Set([
  ...PAGE_PROPERTIES,
  'fill-opacity', 'fill-rule', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset',
  'stop-color', 'stop-opacity', 'flood-color', 'flood-opacity', 'lighting-color', 'clip-path', 'clip-rule', 'mask', 'mask-type', 'filter',
  'marker', 'marker-start', 'marker-mid', 'marker-end', 'paint-order', 'vector-effect', 'shape-rendering', 'text-rendering', 'image-rendering', 'color-interpolation', 'color-interpolation-filters',
  'text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'font-stretch', 'mix-blend-mode', 'isolation',
  'transform', 'transform-origin', 'transform-box', 'animation', 'animation-name', 'animation-duration', 'animation-delay', 'animation-timing-function', 'animation-iteration-count', 'animation-direction', 'animation-fill-mode', 'animation-play-state',
  'transition', 'transition-property', 'transition-duration', 'transition-delay', 'transition-timing-function', 'x', 'y', 'cx', 'cy', 'r', 'rx', 'ry', 'd',
]);

/** Functions a value may call: colours, gradients, arithmetic, custom properties, grid tracks, transforms and timing curves. */
const PAGE_FUNCTIONS = new Set([
  'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'light-dark',
  'linear-gradient', 'radial-gradient', 'conic-gradient', 'repeating-linear-gradient', 'repeating-radial-gradient', 'repeating-conic-gradient',
  'calc', 'min', 'max', 'clamp', 'var', 'repeat', 'minmax', 'fit-content',
  'translate', 'translatex', 'translatey', 'translate3d', 'scale', 'scalex', 'scaley', 'rotate', 'rotatex', 'rotatey', 'rotatez', 'skew', 'skewx', 'skewy',
  'cubic-bezier', 'steps', 'inset', 'circle', 'ellipse', 'polygon',
]);

const SVG_FUNCTIONS = new Set([
  ...PAGE_FUNCTIONS,
  'translate', 'translatex', 'translatey', 'scale', 'scalex', 'scaley', 'rotate', 'skew', 'skewx', 'skewy', 'matrix',
  'cubic-bezier', 'steps', 'blur', 'brightness', 'contrast', 'drop-shadow', 'grayscale', 'hue-rotate', 'invert', 'saturate', 'sepia',
]);

export interface CssProfile {
  properties: ReadonlySet<string>;
  functions: ReadonlySet<string>;
  /** Whether `url(#id)` (a reference inside the same document) may stay. */
  fragmentUrls: boolean;
  /** Why a declaration's value (plain CSS already) is refused for its property, or undefined when it passes. */
  valueProblem?: (property: string, value: string) => string | undefined;
}

/** Whole values a property may take, when it may take only a few. */
const KEYWORDS: ReadonlyMap<string, RegExp> = new Map([
  // Never `fixed`: it would lay the element over the site, wherever the page is scrolled.
  ['position', /^(static|relative|absolute|sticky)$/i],
  // Small steps only: enough to order a page's own layers (`relative z-10`), below the site's own (its tooltips, its page menu).
  ['z-index', /^(auto|-?\d|10)$/i],
  ['pointer-events', /^(auto|none)$/i],
  ['appearance', /^(auto|none)$/i],
  ['-webkit-appearance', /^(auto|none)$/i],
  ['user-select', /^(auto|none|text|all)$/i],
  ['-webkit-user-select', /^(auto|none|text|all)$/i],
]);

/** Properties that move an element from its place, whatever the sign of the offset. */
const OFFSETS = new Set(['top', 'right', 'bottom', 'left', 'inset-inline-start', 'inset-inline-end', 'inset-block-start', 'inset-block-end', 'translate', 'transform', 'scale', 'rotate']);
/** Properties that paint around an element: small lengths only. */
const HALOS = new Set(['outline', 'outline-width', 'outline-offset', 'box-shadow']);
const MARGINS = /^margin(-|$)/;

/** The furthest an offset or a negative margin may move an element (24rem, Tailwind's largest spacing step), and a halo may reach (4rem), in px. */
const MAX_OFFSET_PX = 384;
const MAX_HALO_PX = 64;
/** The largest factor in `calc()` (Tailwind writes `calc(var(--spacing) * -96)` at most). */
const MAX_FACTOR = 96;
/** Pixels per unit, for the absolute and font-relative lengths (`em`-like units as 16px). */
const PX: Readonly<Record<string, number>> = { px: 1, rem: 16, em: 16, ex: 8, ch: 8, cap: 16, ic: 16, lh: 24, rlh: 24, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6 };
const VIEWPORT_UNIT = /^(s|l|d)?v(w|h|i|b|min|max)$|^cq(w|h|i|b|min|max)$/i;
const DIMENSION = /(^|[^\w.#-])(-?)(\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?(%|[a-z]+)?/gi;

/** The page profile's bounds on one value: see `PAGE_PROPERTIES`. */
export function pageValueProblem(property: string, value: string): string | undefined {
  const keywords = KEYWORDS.get(property);
  if (keywords) return keywords.test(value) ? undefined : 'keyword';
  const offset = OFFSETS.has(property);
  const halo = HALOS.has(property);
  const margin = MARGINS.test(property);
  const custom = property.startsWith('--');
  if (!offset && !halo && !margin && !custom) return undefined;
  const negative = /(^|[\s(,*/])-(?=[\d.(]|var|calc)|\s-\s/i.test(value);
  // A colour's channels are numbers, not lengths.
  const lengths = value.replace(/\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)/gi, ' ');
  const moves = offset || (margin && negative);
  for (const [, , , digits, unit = ''] of lengths.matchAll(DIMENSION)) {
    const size = Number(digits);
    if (VIEWPORT_UNIT.test(unit) && (offset || halo || custom || negative)) return 'viewport';
    if (property === 'scale') {
      if ((unit === '' && size > 4) || (unit === '%' && size > 400)) return 'size';
      continue;
    }
    const px = (PX[unit.toLowerCase()] ?? 0) * size;
    // A custom property's length may end up as an offset (`translate: var(--tw-translate-x)`).
    if ((halo && px > MAX_HALO_PX) || ((moves || custom) && px > MAX_OFFSET_PX) || (moves && unit === '%' && size > 100)) return 'size';
    if (unit === '' && size > MAX_FACTOR && (moves || halo)) return 'size';
  }
  return undefined;
}

/** A page's `style` attribute, and the CSS of the Tailwind classes it writes. */
export const PAGE_CSS: CssProfile = { properties: PAGE_PROPERTIES, functions: PAGE_FUNCTIONS, fragmentUrls: false, valueProblem: pageValueProblem };
/** An SVG file's `style` attributes and sheets. */
export const SVG_CSS: CssProfile = { properties: SVG_PROPERTIES, functions: SVG_FUNCTIONS, fragmentUrls: true };

/** A declaration the allow-list removed: its property as written, and why (`bounds`: plain CSS, but a value `pageValueProblem` refuses). */
export interface DroppedDeclaration {
  property: string;
  /** `selector`: a Tailwind class's rule that styles more than its element (src/render/safety/class-selector.ts); `property` holds the selector. */
  reason: 'property' | 'value' | 'bounds' | 'selector';
  /** The value as written, for a refused value (`value`, `bounds`). */
  value?: string;
}

export interface CleanedStyle {
  /** The declarations kept, `name:value` joined by `;` (empty when none is). */
  style: string;
  dropped: DroppedDeclaration[];
}

const MAX_VALUE = 2000;
const PROPERTY_NAME = /^-?[a-z][a-z0-9-]*$/;
const CUSTOM_PROPERTY = /^--[A-Za-z0-9_-]+$/;

/** Split at `separator` outside strings, comments, brackets and escapes. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '\\') {
      index++;
      continue;
    }
    if (quote) {
      if (char === quote || char === '\n') quote = '';
      continue;
    }
    if (char === '/' && text[index + 1] === '*') {
      const end = text.indexOf('*/', index + 2);
      index = end === -1 ? text.length : end + 1;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[' || char === '{') depth++;
    else if ((char === ')' || char === ']' || char === '}') && depth > 0) depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const TOKEN = [
  /\s+/y,
  /"[^"\\\n<>]*"|'[^'\\\n<>]*'/y,
  /#[0-9A-Za-z_-]+/y,
  /[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?(?:%|[A-Za-z]+)?/y,
  /--?[A-Za-z_][A-Za-z0-9_-]*|[A-Za-z_][A-Za-z0-9_-]*/y,
  /[,/*+]|-(?=\s)/y,
];
const FUNCTION = /(-?[A-Za-z_][A-Za-z0-9_-]*)\(/y;
const FRAGMENT_URL = /url\(\s*(["']?)#[A-Za-z0-9_.:-]*\1\s*\)/iy;

/** Whether the value reads as plain CSS under the profile. */
export function safeCssValue(value: string, profile: CssProfile): boolean {
  if (value.length > MAX_VALUE) return false;
  let depth = 0;
  let index = 0;
  next: while (index < value.length) {
    if (profile.fragmentUrls) {
      FRAGMENT_URL.lastIndex = index;
      if (FRAGMENT_URL.test(value)) {
        index = FRAGMENT_URL.lastIndex;
        continue;
      }
    }
    FUNCTION.lastIndex = index;
    const call = FUNCTION.exec(value);
    if (call) {
      if (!profile.functions.has((call[1] ?? '').toLowerCase())) return false;
      depth++;
      index = FUNCTION.lastIndex;
      continue;
    }
    const char = value[index];
    if (char === '(') {
      depth++;
      index++;
      continue;
    }
    if (char === ')') {
      if (--depth < 0) return false;
      index++;
      continue;
    }
    for (const token of TOKEN) {
      token.lastIndex = index;
      if (token.test(value)) {
        index = token.lastIndex;
        continue next;
      }
    }
    return false;
  }
  return depth === 0;
}

/** One declaration list (a `style` attribute, or a rule's block) cleaned by the profile. */
export function cleanDeclarations(text: string, profile: CssProfile): CleanedStyle {
  const kept: string[] = [];
  const dropped: DroppedDeclaration[] = [];
  for (const declaration of splitTopLevel(text, ';')) {
    if (declaration.trim() === '') continue;
    const colon = declaration.indexOf(':');
    const written = (colon === -1 ? declaration : declaration.slice(0, colon)).trim();
    const property = CUSTOM_PROPERTY.test(written) ? written : written.toLowerCase();
    const known = CUSTOM_PROPERTY.test(property) || (PROPERTY_NAME.test(property) && profile.properties.has(property));
    if (colon === -1 || !known) {
      dropped.push({ property: written, reason: 'property' });
      continue;
    }
    let value = declaration.slice(colon + 1).trim();
    const important = /\s*!\s*important$/i.exec(value);
    if (important) value = value.slice(0, important.index).trim();
    if (value === '' || !safeCssValue(value, profile)) {
      dropped.push({ property, reason: 'value', value });
      continue;
    }
    if (profile.valueProblem?.(property, value) !== undefined) {
      dropped.push({ property, reason: 'bounds', value });
      continue;
    }
    kept.push(`${property}:${value}${important ? '!important' : ''}`);
  }
  return { style: kept.join(';'), dropped };
}

/** A selector that names elements only: no escapes, comments, strings with markup, or blocks. */
const SAFE_SELECTOR = /^[\w\s.#,>+~:*()="'|^$[\]-]+$/;

/** An SVG `<style>` sheet cleaned: at-rules (`@import`, `@font-face`, `@media` …) go; each rule keeps its safe declarations. */
export function cleanStyleSheet(text: string, profile: CssProfile = SVG_CSS): string {
  const out: string[] = [];
  let index = 0;
  while (index < text.length) {
    // The prelude: up to a `{` or `;` at the top level.
    let depth = 0;
    let quote = '';
    let end = index;
    for (; end < text.length; end++) {
      const char = text[end];
      if (char === '\\') {
        end++;
        continue;
      }
      if (quote) {
        if (char === quote) quote = '';
        continue;
      }
      if (char === '/' && text[end + 1] === '*') {
        const close = text.indexOf('*/', end + 2);
        end = close === -1 ? text.length : close + 1;
        continue;
      }
      if (char === '"' || char === "'") quote = char;
      else if (char === '(' || char === '[') depth++;
      else if ((char === ')' || char === ']') && depth > 0) depth--;
      else if ((char === '{' || char === ';') && depth === 0) break;
    }
    const prelude = text.slice(index, end).replace(/\/\*[\s\S]*?\*\//g, ' ').trim();
    if (end >= text.length) break;
    if (text[end] === ';') {
      index = end + 1;
      continue;
    }
    // The block: up to its matching `}`.
    let blockDepth = 1;
    let close = end + 1;
    quote = '';
    for (; close < text.length && blockDepth > 0; close++) {
      const char = text[close];
      if (char === '\\') {
        close++;
        continue;
      }
      if (quote) {
        if (char === quote) quote = '';
        continue;
      }
      if (char === '"' || char === "'") quote = char;
      else if (char === '{') blockDepth++;
      else if (char === '}') blockDepth--;
    }
    const block = text.slice(end + 1, close - 1);
    index = close;
    if (prelude.startsWith('@') || !SAFE_SELECTOR.test(prelude) || /[{}]/.test(block)) continue;
    const { style } = cleanDeclarations(block, profile);
    if (style !== '') out.push(`${prelude}{${style}}`);
  }
  return out.join('\n');
}
