// The `variables` of a project's docs.json in its pages: `{{name}}` becomes the value.
//
// Mintlify replaces them in a page's (and a snippet's) raw text before the MDX parse: in prose,
// code blocks, attributes and links alike, one pass, a name it does not know left as written
// (MDX then reads `{{nope}}` as an expression and the page fails, which `expression-defined`
// reports). The front matter keeps its text (Mintlify reads the page's metadata from the raw
// file). A value's HTML tags are removed (executable elements with their content), as Mintlify
// sanitises values; its Markdown is parsed with the page, through the page's own allow-list.
//
// docwright parses the replaced text and maps every position of the tree back to the author's
// file (`remapPositions`): a node inside a replaced `{{name}}` points at the `{{name}}`.
import { existsSync, statSync } from 'node:fs';
import { readRegularSync } from '../fs/paths.js';
import { dirname, isAbsolute, join } from 'node:path';
import type { Root } from 'mdast';
import { lineColumnIndex, type LineColumn } from '../text-position.js';
import { frontmatterEnd } from './nesting-scan.js';

/** A variable reference as Mintlify matches it: letters, digits, `_`, `.` and `-`, spaces allowed inside the braces. */
export const VARIABLE_REFERENCE = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** The elements whose content Mintlify drops with their tags from a value. */
const EXECUTABLE = /<(script|style|iframe|object|embed|form|link|meta|base)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** A tag (or a `<` to the end of the value with no `>`), as the sanitiser reads one. */
const TAG = /<[^>]*(?:>|$)/g;

/** A variable's value as it reaches the page: its HTML tags removed. */
export function sanitizeVariableValue(value: string): string {
  if (!value.includes('<')) return value;
  return value.replace(EXECUTABLE, '').replace(TAG, '');
}

/** One replaced reference: its span in the author's text and in the replaced text. */
interface Replacement {
  from: number;
  to: number;
  newFrom: number;
  newTo: number;
}

/** A page's text with its variables replaced, and the way back to the author's offsets. */
export interface Substituted {
  text: string;
  replacements: readonly Replacement[];
}

/**
 * `text` with each `{{name}}` that `variables` defines replaced by its sanitised value, outside the
 * front matter; undefined when nothing was replaced.
 */
export function substituteVariables(text: string, variables: Readonly<Record<string, string>> | undefined): Substituted | undefined {
  if (variables === undefined || !text.includes('{{')) return undefined;
  const bodyStart = frontmatterEnd(text);
  const replacements: Replacement[] = [];
  let out = '';
  let last = 0;
  VARIABLE_REFERENCE.lastIndex = bodyStart;
  for (let match = VARIABLE_REFERENCE.exec(text); match; match = VARIABLE_REFERENCE.exec(text)) {
    const name = match[1] ?? '';
    if (!Object.hasOwn(variables, name)) continue;
    const value = sanitizeVariableValue(variables[name] ?? '');
    out += text.slice(last, match.index);
    const newFrom = out.length;
    out += value;
    replacements.push({ from: match.index, to: match.index + match[0].length, newFrom, newTo: out.length });
    last = match.index + match[0].length;
  }
  if (replacements.length === 0) return undefined;
  return { text: out + text.slice(last), replacements };
}

/** The author's offset of an offset of the replaced text: one inside a replacement falls inside its `{{name}}`. */
export function originalOffset(substituted: Substituted, offset: number): number {
  const list = substituted.replacements;
  let lo = 0;
  let hi = list.length - 1;
  let before: Replacement | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = list[mid] as Replacement;
    if (r.newFrom <= offset) {
      before = r;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (before === undefined) return offset;
  if (offset >= before.newTo) return offset - before.newTo + before.to;
  return before.from + Math.min(offset - before.newFrom, before.to - before.from);
}

interface Point {
  line: number;
  column: number;
  offset?: number | undefined;
}

/** A line and column of the replaced text as the author's line and column. */
export function originalPoint(substituted: Substituted, original: string, point: LineColumn): LineColumn {
  const starts = lineStarts(substituted.text);
  const offset = (starts[point.line - 1] ?? 0) + point.column - 1;
  return lineColumnIndex(original)(originalOffset(substituted, offset));
}

/** The offset of each line's start in `text`. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
}

/** Every position in a page tree (mdast and the estree of its expressions and ESM) moved back to the author's text. */
export function remapPositions(tree: Root, substituted: Substituted, original: string): void {
  const at = lineColumnIndex(original);
  const move = (point: Point | undefined): void => {
    if (point?.offset === undefined) return;
    point.offset = originalOffset(substituted, point.offset);
    const { line, column } = at(point.offset);
    point.line = line;
    point.column = column;
  };
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const node = value as Record<string, unknown>;
    remapEstree(node, substituted, at);
    const position = node.position as { start?: Point; end?: Point } | undefined;
    if (position && typeof position === 'object') {
      move(position.start);
      move(position.end);
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'position' && key !== 'loc' && key !== 'range') visit(child);
  };
  visit(tree);
}

