// A fenced code block's meta line: ```` ```lang Title lines wrap {1,3} icon="js" ```` (`expandable`
// may be written in brackets, `[expandable]`; any other word in brackets, `[wrap]`, is title text
// and sets nothing, as Mintlify's meta parser reads it).
// Mintlify's option syntax: string and boolean options bare, in `""` or `''`; expression
// options (line lists) in `{}`, `""` or `''`. What is neither an option nor a flag is the title,
// and so is an unquoted `key=value` whose key is none of Mintlify's (`filename=app.js`), as
// Mintlify shows it; a quoted one (`filename="app.js"`) is read and shown nowhere, on both.

/** The options of one code block's meta line. */
export interface CodeMeta {
  /** `title="…"`, else the words left after the options. */
  title: string | undefined;
  /** `icon="…"` for the title bar. */
  icon: string | undefined;
  /** `lang="…"`: the language the block is highlighted in, over its fence's (Mintlify's CodeBlock reads `lang` before `language`). */
  lang: string | undefined;
  /** `highlight={1-2,5}`, `highlight="[1,3]"`, `highlight=4` or a bare `{1-2,5}`. */
  highlight: ReadonlySet<number>;
  /** `focus={2,4-5}` and its other spellings. */
  focus: ReadonlySet<number>;
  lines: boolean;
  wrap: boolean;
  expandable: boolean;
  nocopy: boolean;
  twoslash: boolean;
}

/**
 * Bare words that are options. Mintlify reads an option's key in any case (`Expandable` makes a
 * block expandable) but leaves only its own spellings out of the title (`RESERVED`), so
 * "Expandable example" is both a title and an expandable block. `showLineNumbers` is a spelling
 * seen in the wild that docwright also reads.
 */
const FLAGS = new Set(['lines', 'showlinenumbers', 'wrap', 'expandable', 'twoslash', 'nocopy']);

/**
 * Words Mintlify's meta parser takes out of the title, case-sensitive: its option keys, also
 * bare (`Custom highlight color` is titled "Custom color").
 */
const RESERVED = new Set(['title', 'icon', 'lang', 'lines', 'wrap', 'expandable', '[expandable]', 'highlight', 'focus', 'theme', 'twoslash', 'nocopy', 'showLineNumbers']);

/**
 * A `key=value` option; the value quoted, in braces, or up to the next space. A quoted value ends
 * at its quote before a space or the end, so quotes inside stay in it (`title="The "x" script"`,
 * as Markdown hands over `title="The \"x\" script"`), and a `\"` is one too. Spaces around the
 * `=` are allowed (`title = "Main"`), as Mintlify's meta parser reads it.
 */
const OPTION = /\b([\w-]+)\s*=\s*("(?:[^\\]|\\.)*?"(?=\s|$)|'(?:[^\\]|\\.)*?'(?=\s|$)|\{[^}]*\}|\S+)/g;

/** The highest line number read, and the longest range: `{1-99999999}` must not make a set of that size. */
const MAX_LINE = 100_000;
const MAX_RANGE = 10_000;

/** A value in `"…"`, `'…'` or `/…/` with no key, after a space or the start and before a space or the end, as Mintlify's meta parser reads one. */
const BARE_DELIMITED = /(^|\s)(?:"(?:[^\\]|\\.)*?"|'(?:[^\\]|\\.)*?'|\/(?:[^\\]|\\.)*?\/)(?=\s|$)/g;

/**
 * The value inside its quotes or braces; `{"x"}` (an expression holding a string) is `x`. In
 * quotes, a backslash before the quote or another backslash is taken away (`"a \"b\""` is `a "b"`).
 */
