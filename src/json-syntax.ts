// Where a JSON text stops parsing, and what was expected there: JSON.parse names neither line
// nor column in every Node version. Strict JSON (no comments, no trailing commas), as
// `JSON.parse`, cosmiconfig and Mintlify read it. The one wording of a JSON syntax error: docs.json and
// mint.json (src/config/json.ts), OpenAPI specs, `.docwrightrc.json` and SDK artifacts all say it with `describeJsonError`.
import { parse } from 'jsonc-parser';
import { lineColumnIndex } from './text-position.js';

/** A JSON syntax error: 1-based line and column, what was found and what was expected there, and the message ("Unexpected X, expected Y"). */
export interface JsonSyntaxError {
  line: number;
  column: number;
  /** `` `}` `` or `end of the file`. */
  found: string;
  /** `` `,` ``, `a value` … */
  expected: string;
  message: string;
}

/** One error as jsonc-parser reports it: its `ParseErrorCode` number, offset and length. */
export interface JsonParseError {
  error: number;
  offset: number;
  length: number;
}

/** A described error: what was found where, what was expected, and the offset and length to report it at. */
export interface JsonErrorDescription {
  found: string;
  expected: string;
  message: string;
  offset: number;
  length: number;
}

/** What the parser expects next at a point of a text that is valid JSON so far. */
type Expecting = 'document' | 'key-or-close' | 'key' | 'colon' | 'value' | 'value-or-close' | 'comma-or-brace' | 'comma-or-bracket' | 'end';

/** The wording of each expectation; `key` and `value` follow a `,` (so a closing bracket there is a trailing comma). */
const EXPECTING: Readonly<Record<Expecting, string>> = {
  document: 'a JSON value',
  'key-or-close': 'a property name in double quotes or `}`',
  key: 'a property name in double quotes',
  colon: '`:` after the property name',
  value: 'a value',
  'value-or-close': 'a value or `]`',
  'comma-or-brace': '`,` or `}`',
  'comma-or-bracket': '`,` or `]`',
  end: 'the end of the file',
};

/** What follows a value inside the container on top of `stack` (or at the top level). */
function afterValue(stack: readonly string[]): Expecting {
  const top = stack[stack.length - 1];
  return top === '{' ? 'comma-or-brace' : top === '[' ? 'comma-or-bracket' : 'end';
}

/** The end of the JSON string starting at `start` (the offset after its closing quote, or the text's length). */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return Math.min(i + 1, text.length);
}

