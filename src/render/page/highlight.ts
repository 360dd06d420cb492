// Code highlighting: one shiki highlighter per process (worker), loading only the
// languages the pages use, with light and dark colours as CSS variables.
import type { Element } from 'hast';
import { createHighlighterCore, type HighlighterCore, type ShikiTransformer } from '@shikijs/core';
import { createOnigurumaEngine } from '@shikijs/engine-oniguruma';
import { transformerNotationDiff, transformerNotationErrorLevel, transformerNotationFocus, transformerNotationHighlight, transformerRemoveNotationEscape } from '@shikijs/transformers';
import { parseCodeMeta } from '../../components/code-meta.js';
import { ownValue } from '../../guards.js';
import { mixedEngine } from './regex-engine.js';
import { loadLanguages, loadTheme } from './shiki-grammars.js';
import { SHIKI_LANGUAGES } from './shiki-languages.js';
import { removeTwoslashNotations, TWOSLASH_LANGUAGES } from './twoslash-notations.js';

/** shiki's highlighter, with the grammars and themes of src/render/page/shiki-grammars.ts. */
export type Highlighter = HighlighterCore;

// The `-default` GitHub themes: every token colour reaches WCAG AA (4.5:1) on the code
// background (light #ffffff, dark #161b22); `github-light`'s keyword red was 4.3:1 on #f6f8fa.
const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;
let pending: Promise<Highlighter> | undefined;
/** JavaScript's RegExp, and Oniguruma's WebAssembly only once a grammar needs it (src/render/page/regex-engine.ts). */
const regexes = mixedEngine(() => createOnigurumaEngine(import('@shikijs/engine-oniguruma/wasm-inlined')));
const loaded = new Set<string>(['text', 'plaintext', 'txt', 'plain']);
/** The grammars (registration names) whose patterns translated ahead of time the engine was given. */
const precompiled = new Set<string>();

/** Whether shiki has a grammar for `lang` (an id or an alias). */
function isBundled(lang: string): boolean {
  return Object.hasOwn(SHIKI_LANGUAGES, lang);
}

const ALIASES: Record<string, string> = { sh: 'bash', zsh: 'bash', console: 'bash', shellscript: 'bash', terminal: 'bash', cli: 'bash', env: 'dotenv', jsonc: 'jsonc', golang: 'go', py: 'python', yml: 'yaml', 'c++': 'cpp', 'objective-c': 'objc', text: 'text' };

/** The shiki language id for a code block's language, or `text` when shiki has none. */
export function languageId(lang: string | null | undefined): string {
  if (!lang) return 'text';
  const lower = lang.toLowerCase();
  const id = ownValue(ALIASES, lower) ?? lower;
  return isBundled(id) ? id : 'text';
}

/**
 * The languages a Markdown or MDX code block embeds: front matter, fenced blocks, raw HTML
 * and (MDX) JSX. shiki highlights an embedded language only when it is already loaded, so a
 * block would look different depending on what other pages a thread had rendered; loading
 * what the block itself names makes its highlighting depend on the block alone.
 */
export function embeddedLanguages(lang: string | null | undefined, code: string): string[] {
  const id = languageId(lang);
  if (id !== 'markdown' && id !== 'md' && id !== 'mdx') return [];
  const out: string[] = [];
  if (/^---\r?\n/.test(code)) out.push('yaml');
  if (/^\+\+\+\r?\n/.test(code)) out.push('toml');
  if (id === 'mdx') out.push('tsx');
  if (/<[a-z]/i.test(code)) out.push('html');
  // Any indentation: MDX's grammar colours a fence indented inside a component's children (`<Tab>`) too.
  for (const match of code.matchAll(/^[ \t]*(?:`{3,}|~{3,})[ \t]*([^\s`{]+)/gm)) if (match[1]) out.push(match[1]);
  return out;
}

