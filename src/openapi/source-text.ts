// Parse a spec's text (JSON or YAML) ourselves, before the OpenAPI parser sees it, so that
// syntax errors carry a line and column, and keep a map from JSON pointers to positions so
// validation errors can be placed too.
import { parseTree, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { LineCounter, parseDocument, isMap, isSeq, isScalar, isPair, visit, type Document, type Node as YamlNode } from 'yaml';
import { overDepthAt } from '../nesting.js';
import { lineColumnIndex } from '../text-position.js';
import { setOwn } from '../guards.js';
import { describeJsonError } from '../json-syntax.js';

export interface Position {
  line: number;
  column: number;
}

export interface SyntaxProblem extends Position {
  message: string;
  /** Set for a key written twice in one map or object. */
  duplicate?: true;
}

export interface SourceText {
  format: 'json' | 'yaml';
  /** The parsed value; undefined when the text has syntax errors. */
  value?: unknown;
  problems: SyntaxProblem[];
  /** Keys written twice in one JSON object: the later value is kept (as `JSON.parse` and Mintlify do), each a warning. */
  duplicates: SyntaxProblem[];
  /** Position of the deepest node that exists along `pointer` (segments, unescaped). */
  locate(pointer: readonly string[]): Position;
}

/** Pick the format from the file name, then from the first character. */
export function detectFormat(name: string, text: string): 'json' | 'yaml' {
  if (/\.json$/i.test(name)) return 'json';
  if (/\.ya?ml$/i.test(name)) return 'yaml';
  return /^\s*[{[]/.test(text) ? 'json' : 'yaml';
}

/** The message for a key written twice; `consequence` says what becomes of it. */
export function duplicateKeyMessage(key: string, firstLine: number, consequence: string): string {
  return `Unexpected duplicate key \`${key}\` (first at line ${firstLine}), expected each key once: ${consequence}`;
}

/** A JSON value; keys written twice are reported to `duplicate` (the later value is kept). */
function jsonValue(node: JsonNode, duplicate: (key: string, first: JsonNode, again: JsonNode) => void): unknown {
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const seen = new Map<string, JsonNode>();
      for (const prop of node.children ?? []) {
        const [key, val] = prop.children ?? [];
        if (!key || typeof key.value !== 'string') continue;
        const first = seen.get(key.value);
        if (first) duplicate(key.value, first, key);
        else seen.set(key.value, key);
        setOwn(out, key.value, val ? jsonValue(val, duplicate) : undefined);
      }
      return out;
    }
    case 'array':
      return (node.children ?? []).map((child) => jsonValue(child, duplicate));
    default:
      return node.value;
  }
}

function parseJson(text: string): SourceText {
  const at = lineColumnIndex(text);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const problems = errors.map((e) => {
    const described = describeJsonError(text, e);
    return { message: described.message, ...at(described.offset) };
  });
  const locate = (pointer: readonly string[]): Position => {
    let node = root;
    if (!node) return { line: 1, column: 1 };
    let best = node;
    for (const segment of pointer) {
      let next: JsonNode | undefined;
      if (node.type === 'object') {
        const prop: JsonNode | undefined = node.children?.find((p) => p.children?.[0]?.value === segment);
        if (prop) {
          best = prop;
          next = prop.children?.[1];
        }
      } else if (node.type === 'array' && /^\d+$/.test(segment)) {
        next = node.children?.[Number(segment)];
        if (next) best = next;
      }
      if (!next) break;
      node = next;
    }
    return at(best.offset);
  };
  const duplicates: SyntaxProblem[] = [];
  const result: SourceText = { format: 'json', problems, duplicates, locate };
  if (problems.length === 0 && root) {
    result.value = jsonValue(root, (key, first, again) => {
      duplicates.push({ message: duplicateKeyMessage(key, at(first.offset).line, 'the later value replaces the earlier one'), duplicate: true, ...at(again.offset) });
    });
  }
  else if (!root && problems.length === 0) problems.push({ message: 'Missing JSON content', line: 1, column: 1 });
  return result;
}

/** Each key written again in a YAML map, by its offset: the key as text and the offset of its first writing. */
function duplicateKeyFirsts(doc: Document): Map<number, { key: string; first: number }> {
  const out = new Map<number, { key: string; first: number }>();
  visit(doc, {
    Map(_, map) {
      const seen = new Map<string, number>();
      for (const pair of map.items) {
        // Merge keys (`<<: *a` … `<<: *b`, read as a symbol) may repeat.
        if (isScalar(pair.key) && typeof pair.key.value === 'symbol') continue;
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        if (key === '<<') continue;
        const offset = (pair.key as YamlNode | null)?.range?.[0];
        if (offset === undefined) continue;
        const first = seen.get(key);
        if (first === undefined) seen.set(key, offset);
        else out.set(offset, { key, first });
      }
    },
  });
  return out;
}

function parseYaml(text: string): SourceText {
  const lineCounter = new LineCounter();
  // `merge`: YAML 1.1 merge keys (`<<: *base`, `<<: [*a, *b]`), which real specs use to share fields.
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true });
  const pos = (offset: number): Position => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };
  const firstKeys = duplicateKeyFirsts(doc);
  const problems = doc.errors.map((e) => {
    const duplicate = e.code === 'DUPLICATE_KEY' ? firstKeys.get(e.pos[0]) : undefined;
    if (duplicate) return { message: duplicateKeyMessage(duplicate.key, pos(duplicate.first).line, 'Mintlify refuses a spec with a duplicate key'), duplicate: true as const, ...pos(e.pos[0]) };
    return { message: `Unexpected invalid YAML (${(e.message.split('\n')[0] ?? e.message).replace(/\.$/, '')}), expected a YAML document`, ...pos(e.pos[0]) };
  });
  const locate = (pointer: readonly string[]): Position => {
    let node: unknown = doc.contents;
    const rangeOf = (n: unknown): number | undefined => {
      const r = (n as YamlNode | null)?.range;
      return Array.isArray(r) && typeof r[0] === 'number' ? r[0] : undefined;
    };
    let offset = rangeOf(node) ?? 0;
    for (const segment of pointer) {
      let next: unknown;
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && (isScalar(p.key) ? String(p.key.value) : String(p.key)) === segment);
        if (pair) {
          offset = rangeOf(pair.key) ?? offset;
          next = pair.value;
        }
      } else if (isSeq(node) && /^\d+$/.test(segment)) {
        next = node.items[Number(segment)];
        offset = rangeOf(next) ?? offset;
      }
      if (next === undefined || next === null) break;
      node = next;
    }
    return pos(offset);
  };
  // Keys YAML tells apart but a JSON object cannot (`200` and `"200"`): the later value is kept, as on Mintlify.
  const reported = new Set(doc.errors.filter((e) => e.code === 'DUPLICATE_KEY').map((e) => e.pos[0]));
  const duplicates = [...firstKeys].filter(([offset]) => !reported.has(offset)).map(([offset, d]) => ({ message: duplicateKeyMessage(d.key, pos(d.first).line, 'the later value replaces the earlier one'), duplicate: true as const, ...pos(offset) }));
  const result: SourceText = { format: 'yaml', problems, duplicates, locate };
  if (problems.length === 0) {
    try {
      result.value = doc.toJS({ maxAliasCount: 1000 });
    } catch (error) {
      problems.push({ message: `Unexpected invalid YAML (${(error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').replace(/\.$/, '')}), expected a YAML document`, line: 1, column: 1 });
    }
  }
  return result;
}

/** Deeper `{`/`[` nesting than this is refused before parsing: the parsers, the dereferencer and the renderer recurse. */
export const MAX_SPEC_DEPTH = 256;


/** Parse spec text; never throws. */
export function parseSourceText(name: string, text: string): SourceText {
  const body = text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
  const format = detectFormat(name, body);
  const over = overDepthAt(body, MAX_SPEC_DEPTH);
  if (over >= 0) {
    const at = lineColumnIndex(body)(over);
    return { format, problems: [{ message: `Unexpected nesting deeper than ${MAX_SPEC_DEPTH} levels, expected an OpenAPI document`, ...at }], duplicates: [], locate: () => at };
  }
  try {
    return format === 'json' ? parseJson(body) : parseYaml(body);
  } catch (error) {
    // A stack overflow in a parser (YAML indentation nested thousands deep): a problem, not a crash.
    const message = error instanceof RangeError ? `Unexpected nesting too deep to read, expected an OpenAPI document` : `Invalid ${format.toUpperCase()}: ${String(error)}`;
    return { format, problems: [{ message, line: 1, column: 1 }], duplicates: [], locate: () => ({ line: 1, column: 1 }) };
  }
}