/** What the parser expects at `offset` of `text`, read from its start (valid JSON up to there: it is the first error). */
export function expectingAt(text: string, offset: number): Expecting {
  const stack: string[] = [];
  let state = 'document' as Expecting;
  let i = 0;
  while (i < offset) {
    const char = text[i] ?? '';
    if (/\s/.test(char) || char === '\uFEFF') {
      i++;
      continue;
    }
    if (char === '{' || char === '[') {
      stack.push(char);
      state = char === '{' ? 'key-or-close' : 'value-or-close';
      i++;
    } else if (char === '}' || char === ']') {
      stack.pop();
      state = afterValue(stack);
      i++;
    } else if (char === ',') {
      state = stack[stack.length - 1] === '{' ? 'key' : 'value';
      i++;
    } else if (char === ':') {
      state = 'value';
      i++;
    } else {
      const end = char === '"' ? stringEnd(text, i) : i + Math.max(1, /^[^\s,:[\]{}"]*/.exec(text.slice(i))?.[0].length ?? 1);
      state = char === '"' && (state === 'key' || state === 'key-or-close') ? 'colon' : afterValue(stack);
      i = end;
    }
  }
  return state;
}

/** The token at `offset`, in backticks (at most 30 characters, one line), or `end of the file`. */
function tokenAt(text: string, offset: number): string {
  if (offset >= text.length) return 'end of the file';
  const char = text[offset] ?? '';
  const raw = char === '"' ? text.slice(offset, stringEnd(text, offset)) : /^[{}[\]:,]/.test(char) ? char : (/^[^\s,:[\]{}"]+/.exec(text.slice(offset))?.[0] ?? char);
  const line = raw.split(/[\r\n]/)[0] ?? '';
  const shown = line.length > 30 ? `${line.slice(0, 30)}…` : line;
  return code(shown);
}

/** `text` as inline code, with enough backticks around it. */
function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A described error at `offset`: "Unexpected {found}, expected {expected}". */
function at(offset: number, length: number, found: string, expected: string): JsonErrorDescription {
  return { found, expected, message: `Unexpected ${found}, expected ${expected}`, offset, length };
}

/** An error inside a string that starts at `start`: an unclosed one, a control character or a bad escape. */
function stringError(text: string, error: number, start: number): JsonErrorDescription | undefined {
  if (error === 12) {
    // Unclosed: it runs into a line break (JSON strings hold none) or the end of the file.
    let end = start + 1;
    while (end < text.length && !/[\r\n]/.test(text[end] ?? '')) end += text[end] === '\\' ? 2 : 1;
    end = Math.min(end, text.length);
    return at(end, 0, end >= text.length ? 'end of the file in a string' : 'line break in a string', 'a closing `"` (a JSON string is one line)');
  }
  if (error === 16) {
    for (let i = start + 1; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      if (text[i] === '\\') i++;
      else if (unit < 0x20) {
        const name = unit === 9 ? 'tab' : `control character U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;
        const escape = unit === 9 ? '\\t' : `\\u${unit.toString(16).padStart(4, '0')}`;
        return at(i, 1, `${name} in a string`, `the escape \`${escape}\``);
      }
    }
    return undefined;
  }
  if (error === 14 || error === 15) {
    for (let i = start + 1; i < text.length; i++) {
      if (text[i] !== '\\') continue;
      const escape = error === 14 && text[i + 1] === 'u' ? text.slice(i, i + 6) : text.slice(i, i + 2);
      const bad = error === 14 ? text[i + 1] === 'u' && !/^\\u[0-9a-fA-F]{4}$/.test(escape) : !/^\\["\\/bfnrtu]$/.test(escape);
      if (bad) return at(i, escape.length, `escape ${code(escape)} in a string`, error === 14 ? '`\\u` and four hex digits' : 'one of `\\"`, `\\\\`, `\\/`, `\\b`, `\\f`, `\\n`, `\\r`, `\\t` or `\\u` and four hex digits');
      i++;
    }
  }
  return undefined;
}

/**
 * The one wording of a JSON syntax error (jsonc-parser's `error`, at `offset` of `text`, read as strict JSON): what is
 * there, in backticks, and what JSON expects there given what came before ("Unexpected `,`, expected a property name
 * in double quotes or `}`"); a trailing comma, a comment, an unclosed string and the end of the file are named as such.
 */
export function describeJsonError(text: string, { error, offset, length }: JsonParseError): JsonErrorDescription {
  const inString = stringError(text, error, offset);
  if (inString) return inString;
  if (error === 10 || error === 11) {
    const comment = text.startsWith('//', offset) ? '`//` comment' : '`/*` comment';
    return at(offset, length, comment, 'plain JSON, which has no comments');
  }
  if (error === 2 || error === 13) return at(offset, length, `number ${tokenAt(text, offset)}`, 'a JSON number (digits, no leading zero, a digit after `.` and `e`)');
  const expecting = expectingAt(text, offset);
  const found = tokenAt(text, offset);
  const closing = text[offset] === '}' || text[offset] === ']';
  // `,` then `}` or `]`: a trailing comma, which JSON does not allow.
  if (closing && (expecting === 'key' || expecting === 'value')) return at(offset, 1, `${found} after a \`,\``, `${EXPECTING[expecting]} (JSON allows no trailing comma)`);
  const name = error === 9 && expecting === 'end' ? `${found} after the end of the JSON value` : found;
  return at(offset, offset >= text.length ? 0 : Math.max(1, length), name, EXPECTING[expecting]);
}

/** The first syntax error of `text` read as strict JSON, or `undefined` when it parses. */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const errors: JsonParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first === undefined) return undefined;
  const described = describeJsonError(text, first);
  const { line, column } = lineColumnIndex(text)(described.offset);
  return { line, column, found: described.found, expected: described.expected, message: described.message };
}