/**
 * How long one line may take to tokenize before the rest of it is left uncoloured: no limit (shiki's
 * default is 500 ms). A limit in wall time makes the HTML depend on the machine's load: on a busy
 * two-core machine a grammar's first lines (its patterns compile on first use) ran past 2 s and
 * then past 30 s, and a block came out coloured in one build and plain from that line on in the
 * next, without a word. It guards nothing a build needs: vscode-textmate checks it only between
 * two matches, every match advances along the line (or the grammar's loop guard stops it), so a
 * line's time is bounded by its length anyway.
 */
export const LINE_TIME_LIMIT = 0;

/**
 * The length (UTF-16 code units) from which a line is shown uncoloured, as one plain run, the
 * grammar's state carried on to the next line: Mintlify's own limit (`@mintlify/mdx`'s
 * rehypeSyntaxHighlighting gives shiki `tokenizeMaxLineLength: 1000`), so a long line looks as it
 * does there. It is also what bounds a block's time: some grammars take time quadratic in a line's
 * length (bash on `${a${a…`, CSS on `a{a{…`, Swift on `"\(…`: 36,000 characters took 6 to 14 s
 * of CPU, a 200 kB line minutes), so a line of at most 1,000 takes milliseconds.
 */
export const MAX_COLOURED_LINE = 1000;

/**
 * The deepest a grammar's rule stack may grow in one block before the block is shown uncoloured
 * (with a `page-limit` finding): each token's colour is found by matching the theme's rules
 * against its whole scope path, so the time per token grows with the depth, and a block that
 * keeps nesting (Swift's `"\(` or Ruby's `"#{` repeated: interpolation in a string in an
 * interpolation …) took time quadratic in its length (16 lines of 330 `"#{` in Ruby: 16 s).
 * Real code stays far below it: 26 at most in the corpus's 3,490 blocks (JSX, MDX), 21 in JSON.
 */
export const MAX_GRAMMAR_DEPTH = 256;

/** Thrown out of a grammar's tokenizer when its rule stack passes MAX_GRAMMAR_DEPTH. */
class GrammarTooDeep extends Error {
  constructor() {
    super(`Unexpected grammar nesting deeper than ${MAX_GRAMMAR_DEPTH}`);
  }
}

/** The grammars whose `tokenizeLine2` checks the depth (each wrapped once). */
const guarded = new WeakSet<object>();

/**
 * Make `grammar` stop with `GrammarTooDeep` after a line that leaves its rule stack deeper than
 * MAX_GRAMMAR_DEPTH. shiki calls `tokenizeLine2` once per line and theme; the depth after a
 * line is at most the depth before plus the line's length (MAX_COLOURED_LINE), so a block's work
 * per token stays bounded.
 */
function guardDepth(grammar: ReturnType<Highlighter['getLanguage']>): void {
  if (guarded.has(grammar)) return;
  guarded.add(grammar);
  const tokenize = grammar.tokenizeLine2.bind(grammar);
  grammar.tokenizeLine2 = (line, state, timeLimit) => {
    const result = tokenize(line, state, timeLimit);
    if (result.ruleStack.depth > MAX_GRAMMAR_DEPTH) throw new GrammarTooDeep();
    return result;
  };
}


/** The highlighter with at least these languages loaded. */
export async function getHighlighter(langs: Iterable<string>): Promise<Highlighter> {
  // What shiki's `createHighlighter` does, with the grammars and themes from our store.
  pending ??= createHighlighterCore({ themes: [loadTheme(THEMES.light), loadTheme(THEMES.dark)], langs: [], engine: regexes.engine });
  const highlighter = await pending;
  const missing = [...new Set([...langs].map(languageId))].filter((lang) => !loaded.has(lang));
  if (missing.length > 0) {
    const grammars = missing.filter(isBundled);
    const loadedGrammars = await loadLanguages(grammars);
    const registrations = loadedGrammars.map((grammar) => grammar.registration);
    await regexes.prepare(registrations.map((registration) => registration.name));
    for (const grammar of loadedGrammars) {
      if (precompiled.has(grammar.registration.name)) continue;
      precompiled.add(grammar.registration.name);
      regexes.precompiled(grammar.regexes);
    }
    await highlighter.loadLanguage(...registrations);
    for (const lang of missing) loaded.add(lang);
  }
  return highlighter;
}