/** An estree node's `start`/`end`, `range` and `loc` (0-based columns) moved back to the author's text. */
function remapEstree(node: Record<string, unknown>, substituted: Substituted, at: (offset: number) => LineColumn): void {
  if (typeof node.start !== 'number' || typeof node.end !== 'number') return;
  const start = originalOffset(substituted, node.start);
  const end = originalOffset(substituted, node.end);
  node.start = start;
  node.end = end;
  if (Array.isArray(node.range)) node.range = [start, end];
  const loc = node.loc as { start?: Point; end?: Point } | undefined;
  if (loc && typeof loc === 'object') {
    for (const [point, offset] of [[loc.start, start], [loc.end, end]] as const) {
      if (!point) continue;
      const { line, column } = at(offset);
      point.line = line;
      point.column = column - 1;
      if (point.offset !== undefined) point.offset = offset;
    }
  }
}

/** What a page's rules read of its project's docs.json: its string `variables` and its `icons.library`. */
interface ProjectSettings {
  variables: Readonly<Record<string, string>> | undefined;
  iconLibrary: string | undefined;
}

/** What was read of one docs.json: its time and size, and the settings. */
const configs = new Map<string, { mtimeMs: number; size: number; settings: ProjectSettings }>();
/** The docs.json that governs each folder, or null for none. */
const roots = new Map<string, string | null>();

/** The docs.json of the nearest folder up from `dir` that holds one, else null. */
function configFor(dir: string): string | null {
  const known = roots.get(dir);
  if (known !== undefined) return known;
  let found: string | null = null;
  if (existsSync(join(dir, 'docs.json'))) found = join(dir, 'docs.json');
  else if (!existsSync(join(dir, 'mint.json'))) {
    const parent = dirname(dir);
    found = parent === dir ? null : configFor(parent);
  }
  roots.set(dir, found);
  return found;
}

/** The string entries of a docs.json's `variables` (undefined when it has none) and its `icons.library`; nothing when it does not parse. */
function readSettings(file: string): ProjectSettings {
  try {
    // A regular file only: a named pipe in docs.json's place would be waited on for ever (check and build name it).
    const data: unknown = JSON.parse(readRegularSync(file).toString('utf8'));
    const record = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    const icons = record.icons;
    const library = icons !== null && typeof icons === 'object' ? (icons as Record<string, unknown>).library : undefined;
    return { variables: variablesOf(record.variables), iconLibrary: typeof library === 'string' ? library : undefined };
  } catch {
    return { variables: undefined, iconLibrary: undefined };
  }
}

/** The string entries of a `variables` value, or undefined when it has none. */
function variablesOf(variables: unknown): Readonly<Record<string, string>> | undefined {
  if (variables === null || typeof variables !== 'object' || Array.isArray(variables)) return undefined;
  const entries = Object.entries(variables).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/**
 * The settings of the project a page belongs to (the nearest folder up from its absolute path that holds a
 * `docs.json`), read again when that file changes; undefined for a page outside a project.
 */
function projectSettings(path: string | undefined): ProjectSettings | undefined {
  if (path === undefined || !isAbsolute(path)) return undefined;
  const config = configFor(dirname(path));
  if (config === null) return undefined;
  let stat;
  try {
    stat = statSync(config);
  } catch {
    roots.clear();
    return undefined;
  }
  const cached = configs.get(config);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.settings;
  const settings = readSettings(config);
  configs.set(config, { mtimeMs: stat.mtimeMs, size: stat.size, settings });
  return settings;
}

/** The `variables` of the project a page belongs to ({@link projectSettings}); undefined for a page outside a project or a project without any. */
export function projectVariables(path: string | undefined): Readonly<Record<string, string>> | undefined {
  return projectSettings(path)?.variables;
}

/** The docs.json `icons.library` of the project a page belongs to ({@link projectSettings}), as written; undefined when it names none. */
export function projectIconLibrary(path: string | undefined): string | undefined {
  return projectSettings(path)?.iconLibrary;
}

/** Forget which folders hold a docs.json (a run that may follow file changes starts afresh). */
export function forgetProjectVariables(): void {
  roots.clear();
  configs.clear();
}

/** The variables and icon libraries of the projects of these files, as one text (a cache key). */
export function variablesFingerprint(files: readonly string[]): string {
  const seen = new Map<string, string>();
  for (const file of files) {
    const config = isAbsolute(file) ? configFor(dirname(file)) : null;
    if (config === null || seen.has(config)) continue;
    // The icon library too: `icon-known` judges names against it.
    const settings = projectSettings(file);
    seen.set(config, JSON.stringify([settings?.variables ?? {}, settings?.iconLibrary ?? null]));
  }
  return [...seen].map(([config, variables]) => `${config}=${variables}`).join('\n');
}