function unquote(raw: string): string {
  const quote = raw[0];
  if ((quote === '"' || quote === "'") && raw.length >= 2 && raw.endsWith(quote)) {
    return raw.slice(1, -1).replace(quote === '"' ? /\\(["\\])/g : /\\(['\\])/g, '$1').trim();
  }
  const inner = /^(["'{]).*(["'}])$/s.test(raw) ? raw.slice(1, -1).trim() : raw;
  return raw.startsWith('{') && /^(["']).*\1$/s.test(inner) ? inner.slice(1, -1) : inner;
}

/** Line numbers from `1-2,5`, `[1,3,4]` or `2 4 5`; anything else in the list is skipped. */
export function lineList(value: string | undefined, into = new Set<number>()): Set<number> {
  if (!value) return into;
  for (const part of value.replace(/[[\]{}"']/g, ' ').split(/[\s,]+/)) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!match?.[1]) continue;
    const start = Number(match[1]);
    const end = Math.min(match[2] === undefined ? start : Number(match[2]), start + MAX_RANGE, MAX_LINE);
    for (let n = start; n <= end; n++) if (n >= 1) into.add(n);
  }
  return into;
}

/** A meta line taken apart: its `key=value` options (keys in lower case), its bare `{…}` lists, and the words left. */
function splitMeta(meta: string | null | undefined): { options: Map<string, string>; braces: string[]; words: string[] } {
  const options = new Map<string, string>();
  const braces: string[] = [];
  const rest = (meta ?? '')
    .replace(OPTION, (match: string, key: string, raw: string) => {
      // The last value of a key counts (`title="a" title="b"` is titled "b"), as on Mintlify.
      options.set(key.toLowerCase(), unquote(raw));
      // Mintlify's parser leaves an unquoted option whose key is not its own (`filename=app.js`) in the title.
      return /^["'{]/.test(raw) || RESERVED.has(key) ? ' ' : ` ${match} `;
    })
    .replace(/\{([^}]*)\}/g, (_match, inner: string) => {
      braces.push(inner);
      return ' ';
    })
    // A bare quoted string or `/regex/` between spaces is an option without a key (text to mark), never the title.
    .replace(BARE_DELIMITED, '$1 ');
  return { options, braces, words: rest.split(/\s+/).filter((word) => word !== '') };
}

/** The words of the title Mintlify shows: the words left but its reserved ones (`[expandable]` among them; `[wrap]` stays). */
const titleOf = (words: readonly string[]): string => words.filter((word) => !RESERVED.has(word)).join(' ');

/** Every option of a code block's meta line (Mintlify's syntax, see above). */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const { options, braces, words } = splitMeta(meta);
  // `[expandable]` (any case) is Mintlify's own spelling of `expandable`; no other flag is read in brackets.
  const bare = new Set(words.map((word) => (word.toLowerCase() === '[expandable]' ? 'expandable' : word.toLowerCase())).filter((word) => FLAGS.has(word)));
  const flag = (...names: string[]): boolean =>
    names.some((name) => bare.has(name) || (options.has(name) && !/^(false|0)$/i.test(options.get(name) ?? '')));
  const titleWords = titleOf(words);
  const highlight = lineList(options.get('highlight'));
  for (const inner of braces) lineList(inner, highlight);
  return {
    title: options.get('title') || (titleWords === '' ? undefined : titleWords),
    icon: options.get('icon') || undefined,
    lang: options.get('lang') || undefined,
    highlight,
    focus: lineList(options.get('focus')),
    lines: flag('lines', 'showlinenumbers'),
    wrap: flag('wrap'),
    expandable: flag('expandable'),
    nocopy: flag('nocopy'),
    twoslash: flag('twoslash'),
  };
}

/**
 * The language a code block is highlighted in: its meta's `lang="…"` when it has one (Mintlify
 * turns the option into its CodeBlock's `lang`, which that component highlights in before the
 * fence's language), else the fence's; a bare ```` ```nocopy ```` is plain text.
 */
export function blockLanguage(lang: string | null | undefined, meta: string | null | undefined): string | null | undefined {
  const own = meta && /\blang=/i.test(meta) ? parseCodeMeta(meta).lang : undefined;
  if (own !== undefined) return own;
  return lang?.toLowerCase() === 'nocopy' ? 'text' : lang;
}

/** The title in a code block's meta: `` ```bash Install lines `` → `Install`; `title="…"` also counts. */
export function codeTitle(meta: string | null | undefined): string | undefined {
  return parseCodeMeta(meta).title;
}

/** The option keys Mintlify's code blocks read (its meta parser's, in lower case), and `showlinenumbers`, which docwright also reads. */
// `theme` is not here: Mintlify passes it to its CodeBlock, which has no such prop (the site's `styling.codeblocks` sets the theme).
const KNOWN_KEYS = new Set(['title', 'icon', 'lang', 'lines', 'wrap', 'expandable', 'highlight', 'focus', 'twoslash', 'nocopy', 'showlinenumbers']);

/** The options a mermaid block reads besides (src/render/page/page-hast.ts). */
const MERMAID_KEYS = new Set(['placement', 'actions']);

/**
 * The keys of quoted or braced options no code block reads (`filename="app.js"`): Mintlify's
 * parser takes them out of the title and nothing shows them, on Mintlify as in docwright. An
 * unquoted one (`filename=app.js`) stays in the title and is not listed.
 */
export function unreadOptions(meta: string | null | undefined, lang?: string | null): string[] {
  const keys: string[] = [];
  for (const match of (meta ?? '').matchAll(OPTION)) {
    const [, key = '', raw = ''] = match;
    const lower = key.toLowerCase();
    if (!/^["'{]/.test(raw) || KNOWN_KEYS.has(lower) || (lang === 'mermaid' && MERMAID_KEYS.has(lower)) || keys.includes(key)) continue;
    keys.push(key);
  }
  return keys;
}

/** The parts of a line list that name no line (`banana` in `focus="banana"`): Mintlify and docwright skip them. */
export function unreadLineParts(value: string | undefined): string[] {
  if (!value) return [];
  return value.replace(/[[\]{}"']/g, ' ').split(/[\s,]+/).filter((part) => part !== '' && !/^\d+(?:-\d+)?$/.test(part));
}

/** The `highlight` and `focus` options of a meta line with parts that name no line, each with those parts (keys in lower case). */
export function unreadLineLists(meta: string | null | undefined): Array<{ key: string; parts: string[] }> {
  const found: Array<{ key: string; parts: string[] }> = [];
  for (const match of (meta ?? '').matchAll(OPTION)) {
    const [, key = '', raw = ''] = match;
    const lower = key.toLowerCase();
    if (lower !== 'highlight' && lower !== 'focus') continue;
    const parts = unreadLineParts(unquote(raw));
    if (parts.length > 0) found.push({ key: lower, parts });
  }
  return found;
}

/** Option keys that take a value (`icon="…"`): written bare they set nothing, and Mintlify leaves them out of the title. */
const VALUE_KEYS = new Set(['title', 'icon', 'lang', 'highlight', 'focus', 'theme']);

/**
 * The words of a code block's title that Mintlify's meta parser drops because they spell an option
 * key that takes a value (```` ```mdx Custom image icon examples ```` is titled "Custom image
 * examples"), with the title as written (those words kept, the options and flags left out) and the
 * title it shows (undefined when none is left). Nothing when the meta has a `title` option, or no such word.
 */
export function droppedTitleWords(meta: string | null | undefined): { words: string[]; written: string; shown: string | undefined } | undefined {
  const { options, words } = splitMeta(meta);
  if (options.has('title')) return undefined;
  const dropped = words.filter((word) => VALUE_KEYS.has(word));
  if (dropped.length === 0) return undefined;
  const shown = titleOf(words);
  const written = words.filter((word) => VALUE_KEYS.has(word) || titleOf([word]) !== '').join(' ');
  return { words: dropped, written, shown: shown === '' ? undefined : shown };
}

/**
 * The flags written in brackets other than `[expandable]` (`[wrap]`, `[lines]`): Mintlify's meta
 * parser reads only `[expandable]` in brackets, so any other is title text and sets nothing, on
 * Mintlify as in docwright. Each with its flag as Mintlify reads it (`wrap`).
 */
export function bracketedFlags(meta: string | null | undefined): Array<{ word: string; flag: string }> {
  return splitMeta(meta)
    .words.filter((word) => /^\[[\w-]+\]$/.test(word) && word.toLowerCase() !== '[expandable]' && FLAGS.has(word.slice(1, -1).toLowerCase()))
    .map((word) => ({ word, flag: word.slice(1, -1) }));
}
