// Visible text of a rendered page's main content, and how two such texts differ
// (`npm run bench -- render-diff`). Every normalisation is listed in bench/README.md.
import { fromHtml } from 'hast-util-from-html';

/** Elements whose text nobody reads on the page: code, styles, icons, MathML twins. */
const SKIP_TAGS = new Set(['script', 'style', 'template', 'noscript', 'svg', 'annotation', 'math', 'head', 'title']);

/** Inline elements: their text runs on with the text around them (no separator). */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr', 'label']);

/**
 * docwright's flex rows of inline elements: each child reads as its own word (a field's name,
 * type and pills; an endpoint's method and URL), as Mintlify's `div`s do.
 */
const FLEX_ROWS = new Set(['dw-field-head', 'dw-api-endpoint', 'dw-api-url', 'dw-api-request-line', 'dw-accordion-summary']);

/** Classes whose elements are chrome, not content, on either side (each listed in bench/README.md). */
const SKIP_CLASSES = [
  'katex-mathml', // KaTeX's MathML copy of a formula (both sides render the HTML copy too)
  'dw-anchor', // docwright's heading link text `#` (Mintlify's is an icon)
  'opacity-0', // Mintlify's hover-only tooltips (the code block's "Copy")
  'sr-only', // text for screen readers only
  'dw-tooltip-content', // docwright's tooltip text, shown on hover (Mintlify renders it on hover only)
  'mint-twoslash-popover-pre', // Mintlify's twoslash type popovers in code, shown on hover
  'dw-code-less', // docwright's "See less" of an expandable code block, shown once expanded
  'dw-mermaid', // a Mermaid diagram: drawn in the browser on both sides (docwright's source and caption)
  'dw-view-title', // docwright's `<View>` title for readers without the script: hidden once the page's view selector is added
];

/** Tailwind's flex containers on Mintlify's side: their children read as separate words. */
const FLEX_CLASSES = new Set(['flex', 'inline-flex']);

/**
 * App-only components whose text is not compared (mintlify-components.mjs `AppOnly`): the
 * component → docwright's class for it. Mintlify's side marks them `data-bench-app-only`.
 */
export const APP_ONLY = { Prompt: 'dw-prompt' };
const APP_ONLY_CLASSES = new Set(Object.values(APP_ONLY));

/** True when the element is an app-only component's (either side). */
export function appOnly(node) {
  const p = node.properties ?? {};
  if (p.dataBenchAppOnly !== undefined) return true;
  return Array.isArray(p.className) && p.className.some((c) => APP_ONLY_CLASSES.has(String(c)));
}

/** True when the element is one whose text is not compared. */
function skipped(node, extraSkip, ctx) {
  if (SKIP_TAGS.has(node.tagName)) return true;
  if (appOnly(node)) {
    ctx.appOnly.count++;
    return true;
  }
  const p = node.properties ?? {};
  // The tab bars of the panels the bench renders again (mintlify-components.mjs `CodeGroup`).
  if (ctx.inBenchPanel && (p.role === 'tablist' || p.dataComponentPart === 'code-group-tab-bar')) return true;
  // A closed `<select>` shows its selected option only (the first when none is selected).
  if (node.tagName === 'option' && ctx.shownOption !== undefined && node !== ctx.shownOption) return true;
  const classes = Array.isArray(p.className) ? p.className.map(String) : [];
  return classes.some((c) => SKIP_CLASSES.includes(c) || extraSkip(c, node));
}

/** The label of an element for the kinds of difference: the component part it shows, if any. */
function labelOf(node, inherited) {
  const p = node.properties ?? {};
  if (typeof p.dataComponentPart === 'string') return p.dataComponentPart;
  const dw = Array.isArray(p.className) ? p.className.map(String).find((c) => c.startsWith('dw-')) : undefined;
  if (dw) return dw;
  if (/^h[1-6]$/.test(node.tagName)) return 'heading';
  if (node.tagName === 'pre' || node.tagName === 'table') return node.tagName;
  return inherited;
}

