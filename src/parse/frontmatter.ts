import type { Root } from 'mdast';
import { load as loadLenient, CORE_SCHEMA } from 'js-yaml';
import { parseDocument, isMap } from 'yaml';
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
}

export interface Frontmatter {
  /** Whether the page has a front matter block at all. */
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
   * What strict YAML rejects but Mintlify's parser (js-yaml, through gray-matter) reads, such as
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
}

/** How many values YAML aliases may expand to in one front matter block (the `yaml` package's `maxAliasCount`). */
export const MAX_ALIAS_COUNT = 100;

/** Read the YAML front matter node of a page tree (made by remark-frontmatter). */
export function readFrontmatter(tree: Root): Frontmatter {
  const first = tree.children[0];
  if (!first || first.type !== 'yaml') {
    return { present: false, data: {}, raw: '', startLine: 1, problems: [], keyLines: {} };
  }
  const startLine = (first.position?.start.line ?? 1) + 1;
  return parseFrontmatterText(first.value, startLine);
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
    if (lenient) {
      const first = doc.errors[0];
      const text = first?.message.split('\n')[0] ?? '';
      const offset = first?.pos[0] ?? 0;
      result.data = lenient;
      // The common case: a quoted value whose next line starts at column 1 (the quote is "missing" at the line's end).
      const quote = first?.code === 'MISSING_CHAR' && /quote/.test(text) && raw.indexOf('\n', offset) !== -1;
      result.lenient = [
        quote
          ? { message: 'a quoted value continued at the start of a line', ...locate(raw.indexOf('\n', offset) + 1) }
          : { message: text, ...locate(offset) },
      ];
      const keyLine = /^("[^"\n]*"|'[^'\n]*'|[^\s#'"{[&*!|>%@`-][^:#\n]*?)[ \t]*:(?=[ \t]|$)/gm;
      for (let match = keyLine.exec(raw); match; match = keyLine.exec(raw)) {
        const key = (match[1] ?? '').replace(/^(["'])(.*)\1$/, '$2');
        if (Object.hasOwn(lenient, key) && !Object.hasOwn(result.keyLines, key)) setOwn(result.keyLines, key, locate(match.index).line);
      }
      return result;
    }
  }
  for (const error of doc.errors) {
    const at = locate(error.pos[0]);
    const text = error.message.split('\n')[0] ?? error.message;
    result.problems.push({ message: `Invalid YAML front matter: ${text}`, ...at });
  }
  if (doc.errors.length > 0) return result;
  const contents = doc.contents;
  if (contents !== null && !isMap(contents)) {
    result.problems.push({ message: 'Unexpected front matter that is not a map, expected `key: value` pairs', ...locate(0) });
    return result;
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch {
    // The only throw left after a clean parse: aliases that expand past the limit (a "billion laughs").
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

/**
 * Front matter as Mintlify reads it: gray-matter parses with js-yaml, which accepts some YAML the
 * spec (and the `yaml` package) rejects, such as a multi-line quoted value whose continuation line
 * starts at column 1. `undefined` unless js-yaml reads a map. Text with anchors or aliases is left
 * to the strict reading, which limits how far aliases expand.
 */
function readLenient(raw: string): Record<string, unknown> | undefined {
  if (/(?:^|[\s,[{:-])[&*][^\s,\]}]/m.test(raw)) return undefined;
  try {
    const value: unknown = loadLenient(raw, { schema: CORE_SCHEMA });
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
