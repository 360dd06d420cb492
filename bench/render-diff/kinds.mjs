// Named kinds of difference, recognised from a page's hunks (`npm run bench -- render-diff`).
// Every hunk that is not typography or spacing gets `<coarse kind>: <component part>` (the part
// of the page its words sit in: Mintlify's `data-component-part` for text docwright misses or
// changes, docwright's `dw-` class for text only docwright shows); the rules below name the
// kinds that are known, and the name replaces the generic one.

/** A rule: a name and a test over one hunk. */
const RULES = [
  {
    name: 'field default: docwright `default: x`, Mintlify `default "x"` (the JSON value)',
    test: (h) => /(^| )default /.test(h.mint) && /(^| )default: /.test(h.dw),
  },
  {
    name: 'code block meta shown as its title (`[expandable]` …)',
    test: (h) => h.kind !== 'missing' && /\[(expandable|wrap|lines)\]/i.test(h.dw) && !/\[(expandable|wrap|lines)\]/i.test(h.mint),
  },
  {
    // `@mintlify/components`' code block shows its "See all N lines" footer only with a line count: a fence gets one
    // from the pipeline (rehypeCodeBlocks' `numberOfLines`), a JSX `<CodeBlock expandable>` only once its highlighter
    // has run in the browser (useCalculateCodeLines over the highlighted HTML), never in the server markup compared here.
    name: 'expand footer of a JSX `<CodeBlock expandable>` (Mintlify adds it in the browser, once highlighted)',
    test: (h) => h.kind === 'extra' && /^See all \d+ lines?$/.test(h.dw.trim()),
  },
];

/** The coarse kinds' wording in reports. */
const WORDS = { missing: 'missing in docwright', extra: 'extra in docwright', changed: 'changed' };

/**
 * The kind names of one hunk ('' for typography and spacing, which are counted as they are).
 * @param {{kind: string, mint: string, dw: string, mintPart: string, dwPart: string}} h
 */
export function hunkName(h) {
  if (h.kind === 'typography' || h.kind === 'spacing') return '';
  const rule = RULES.find((r) => r.test(h));
  if (rule) return rule.name;
  const part = h.kind === 'extra' ? h.dwPart : h.kind === 'changed' ? `${h.mintPart || 'text'} / ${h.dwPart || 'text'}` : h.mintPart;
  return `${WORDS[h.kind]}: ${part || 'text'}`;
}

/**
 * The named kinds among a page's hunks (each name once).
 * @param {{kind: string, mint: string, dw: string, mintPart: string, dwPart: string}[]} list
 * @returns {string[]}
 */
export function subKinds(list) {
  return [...new Set(list.map(hunkName).filter(Boolean))].sort();
}