/** Appends the text of `node` to `out` (chunks with their label), a separator around every block. */
function collect(node, out, extraSkip, ctx) {
  if (node.type === 'text') {
    out.push({ value: node.value, label: ctx.label });
    return;
  }
  if (node.type !== 'element' && node.type !== 'root') return;
  if (node.type === 'element' && skipped(node, extraSkip, ctx)) return;
  const block = node.type === 'element' && (!(INLINE.has(node.tagName) || inlineButton(node, ctx)) || ctx.inFlexRow);
  const flex = node.type === 'element' && Array.isArray(node.properties?.className) && node.properties.className.some((c) => FLEX_ROWS.has(String(c)) || FLEX_CLASSES.has(String(c)));
  const inner = {
    inBenchPanel: ctx.inBenchPanel || node.properties?.dataBenchPanel !== undefined,
    inFlexRow: flex,
    label: node.type === 'element' ? labelOf(node, ctx.label) : ctx.label,
    shownOption: node.type === 'element' && node.tagName === 'select' ? shownOption(node) : ctx.shownOption,
    inText: node.type === 'element' && (node.tagName === 'p' || (ctx.inText && INLINE.has(node.tagName))),
    appOnly: ctx.appOnly,
  };
  if (block) out.push(SEPARATOR);
  const start = out.length;
  for (const child of node.children ?? []) collect(child, out, extraSkip, inner);
  // An inline flex row (a badge: `inline-flex`) separates its items, not itself from the text around it.
  if (flex && !block && node.properties.className.includes('inline-flex')) {
    while (out.length > start && out[out.length - 1] === SEPARATOR) out.pop();
    while (out.length > start && out[start] === SEPARATOR) out.splice(start, 1);
  }
  if (block) out.push(SEPARATOR);
}

const SEPARATOR = { value: ' ', label: '' };

/** A button inside a paragraph's text (Mintlify's tooltip trigger): inline-level, so no space around it. */
const inlineButton = (node, ctx) => node.tagName === 'button' && ctx.inText;

/** The option a closed `<select>` shows: the selected one, else the first (in an `<optgroup>` too). */
function shownOption(select) {
  const options = (select.children ?? []).flatMap((c) => (c.type === 'element' && c.tagName === 'optgroup' ? c.children : [c])).filter((c) => c.type === 'element' && c.tagName === 'option');
  return options.find((o) => o.properties?.selected !== undefined && o.properties.selected !== false) ?? options[0] ?? null;
}

/** Zero-width characters (U+200B-U+200D, U+2060, U+FEFF), dropped. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/;

/** Words of the chunks: whitespace (the no-break space too) splits, each word keeps its first chunk's label. */
function tokenise(chunks) {
  const words = [];
  const labels = [];
  let word = '';
  let label = '';
  for (const chunk of chunks) {
    for (const ch of chunk.value) {
      if (ZERO_WIDTH.test(ch)) continue;
      if (/[\s\u00A0]/.test(ch)) {
        if (word) words.push(word), labels.push(label);
        word = '';
        continue;
      }
      if (!word) label = chunk.label;
      word += ch;
    }
  }
  if (word) words.push(word), labels.push(label);
  return { words, labels };
}

/**
 * The visible text of an HTML fragment or element as words (whitespace normalised), each with
 * the label of the component part it sits in (`data-component-part` on Mintlify's side, the
 * first `dw-` class on docwright's, else `heading`, `pre`, `table`, or '').
 * @param {import('hast').Root | import('hast').Element} tree
 * @param {(cls: string, node: import('hast').Element) => boolean} [extraSkip] more chrome to skip
 * @returns {{text: string, words: string[], labels: string[], appOnly: number}} `appOnly`: app-only components left out
 */
export function visibleText(tree, extraSkip = () => false) {
  const out = [];
  const appOnlyCount = { count: 0 };
  collect(tree, out, extraSkip, { inBenchPanel: false, inFlexRow: false, inText: false, label: '', appOnly: appOnlyCount });
  const { words, labels } = tokenise(out);
  return { text: words.join(' '), words, labels, appOnly: appOnlyCount.count };
}

/** Parses an HTML fragment (Mintlify's rendered MDX). */
export const parseFragment = (html) => fromHtml(html, { fragment: true });

/** Parses a whole page (docwright's built HTML). */
export const parseDocument = (html) => fromHtml(html);

/** The first element matching `test`, depth first. */
export function findElement(node, test) {
  if (node.type === 'element' && test(node)) return node;
  for (const child of node.children ?? []) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/** True when the element has the class. */
export const hasClass = (node, name) => Array.isArray(node.properties?.className) && node.properties.className.includes(name);

/**
 * Typography folded: the typographic forms Mintlify's smartypants writes mapped back to the
 * keyboard's (curly quotes and primes to straight, an ellipsis to three dots, any run of
 * dashes and hyphens to one hyphen).
 */
export const foldTypography = (s) =>
  s
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/[-\u2010-\u2015]+/g, '-');