/** The highlighted lines a meta line names: `{1,3-4}`, `highlight={1-2,5}`, `highlight="[1,3]"`. */
export function highlightedLines(meta: string | null | undefined): Set<number> {
  return new Set(parseCodeMeta(meta).highlight);
}

/** Whether a code block's meta carries a bare flag such as `nocopy`, `wrap` or `lines`. */
export function codeFlag(meta: string | null | undefined, flag: string): boolean {
  return meta ? new RegExp(`(^|\\s)${flag}(\\s|$)`).test(meta) : false;
}

/** The title of a code block from its meta: `app.js {1-2}` → `app.js`; `title="x"` → `x`. */
export function codeTitle(meta: string | null | undefined): string | undefined {
  return parseCodeMeta(meta).title;
}

/** Bytes of serialised trees the highlighted-code cache keeps at most per thread (issue 33). */
export const HIGHLIGHT_CACHE_BYTES = 8_000_000;
/** Highlighted trees as JSON, by language, meta and code; oldest first. */
const treeCache = new Map<string, string>();
let cachedBytes = 0;
/** The blocks highlighted (or taken from the cache) while `recordHighlighted` runs, as JSON. */
let recording: Map<string, string> | undefined;

/** What a highlighted block is keyed on: its language, meta line and code (its tree depends on nothing else). */
export function codeBlockKey(code: string, lang: string | null | undefined, meta: string | null | undefined): string {
  return `${languageId(lang)}\0${meta ?? ''}\0${code}`;
}

/** Thrown by `highlightCodeCached` without a highlighter for a block it has not seen. */
export class HighlighterNeeded extends Error {
  constructor() {
    super('Missing highlighter for a code block not in the cache');
  }
}

/**
 * Thrown by `highlightCode` for a block whose language this thread's highlighter has not loaded:
 * a block the page's language scan did not see (one a custom component or a snippet's JSX drew)
 * was plain text or coloured depending on what other pages the thread had rendered before.
 * The page is made again with the language loaded (src/render/page/page.ts).
 */
export class LanguageNeeded extends Error {
  constructor(readonly language: string) {
    super(`Missing grammar \`${language}\` in this thread's highlighter`);
  }
}

/** Whether the block of this key is in this thread's cache (it is then given without a highlighter). */
export function isHighlighted(key: string): boolean {
  return treeCache.has(key);
}

/** Put blocks highlighted by an earlier build into this thread's cache (trees checked by src/render/page/highlight-store.ts). */
export function seedHighlighted(blocks: Iterable<[string, Element]>): void {
  for (const [key, tree] of blocks) if (!treeCache.has(key)) remember(key, treeJson(tree));
}

/**
 * Run `fn` (synchronous) and give what it returned with every block it highlighted or took
 * from the cache, by key, each as the JSON of its tree as highlighted (the cache's own string:
 * a block is serialised once, for this thread's cache and the build cache alike).
 */
export function recordHighlighted<T>(fn: () => T): { result: T; blocks: [string, string][] } {
  const outer = recording;
  const blocks = new Map<string, string>();
  recording = blocks;
  try {
    return { result: fn(), blocks: [...blocks] };
  } finally {
    recording = outer;
  }
}

/**
 * Keep a tree in the bounded cache. Kept as JSON, not as the tree: a tree takes ~100 bytes of
 * objects a character of code (16 KB for a block of 165 characters), its JSON ~15, and a
 * thread's heap grows to twice what it holds (src/lint/heap.ts), so the cache is counted and
 * bounded in the bytes it really takes; the oldest entries go first.
 */
