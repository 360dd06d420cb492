// Parse a spec's text (JSON or YAML) ourselves, before the OpenAPI parser sees it, so that
// syntax errors carry a line and column, and keep a map from JSON pointers to positions so
// validation errors can be placed too.
import { parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { LineCounter, parseDocument, isMap, isSeq, isScalar, isPair, type Node as YamlNode } from 'yaml';
import { overDepthAt } from '../nesting.js';
import { lineColumnIndex } from '../text-position.js';
import { setOwn } from '../guards.js';

export interface Position {
  line: number;
  column: number;
}

export interface SyntaxProblem extends Position {
  message: string;
}

export interface SourceText {
  format: 'json' | 'yaml';
  /** The parsed value; undefined when the text has syntax errors. */
  value?: unknown;
  problems: SyntaxProblem[];
  /** Position of the deepest node that exists along `pointer` (segments, unescaped). */
  locate(pointer: readonly string[]): Position;
}

/** Pick the format from the file name, then from the first character. */
export function detectFormat(name: string, text: string): 'json' | 'yaml' {
  if (/\.json$/i.test(name)) return 'json';
  if (/\.ya?ml$/i.test(name)) return 'yaml';
  return /^\s*[{[]/.test(text) ? 'json' : 'yaml';
}

const jsonErrorText: Record<string, string> = {
  InvalidSymbol: 'Unexpected character',
  InvalidNumberFormat: 'Unexpected number format',
  PropertyNameExpected: 'Unexpected token, expected a property name',
  ValueExpected: 'Unexpected token, expected a value',
  ColonExpected: 'Missing `:` after the property name',
  CommaExpected: 'Missing `,` between values',
  CloseBraceExpected: 'Missing `}`',
  CloseBracketExpected: 'Missing `]`',
  EndOfFileExpected: 'Unexpected content after the end of the document',
  InvalidCommentToken: 'Unexpected comment, comments are not allowed in JSON',
  UnexpectedEndOfComment: 'Unexpected end of comment',
  UnexpectedEndOfString: 'Unexpected end of string',
  UnexpectedEndOfNumber: 'Unexpected end of number',
  InvalidUnicode: 'Unexpected unicode escape',
  InvalidEscapeCharacter: 'Unexpected escape character',
  InvalidCharacter: 'Unexpected character in string',
};

function jsonValue(node: JsonNode): unknown {
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const prop of node.children ?? []) {
        const [key, val] = prop.children ?? [];
        if (key && typeof key.value === 'string') setOwn(out, key.value, val ? jsonValue(val) : undefined);
      }
      return out;
    }
    case 'array':
      return (node.children ?? []).map(jsonValue);
    default:
      return node.value;
  }
}

function parseJson(text: string): SourceText {
  const at = lineColumnIndex(text);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const problems = errors.map((e) => {
    const code = printParseErrorCode(e.error);
    return { message: `Invalid JSON: ${jsonErrorText[code] ?? code}`, ...at(e.offset) };
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
  const result: SourceText = { format: 'json', problems, locate };
  if (problems.length === 0 && root) result.value = jsonValue(root);
  else if (!root && problems.length === 0) problems.push({ message: 'Missing JSON content', line: 1, column: 1 });
  return result;
}

function parseYaml(text: string): SourceText {
  const lineCounter = new LineCounter();
  // `merge`: YAML 1.1 merge keys (`<<: *base`, `<<: [*a, *b]`), which real specs use to share fields.
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true });
  const pos = (offset: number): Position => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };
  const problems = doc.errors.map((e) => ({
    message: `Invalid YAML: ${(e.message.split('\n')[0] ?? e.message).replace(/\.$/, '')}`,
    ...pos(e.pos[0]),
  }));
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
  const result: SourceText = { format: 'yaml', problems, locate };
  if (problems.length === 0) {
    try {
      result.value = doc.toJS({ maxAliasCount: 1000 });
    } catch (error) {
      problems.push({ message: `Invalid YAML: ${error instanceof Error ? error.message : String(error)}`, line: 1, column: 1 });
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
    return { format, problems: [{ message: `Unexpected nesting deeper than ${MAX_SPEC_DEPTH} levels, expected an OpenAPI document`, ...at }], locate: () => at };
  }
  try {
    return format === 'json' ? parseJson(body) : parseYaml(body);
  } catch (error) {
    // A stack overflow in a parser (YAML indentation nested thousands deep): a problem, not a crash.
    const message = error instanceof RangeError ? `Unexpected nesting too deep to read, expected an OpenAPI document` : `Invalid ${format.toUpperCase()}: ${String(error)}`;
    return { format, problems: [{ message, line: 1, column: 1 }], locate: () => ({ line: 1, column: 1 }) };
  }
}
