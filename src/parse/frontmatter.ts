import type { Root } from 'mdast';
import { load as loadLenient, CORE_SCHEMA } from 'js-yaml';
import { parseDocument, isMap, type YAMLError } from 'yaml';
import { isRecord, setOwn } from '../guards.js';
import { lineColumnIndex, type LineColumn } from '../text-position.js';

export { isRecord };

/** A generated page's source: front matter of the fields that are set, in order (values as JSON, which YAML reads), then its MDX. */
export function generatedPageSource(fields: Readonly<Record<string, string | undefined>>, content: string): string {
  const lines = Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [`${key}: ${JSON.stringify(value)}`]));
  return `---\n${lines.join('\n')}\n---\n\n${content}\n`;
}

/** A problem found while reading a page's YAML front matter. */
export interface FrontmatterProblem {
  message: string;
  /** 1-based line and column in the page. */
  line: number;
  column: number;
  /**
   * What Mintlify fails on it: `deploy`, YAML its reader of page metadata (js-yaml 3, through `front-matter`) refuses;
   * `page`, YAML that reader takes and its MDX compiler (the `yaml` package) refuses, such as a tab in the indentation;
   * `text`, front matter never closed, which neither reads: the page is published with its lines as text;
   * `keys`, front matter its MDX compiler takes and its reader of metadata ignores (an opening `--- ` line with blanks
   * after it): the page shows, its keys (`title`, `description` …) do not apply.
   */
  fails?: 'deploy' | 'page' | 'text' | 'keys';
}

export interface Frontmatter {
  /** Whether the page has a front matter block at all (one opened and never closed counts: its problem says so). */
  present: boolean;
  /** The parsed map; `{}` when absent or invalid. */
  data: Record<string, unknown>;
  /** Raw YAML text. */
  raw: string;
  /** 1-based line where the YAML text starts (the line after `---`). */
  startLine: number;
  problems: FrontmatterProblem[];
  /** 1-based line of each top-level key, for positioned findings. */
  keyLines: Record<string, number>;
  /**
   * What strict YAML rejects but Mintlify's parser (js-yaml, through `front-matter`) reads, such as
   * a quoted value whose continuation line is not indented. `data` is then js-yaml's reading,
   * `problems` is empty, and these are reported as warnings at most.
   */
  lenient?: FrontmatterProblem[];
  /**
   * The top-level keys whose value held a control character (C0 but tab, newline and carriage return; DEL; C1), with
   * every one found, each once, in the order found (`\x1b\x07`): `data` has them removed (a site shows none, and none
   * reaches `<title>`, the navigation or llms.txt); `frontmatter-types` reports each key, naming them all.
   */
  controlCharacters?: Record<string, string>;
  /**
   * Front matter that Mintlify's MDX compiler does not take (never closed, or closed by YAML's `...`): the last page line
   * of it, which the page shows as text from line 1. Findings of rules reading the body on those lines are left out
   * (`inUnreadFrontmatter`): the one cause is `frontmatter-yaml`'s finding.
   */
  textThrough?: number;
}

/** How many values YAML aliases may expand to in one front matter block (the `yaml` package's `maxAliasCount`). */
export const MAX_ALIAS_COUNT = 100;

/** The page line where front matter's YAML starts: the line after the opening `---`. */
const FIRST_YAML_LINE = 2;

/** The message of front matter opened on line 1 and never closed, at its opening `---`. */
export const UNCLOSED_FRONTMATTER = 'Unexpected unclosed front matter, expected a closing `---` line';

/** The message of front matter closed by YAML's document end marker, at that `...` line. */
export const DOTS_CLOSED_FRONTMATTER = 'Unexpected `...` closing the front matter, expected a `---` line (Mintlify reads its keys)';

/** The message of front matter whose opening `---` line has blanks after it, at the first blank. */
export const OPENING_BLANKS_FRONTMATTER = 'Unexpected blanks after the opening `---`, expected `---` alone on its line (Mintlify\'s reader of page metadata ignores the front matter then: its `title`, `description` and other keys do not apply there)';