function remember(key: string, json: string): void {
  const bytes = stringBytes(key) + stringBytes(json);
  if (bytes > HIGHLIGHT_CACHE_BYTES) return;
  treeCache.set(key, json);
  cachedBytes += bytes;
  for (const [oldest, value] of treeCache) {
    if (cachedBytes <= HIGHLIGHT_CACHE_BYTES) break;
    treeCache.delete(oldest);
    cachedBytes -= stringBytes(oldest) + stringBytes(value);
  }
}

/** The bytes a string takes in V8: one a character when all are Latin-1, else two. */
function stringBytes(text: string): number {
  return /[^\u0000-\u00ff]/.test(text) ? text.length * 2 : text.length;
}

/** A highlighted tree as the caches keep it (without shiki's `data`). */
function treeJson(tree: Element): string {
  return JSON.stringify(tree, withoutData);
}

/** A JSON replacer that leaves out nodes' `data` (shiki's notation bookkeeping, never written to the HTML). */
function withoutData(this: unknown, key: string, value: unknown): unknown {
  return key === 'data' && typeof this === 'object' && this !== null && 'type' in this ? undefined : value;
}

/**
 * The highlighted `<pre>` of a code block as hast, cached per process: translated pages
 * repeat most of their code blocks. Each call returns a tree of its own.
 * Synchronous: call `getHighlighter` with its language first; without a highlighter, only a
 * block in the cache is given (else `HighlighterNeeded` is thrown).
 */
export function highlightCodeCached(highlighter: Highlighter | undefined, code: string, lang: string | null | undefined, meta: string | null | undefined): Element {
  const key = codeBlockKey(code, lang, meta);
  const hit = treeCache.get(key);
  if (hit !== undefined) {
    recording?.set(key, hit);
    return JSON.parse(hit) as Element;
  }
  if (!highlighter) throw new HighlighterNeeded();
  const tree = highlightCode(highlighter, code, lang, meta);
  if (isUncolouredTooDeep(tree)) return tree;
  const json = treeJson(tree);
  remember(key, json);
  recording?.set(key, json);
  return tree;
}

/** The bytes the highlighted-code cache holds in this thread (bounded, whatever the site's size). */
export function highlightCacheBytes(): number {
  return cachedBytes;
}

/** Lines named in the meta line (`highlight=`, `focus=`) get the classes the notation transformers give. */
function metaLines(highlight: ReadonlySet<number>, focus: ReadonlySet<number>): ShikiTransformer {
  return {
    name: 'docwright:meta-lines',
    line(node, line) {
      if (highlight.has(line)) this.addClassToHast(node, 'highlighted');
      if (focus.has(line)) this.addClassToHast(node, 'focused');
    },
    pre(node) {
      if (highlight.size > 0) this.addClassToHast(node, 'has-highlighted');
      if (focus.size > 0) this.addClassToHast(node, 'has-focused');
    },
  };
}

/**
 * A line whose notation comment was removed keeps the space before it (`water(); `):
 * trailing white space of marked lines goes, so copying the block gives clean lines.
 * Runs after the notation transformers' own `code` hooks.
 */
const TRIM_MARKED: ShikiTransformer = {
  name: 'docwright:trim-marked',
  code(code) {
    for (const line of code.children) {
      if (line.type !== 'element' || !/\b(diff|highlighted|focused)\b/.test(String(line.properties.class ?? ''))) continue;
      for (let last = line.children.at(-1); last?.type === 'element'; last = last.children.at(-1)) {
        const text = last.children.at(-1);
        if (text?.type === 'text') {
          text.value = text.value.replace(/\s+$/, '');
          break;
        }
      }
    }
  },
};

/**
 * The comment notations Mintlify documents, read by shiki's own transformers with their
 * default classes and v3 matching (`[!code ++:3]` marks this line and the next two), as
 * Mintlify's renderer does: `[!code ++]`/`[!code --]` (`diff add`/`diff remove`, `has-diff`),
 * `[!code focus]` (`focused`, `has-focused`), `[!code highlight]`/`[!code hl]` (`highlighted`),
 * and `[!code error]`/`[!code warning]` (`highlighted error`/`highlighted warning`). Each
 * removes its comment (and a line left empty by it); `[\!code …]` prints the notation literally.
 * The meta line's `highlight=`/`focus=` lists are ours (`metaLines`): shiki's
 * `transformerMetaHighlight` reads only bare `{…}`, would take `focus={…}` for highlighted
 * lines, and makes an array as long as the range it is given.
 */
