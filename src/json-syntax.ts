// Where a JSON text stops parsing, and what was expected there: JSON.parse names neither line
// nor column in every Node version. Strict JSON (no comments, no trailing commas), as
// `JSON.parse` and cosmiconfig read it.
import { parse } from 'jsonc-parser';
import { lineColumnIndex } from './text-position.js';

/** A JSON syntax error: 1-based line and column, what was found and what was expected there, and the message ("Unexpected X in JSON, expected Y"). */
export interface JsonSyntaxError {
  line: number;
  column: number;
  /** `` `}` `` or `end of the file`. */
  found: string;
  /** `` `,` ``, `a value` … */
  expected: string;
  message: string;
}

/** What jsonc-parser's error codes ask for (its `ParseErrorCode` numbers). */
const EXPECTED: Readonly<Record<number, string>> = {
  1: 'a JSON value',
  2: 'a number',
  3: 'a property name in double quotes',
  4: 'a value',
  5: '`:`',
  6: '`,`',
  7: '`}`',
  8: '`]`',
  9: 'the end of the file',
  10: 'no comment (JSON has none)',
  11: '`*/`',
  12: 'a closing `"`',
  13: 'a digit',
  14: 'a `\\u` escape of four hex digits',
  15: 'an escape such as `\\n` or `\\"`',
  16: 'a character allowed in a JSON string',
};

/** The first syntax error of `text` read as strict JSON, or `undefined` when it parses. */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const errors: { error: number; offset: number; length: number }[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first === undefined) return undefined;
  const { line, column } = lineColumnIndex(text)(first.offset);
  const token = text.slice(first.offset, first.offset + Math.max(1, Math.min(first.length, 20)));
  const found = first.offset >= text.length ? 'end of the file' : `\`${token.replace(/`/g, "'")}\``;
  const expected = EXPECTED[first.error] ?? 'valid JSON';
  return { line, column, found, expected, message: `Unexpected ${found} in JSON, expected ${expected}` };
}