/**
 * The problem of front matter opened by a `---` line with spaces or tabs after it (`--- `): Mintlify's MDX compiler
 * (remark-frontmatter) takes the block, but its reader of page metadata (`front-matter` 4, whose opening fence is
 * `---` alone on its line) does not, so the page is published without its keys. docwright reads them, with this
 * warning at the first blank. `text` is the page (a BOM first is read past); undefined for any other opening.
 */
export function openingBlanksProblem(text: string): FrontmatterProblem | undefined {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (!text.startsWith('---', bom)) return undefined;
  const c = text.charCodeAt(bom + 3);
  return c === 32 || c === 9 ? { message: OPENING_BLANKS_FRONTMATTER, line: 1, column: 4, fails: 'keys' } : undefined;
}

/** Front matter read with the problem of its opening line's blanks (`openingBlanksProblem`) first, when it has them. */
export function withOpeningProblem(frontmatter: Frontmatter, text: string): Frontmatter {
  const problem = openingBlanksProblem(text);
  return problem === undefined ? frontmatter : { ...frontmatter, problems: [problem, ...frontmatter.problems] };
}

/** A line of YAML front matter as an author writes it: a key, an indented line, a list item or a comment. */
const YAML_LINE = /^(?:[\w-]+[ \t]*:|[ \t]+\S|-(?:[ \t]|$)|#)/;

/** The last line of front matter never closed that is YAML: up to the first blank line, or the first line that is not YAML. */
function lastYamlLine(lines: readonly string[]): number {
  let last = 1;
  while (last < lines.length && YAML_LINE.test((lines[last] ?? '').replace(/\r$/, ''))) last++;
  return last;
}

/**
 * Front matter opened by a `---` line whose next line is a key (`title:`) and never closed by a `---` line: Mintlify's
 * MDX compiler (remark-frontmatter) does not take it, so the page is published with its lines as text. Its reader of
 * metadata (`front-matter` 4) takes a YAML end marker `...` line as the close: then the keys before it are read (as
 * Mintlify reads them for the title, the navigation…), and the finding is at the `...` line; else neither reads it,
 * and the finding is at the opening `---`. `text` is the page (a BOM first is read past); its `---` lines are the
 * caller's to have looked for (`closed`: whether one closes the block).
 */
export function unclosedFrontmatterOf(text: string, closed: boolean): Frontmatter | undefined {
  if (closed) return undefined;
  const match = /^\ufeff?---[ \t\r]*\n([^\n]*)/.exec(text);
  if (!match || !/^[\w-]+[ \t]*:/.test(match[1] ?? '')) return undefined;
  const lines = text.split('\n');
  const dots = lines.findIndex((line, i) => i > 0 && /^\.\.\.\s*$/.test(line));
  if (dots !== -1) {
    const read = parseFrontmatterText(lines.slice(1, dots).join('\n'), FIRST_YAML_LINE);
    const problem: FrontmatterProblem = { message: DOTS_CLOSED_FRONTMATTER, line: dots + 1, column: 1, fails: 'text' };
    return { ...read, problems: [problem, ...read.problems], textThrough: dots + 1 };
  }
  const problem: FrontmatterProblem = { message: UNCLOSED_FRONTMATTER, line: 1, column: 1, fails: 'text' };
  return { present: true, data: {}, raw: '', startLine: FIRST_YAML_LINE, problems: [problem], keyLines: {}, textThrough: lastYamlLine(lines) };
}

/**
 * Whether a finding at `line` (by `ruleId`, when it is a rule's) is one of the lines of front matter the page shows as
 * text (`textThrough`) and not a front matter rule's: reported there, it would be a second finding of the one cause.
 */
export function inUnreadFrontmatter(frontmatter: Frontmatter, line: number, ruleId?: string): boolean {
  return frontmatter.textThrough !== undefined && line <= frontmatter.textThrough && !(ruleId?.startsWith('frontmatter-') ?? false);
}

/** Whether a `---` line (blanks after it allowed) follows the first line of `text`. */
const hasClosingFence = (text: string): boolean => /\n---[ \t\r]*(\n|$)/.test(text);

/**
 * Read the YAML front matter node of a page tree (made by remark-frontmatter). With the page's `text`, front matter
 * opened and never closed (no `yaml` node) is present, with its problem (`unclosedFrontmatterOf`).
 */
export function readFrontmatter(tree: Root, text?: string): Frontmatter {
  const first = tree.children[0];
  if (!first || first.type !== 'yaml') {
    const unclosed = text === undefined ? undefined : unclosedFrontmatterOf(text, hasClosingFence(text));
    return unclosed ?? { present: false, data: {}, raw: '', startLine: 1, problems: [], keyLines: {} };
  }
  const startLine = (first.position?.start.line ?? 1) + 1;
  const read = parseFrontmatterText(first.value, startLine);
  return text === undefined ? read : withOpeningProblem(read, text);
}

const SIMPLE_LINE = /^([A-Za-z][A-Za-z0-9_-]*):[ ]+([A-Za-z][^:#\t\r]*?)[ ]*$/;
const NOT_A_STRING = /^(true|false|null)$/i;

/**
 * The front matter most pages have, read without the YAML parser (a third of a no-change
 * rebuild's time went to it): lines of `key: value` whose keys are distinct words and whose
 * values are plain text starting with a letter, holding no `:`, `#` or tab, and not `true`,
 * `false` or `null` in any case. YAML reads exactly these lines as those strings; anything
 * else (quotes, lists, numbers, comments, indentation…) returns undefined and goes to YAML.
 */
function readSimple(raw: string): { data: Record<string, unknown>; keyLines: Record<string, number> } | undefined {
  const data: Record<string, unknown> = {};
  const keyLines: Record<string, number> = {};
  const lines = raw.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') continue;
    const match = SIMPLE_LINE.exec(line);
    const key = match?.[1];
    const value = match?.[2];
    if (key === undefined || value === undefined || NOT_A_STRING.test(value) || Object.hasOwn(data, key)) return undefined;
    setOwn(data, key, value);
    setOwn(keyLines, key, i);
  }
  return Object.keys(data).length > 0 ? { data, keyLines } : undefined;
}

/** A control character no front matter text keeps: C0 but tab, newline and carriage return, DEL, C1. */
const FRONTMATTER_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** How deep `withoutControls` goes into lists and maps: front matter is a few levels at most. */
const CONTROL_DEPTH = 32;

/** The characters of `a` and then of `b`, each once. */
const joinedOnce = (a: string, b: string): string => [...new Set(a + b)].join('');

/**
 * `value` with the control characters of every string in it removed (lists and maps changed in place), and each one
 * found, once, in the order found (`\x1b\x07`).
 */
function withoutControls(value: unknown, depth: number, seen: Set<object>): { value: unknown; found?: string } {
  if (typeof value === 'string') {
    const found = value.match(FRONTMATTER_CONTROL);
    return found === null ? { value } : { value: value.replace(FRONTMATTER_CONTROL, ''), found: joinedOnce('', found.join('')) };
  }
  if (depth >= CONTROL_DEPTH || typeof value !== 'object' || value === null || value instanceof Date || seen.has(value)) return { value };
  seen.add(value);
  let found = '';
  if (Array.isArray(value)) {
    value.forEach((item: unknown, i) => {
      const cleaned = withoutControls(item, depth + 1, seen);
      if (cleaned.found !== undefined) {
        value[i] = cleaned.value;
        found = joinedOnce(found, cleaned.found);
      }
    });
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      const cleaned = withoutControls(item, depth + 1, seen);
      if (cleaned.found !== undefined) {
        setOwn(value, key, cleaned.value);
        found = joinedOnce(found, cleaned.found);
      }
    }
  }
  return found === '' ? { value } : { value, found };
}

/** Parse YAML front matter text whose first line is page line `startLine`; control characters are removed from its values (`controlCharacters`). */
export function parseFrontmatterText(raw: string, startLine: number): Frontmatter {
  const result = parseFrontmatterYaml(raw, startLine);
  const seen = new Set<object>();
  for (const [key, value] of Object.entries(result.data)) {
    const cleaned = withoutControls(value, 1, seen);
    if (cleaned.found === undefined) continue;
    setOwn(result.data, key, cleaned.value);
    result.controlCharacters ??= {};
    setOwn(result.controlCharacters, key, cleaned.found);
  }
  return result;
}

function parseFrontmatterYaml(raw: string, startLine: number): Frontmatter {
  const result: Frontmatter = { present: true, data: {}, raw, startLine, problems: [], keyLines: {} };
  const index = lineColumnIndex(raw);
  const locate = (offset: number): LineColumn => {
    const at = index(offset);
    return { line: startLine + at.line - 1, column: at.column };
  };
  if (raw.trim() === '') return result;
  const simple = readSimple(raw);
  if (simple) {
    result.data = simple.data;
    for (const [key, line] of Object.entries(simple.keyLines)) setOwn(result.keyLines, key, startLine + line);
    return result;
  }
  const doc = parseDocument(raw, { prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const lenient = readLenient(raw);
    if (lenient) return withLenient(result, raw, lenient, doc.errors[0], locate);
  }
  // One finding for one fact: the first error (the parser's later ones mostly follow from it).
  const first = doc.errors[0];
  if (first) {
    result.problems.push(yamlProblem(raw, first, locate));
    return result;
  }
  const contents = doc.contents;
  if (contents !== null && !isMap(contents)) {
    result.problems.push({ message: 'Unexpected front matter that is not a map, expected `key: value` pairs', ...locate(0) });
    return result;
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    // An alias that names no anchor (`title: *Important*`, meant as emphasis) throws here, not as a parse error.
    const unresolved = error instanceof Error && error.message.startsWith('Unresolved alias') ? /(?:^|[\s,[{:-])(\*[^\s,\]}]+)/m.exec(raw) : null;
    if (unresolved?.[1] !== undefined) {
      result.problems.push({ message: `Unexpected YAML alias \`${unresolved[1]}\` that names no anchor, expected the value in quotes (\`"${unresolved[1]}"\`) if it is text`, ...locate(unresolved.index + unresolved[0].indexOf('*')) });
      return result;
    }
    // The only other throw after a clean parse: aliases that expand past the limit (a "billion laughs").
    const alias = /(?:^|[\s,[{:-])\*[^\s,\]}]+/m.exec(raw);
    const offset = alias ? alias.index + alias[0].indexOf('*') : 0;
    result.problems.push({ message: `Unexpected YAML aliases that expand past ${MAX_ALIAS_COUNT} values, expected front matter without nested \`*alias\` repeats`, ...locate(offset) });
    return result;
  }
  if (isRecord(value)) result.data = value;
  if (contents && isMap(contents)) {
    for (const pair of contents.items) {
      const key = pair.key as { value?: unknown; range?: [number, number, number] } | null;
      if (key && typeof key.value === 'string' && key.range) setOwn(result.keyLines, key.value, locate(key.range[0]).line);
    }
  }
  return result;
}

type Locate = (offset: number) => LineColumn;

/** The message of YAML Mintlify reads and strict parsers reject: a warning at most, since the site shows it as written. */
const lenientMessage = (reason: string, expected: string): string => `Unexpected YAML that Mintlify reads but strict parsers reject (${reason}), expected ${expected}`;

/** The warning of YAML Mintlify reads and strict parsers reject, in docwright's words (`reasonOfCode`), at its place. */
function lenientProblem(raw: string, error: YAMLError, locate: Locate): FrontmatterProblem {
  const { reason, offset } = reasonOfCode(raw, error, error.message.split('\n')[0] ?? '');
  return { message: lenientMessage(reason, 'YAML that strict parsers read too'), ...locate(offset) };
}

/** `result` with js-yaml's reading of YAML the `yaml` package rejects (`lenient`), its first error as the warning. */
function withLenient(result: Frontmatter, raw: string, lenient: Record<string, unknown>, first: YAMLError | undefined, locate: Locate): Frontmatter {
  const text = first?.message.split('\n')[0] ?? '';
  const offset = first?.pos[0] ?? 0;
  result.data = lenient;
  // The common case: a quoted value whose next line starts at column 1 (the quote is "missing" at the line's end).
  const quote = first?.code === 'MISSING_CHAR' && /quote/.test(text) && raw.indexOf('\n', offset) !== -1;
  result.lenient = [
    quote
      ? { message: lenientMessage('a quoted value continued at the start of a line', "the value's next lines indented"), ...locate(raw.indexOf('\n', offset) + 1) }
      : first === undefined
        ? { message: lenientMessage('YAML that does not parse at this place', 'YAML that strict parsers read too'), ...locate(offset) }
        : lenientProblem(raw, first, locate),
  ];
  const keyLine = /^("[^"\n]*"|'[^'\n]*'|[^\s#'"{[&*!|>%@`-][^:#\n]*?)[ \t]*:(?=[ \t]|$)/gm;
  for (let match = keyLine.exec(raw); match; match = keyLine.exec(raw)) {
    const key = (match[1] ?? '').replace(/^(["'])(.*)\1$/, '$2');
    if (Object.hasOwn(lenient, key) && !Object.hasOwn(result.keyLines, key)) setOwn(result.keyLines, key, locate(match.index).line);
  }
  return result;
}

/** The message of front matter YAML that does not parse: what is wrong (`reason`) and what would be right (`expected`). */
const invalidMessage = (reason: string, expected: string): string => `Unexpected invalid YAML in front matter (${reason}), expected ${expected}`;

/** `text` as inline code: in backticks, more of them (and spaces) when it holds one. */
function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** What a YAML error is, in docwright's words (`reason`, `expected`), and where it is best shown (`offset`, in the YAML). */
interface YamlReason {
  reason: string;
  expected: string;
  offset: number;
}

/** Offset of the first non-blank character of the line at or after `offset` (the line's end when it is all blanks). */
function firstCharacter(raw: string, offset: number): number {
  const lineStart = raw.lastIndexOf('\n', offset - 1) + 1;
  const blanks = /^[ \t]*/.exec(raw.slice(lineStart))?.[0].length ?? 0;
  return Math.max(offset, lineStart + blanks);
}

const KEY_OF_LINE = /^[ \t]*(?:-[ \t]+)?([^\s#'"{[&*!|>%@`:-][^:#\n]*?)[ \t]*:[ \t]/;

/**
 * A key indented under the line of `offset` whose value is already written there (`title: T` then `  description: D`):
 * the reason, at that key; undefined when the next line is not such a key.
 */
function keyIndentedUnder(raw: string, offset: number, key: string | undefined): YamlReason | undefined {
  const lineEnd = raw.indexOf('\n', offset);
  if (key === undefined || lineEnd === -1) return undefined;
  const next = /^([ \t]+)([^\s#'"{[&*!|>%@`:-][^:#\n]*?)[ \t]*:(?:[ \t]|$)/m.exec(raw.slice(lineEnd + 1));
  if (next?.index !== 0 || next[2] === undefined) return undefined;
  return { reason: `${code(next[2])} indented under ${code(key)}, which has a value`, expected: `${code(next[2])} at the indent of ${code(key)}`, offset: lineEnd + 1 + (next[1]?.length ?? 0) };
}

/** The reason of a YAML error the messages below do not name more precisely, by its code (the parser's words left out). */
function reasonOfCode(raw: string, error: YAMLError, text: string): YamlReason {
  const offset = error.pos[0];
  const pairs = '`key: value` pairs';
  const inQuotes = 'the value in quotes';
  if (error.code === 'BAD_INDENT' && /^Flow (sequence|map)/.test(text)) {
    const [open, close] = text.startsWith('Flow map') ? ['{', '}'] : ['[', ']'];
    const at = raw.lastIndexOf(open, offset);
    return { reason: `a ${code(open)} that is never closed`, expected: `a closing ${code(close)}`, offset: at === -1 ? offset : at };
  }
  if (error.code === 'BAD_INDENT') return { reason: 'a key at another indent than the keys beside it', expected: 'the keys of one map at one indent', offset: firstCharacter(raw, offset) };
  if (error.code === 'MISSING_CHAR' && /^Implicit map keys/.test(text)) return { reason: 'a line that is not a `key: value` pair', expected: `${pairs}, a value's next lines indented under its key`, offset: firstCharacter(raw, offset) };
  if (error.code === 'MULTILINE_IMPLICIT_KEY' || error.code === 'BLOCK_AS_IMPLICIT_KEY') return { reason: 'a line that is not a `key: value` pair', expected: `${pairs}, a value's next lines indented under its key`, offset: firstCharacter(raw, offset) };
  if (error.code === 'UNEXPECTED_TOKEN' && /^Unexpected scalar at node end/.test(text)) return { reason: 'text after the closing quote of a value', expected: 'the whole value in quotes', offset };
  const reserved = error.code === 'BAD_SCALAR_START' ? /character (.)$/.exec(text)?.[1] : undefined;
  if (reserved !== undefined) return { reason: `a value that starts with ${code(reserved)}`, expected: inQuotes, offset };
  if (error.code === 'BAD_ALIAS' && /empty string/.test(text)) return { reason: 'a `&` with no anchor name after it', expected: inQuotes, offset };
  const escape = error.code === 'BAD_DQ_ESCAPE' ? /sequence (\S+)$/.exec(text)?.[1] : undefined;
  if (escape !== undefined) return { reason: `the escape ${code(escape)} in a \`"\` quoted value`, expected: '`\\\\` for a backslash, or the value in `\'` quotes', offset };
  if (error.code === 'MULTIPLE_ANCHORS') return { reason: 'two anchors (`&`) on one value', expected: `one, or ${inQuotes}`, offset };
  if (error.code === 'KEY_OVER_1024_CHARS') return { reason: 'a key longer than 1024 characters', expected: 'a shorter key', offset: error.pos[1] };
  if (error.code === 'BAD_DIRECTIVE' || /directives-end/.test(text)) {
    const directive = /^%/m.exec(raw);
    return { reason: 'a `%` directive line', expected: pairs, offset: directive?.index ?? offset };
  }
  return { reason: 'YAML that does not parse at this place', expected: pairs, offset };
}

/**
 * The problem of YAML that neither the `yaml` package nor Mintlify's js-yaml reads, said for what it most often is: a
 * `: ` inside a plain value (`title: Setup: the guide`, at that colon), a quote never closed (at its opening quote), a key
 * written twice; else by the parser's error code in docwright's words (`reasonOfCode`), at its place.
 */
function yamlProblem(raw: string, error: YAMLError, locate: Locate): FrontmatterProblem {
  const offset = error.pos[0];
  const lineStart = raw.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = raw.indexOf('\n', offset) === -1 ? raw.length : raw.indexOf('\n', offset);
  const line = raw.slice(lineStart, lineEnd);
  const key = KEY_OF_LINE.exec(line)?.[1];
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY' && key !== undefined) {
    const colon = /:(?=[ \t]|$)/.exec(raw.slice(offset, lineEnd));
    if (colon) {
      return { message: invalidMessage(`\`: \` inside the value of \`${key}\``, `the value in quotes (\`${key}: "…"\`)`), ...locate(offset + colon.index), fails: 'deploy' };
    }
  }
  const text = error.message.split('\n')[0] ?? error.message;
  const quote = error.code === 'MISSING_CHAR' ? /closing (["'])quote/.exec(text)?.[1] : undefined;
  if (quote !== undefined) {
    const opening = unclosedQuote(raw, quote);
    return { message: invalidMessage(`a \`${quote}\` quote that is never closed`, `a closing \`${quote}\``), ...locate(opening ?? offset), fails: 'deploy' };
  }
  if (error.code === 'DUPLICATE_KEY' && key !== undefined) {
    return { message: invalidMessage(`\`${key}\` written twice`, 'each key once'), ...locate(offset), fails: 'deploy' };
  }
  if (error.code === 'TAB_AS_INDENT') return { message: invalidMessage('a tab in the indentation of a line', 'spaces'), ...locate(offset), fails: 'page' };
  const indented = error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY' ? keyIndentedUnder(raw, offset, key) : undefined;
  const { reason, expected, offset: at } = indented ?? reasonOfCode(raw, error, text);
  return { message: invalidMessage(reason, expected), ...locate(at), fails: 'deploy' };
}

/** Offset of the first value that opens with `quote` and is never closed, or undefined. */
function unclosedQuote(raw: string, quote: string): number | undefined {
  const opening = new RegExp(`^[ \\t]*(?:-[ \\t]+)*(?:[^\\s#'"][^:#\\n]*:[ \\t]+)?${quote}`, 'gm');
  for (let match = opening.exec(raw); match; match = opening.exec(raw)) {
    const at = match.index + match[0].length - 1;
    if (closingQuote(raw, at + 1, quote) === -1) return at;
    opening.lastIndex = Math.max(opening.lastIndex, closingQuote(raw, at + 1, quote) + 1);
  }
  return undefined;
}

/** Offset of the quote closing a value opened before `from`: `"` not escaped by `\\`, `'` not doubled; -1 when none. */
function closingQuote(raw: string, from: number, quote: string): number {
  for (let i = from; i < raw.length; i++) {
    const c = raw[i];
    if (quote === '"' && c === '\\') i++;
    else if (c === quote) {
      if (quote === "'" && raw[i + 1] === "'") i++;
      else return i;
    }
  }
  return -1;
}

/**
 * A page's front matter problem as every command says it (`frontmatter-yaml`: lint, check, build, dev, the language
 * server and the MCP server): for YAML Mintlify refuses too, what it fails (the deploy, or the page) and what
 * `docwright build` publishes.
 */
export function frontmatterYamlMessage(problem: FrontmatterProblem): string {
  if (problem.fails === undefined) return problem.message;
  if (problem.fails === 'text') return `${problem.message}: Mintlify and \`docwright build\` publish its lines as the page's text`;
  if (problem.fails === 'keys') return problem.message;
  return `${problem.message}: Mintlify fails the ${problem.fails}, and \`docwright build\` publishes the page without its front matter`;
}

/**
 * Front matter as Mintlify reads it: `front-matter` parses with js-yaml (3), which accepts some YAML the
 * spec (and the `yaml` package) rejects, such as a multi-line quoted value whose continuation line
 * starts at column 1. `undefined` unless js-yaml reads a map. Text with anchors or aliases is left
 * to the strict reading, which limits how far aliases expand.
 */
function readLenient(raw: string): Record<string, unknown> | undefined {
  if (/(?:^|[\s,[{:-])[&*][^\s,\]}]/m.test(raw)) return undefined;
  const read = (text: string): Record<string, unknown> | undefined => {
    try {
      const value: unknown = loadLenient(text, { schema: CORE_SCHEMA });
      return isRecord(value) ? value : undefined;
    } catch {
      return undefined;
    }
  };
  return read(raw);
}