const NOTATIONS: readonly ShikiTransformer[] = [
  transformerNotationDiff({ matchAlgorithm: 'v3' }),
  transformerNotationHighlight({ matchAlgorithm: 'v3' }),
  transformerNotationFocus({ matchAlgorithm: 'v3' }),
  transformerNotationErrorLevel({ matchAlgorithm: 'v3' }),
];

/** A highlighted `<pre>` for a code block. Synchronous: call `getHighlighter` with its language first. */
export function highlightCode(highlighter: Highlighter, code: string, lang: string | null | undefined, meta: string | null | undefined): Element {
  const id = languageId(lang);
  if (!loaded.has(id)) throw new LanguageNeeded(id);
  const options = parseCodeMeta(meta);
  const lowerLang = lang?.toLowerCase() ?? '';
  const source = options.twoslash && TWOSLASH_LANGUAGES.has(lowerLang) ? removeTwoslashNotations(code) : code;
  const render = (as: string): ReturnType<Highlighter['codeToHast']> =>
    // Tokenized once per theme: the second pass takes the scanners' matches from the first.
    regexes.remembering(() =>
      highlighter.codeToHast(source.replace(/\n$/, ''), {
        lang: as,
        themes: THEMES,
        defaultColor: false,
        tokenizeTimeLimit: LINE_TIME_LIMIT,
        tokenizeMaxLineLength: MAX_COLOURED_LINE,
        transformers: [...NOTATIONS, metaLines(options.highlight, options.focus), TRIM_MARKED, transformerRemoveNotationEscape()],
      }),
    );
  if (id !== 'text') guardDepth(highlighter.getLanguage(id));
  let root: ReturnType<Highlighter['codeToHast']>;
  let tooDeep = false;
  try {
    root = render(id);
  } catch (error) {
    if (!(error instanceof GrammarTooDeep)) throw error;
    // Shown as a plain-text block is: the same lines, notations and meta line, uncoloured.
    root = render('text');
    tooDeep = true;
  }
  const pre = root.children.find((child): child is Element => child.type === 'element');
  const result: Element = pre ?? { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: code }] };
  // Of shiki's classes, the transformers' `has-…` markers stay; the theme names are CSS variables here.
  const given = result.properties.class ?? result.properties.className;
  const markers = (Array.isArray(given) ? given.map(String) : typeof given === 'string' ? given.split(/\s+/) : []).filter((name) => name.startsWith('has-'));
  result.properties = { ...result.properties, className: ['shiki', ...markers, ...(options.lines ? ['dw-numbered'] : []), ...(options.wrap ? ['dw-wrap'] : [])], dataLanguage: id };
  delete result.properties.class;
  if (tooDeep) uncoloured.add(result);
  return result;
}

/** The blocks shown uncoloured because their grammar nested past MAX_GRAMMAR_DEPTH (never cached: each use reports it). */
const uncoloured = new WeakSet<Element>();

/** Whether `pre` (from `highlightCode` or `highlightCodeCached`) is uncoloured because its grammar nested past MAX_GRAMMAR_DEPTH. */
export function isUncolouredTooDeep(pre: Element): boolean {
  return uncoloured.has(pre);
}

/** The finding's message for a block shown uncoloured past MAX_GRAMMAR_DEPTH. */
export function tooDeepMessage(lang: string): string {
  return `Unexpected code nested deeper than ${MAX_GRAMMAR_DEPTH} levels for the \`${lang}\` grammar (such as strings interpolated in strings), expected shallower code: the block is shown uncoloured`;
}
