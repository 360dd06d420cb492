// zod's issues on a docwright config (`.docwrightrc*`: lint rules and their options, `format`,
// `build`, `linterOptions`, `checks` …) as the project's messages: "Unexpected X, expected Y",
// code in backticks, one line each. Key paths stay beside the message (`configErrorFor`).
import type { z } from 'zod';
import { didYouMean } from '../did-you-mean.js';

type Issue = z.core.$ZodIssue;

/** One problem of a config: the key path (from the config's root) and its message. */
export interface ConfigIssue {
  path: Array<string | number>;
  message: string;
}

/** A message of our own (a refinement's, a union's): it already reads "Unexpected …, expected …". */
const OWN_MESSAGE = /^(Unexpected|Missing) .+, expected /;

/** The value at `path` inside `root`, `undefined` when the path leaves the data. */
function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

/** What a value is, for a message: `string \`x\``, `number \`3\``, `array`, `object`, `null`. */
function shown(value: unknown): string {
  if (value === null) return '`null`';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  if (typeof value === 'string') return `string \`${value.length > 60 ? `${value.slice(0, 57)}…` : value}\``;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return `${typeof value} \`${String(value)}\``;
  return typeof value;
}

/** What zod's `expected` type name asks for, in words. */
function expectedType(expected: string): string {
  switch (expected) {
    case 'boolean':
      return '`true` or `false`';
    case 'object':
    case 'record':
      return 'an object';
    case 'array':
    case 'tuple':
      return 'an array';
    case 'string':
      return 'a string';
    case 'number':
    case 'int':
      return 'a number';
    default:
      return `a value of type \`${expected}\``;
  }
}

/** `one of \`a\`, \`b\``, or the one value, with a did-you-mean for a close string. */
function expectedValues(values: readonly unknown[], value: unknown): string {
  const names = values.map((v) => String(v));
  const list = `${names.length === 1 ? '' : 'one of '}${names.map((v) => `\`${v}\``).join(', ')}`;
  const close = typeof value === 'string' ? didYouMean(value, names, { maxDistance: Math.max(2, Math.floor(value.length / 3)) }) : undefined;
  return close === undefined ? list : `${list} (did you mean \`${close}\`?)`;
}

/** What one branch of a union asks for at its own root (values in backticks, or words), or `undefined` when it failed deeper. */
function branchExpects(issues: readonly Issue[]): { values: string[] } | { words: string } | undefined {
  const first = issues[0];
  if (!first || first.path.length > 0) return undefined;
  if (first.code === 'invalid_type') return first.expected === 'boolean' ? { values: ['true', 'false'] } : { words: expectedType(first.expected) };
  if (first.code === 'invalid_value') return { values: first.values.map((v) => String(v)) };
  return undefined;
}

/** What the branches of a union take together: their values as one list, then the other kinds. */
function unionExpects(branches: readonly (readonly Issue[])[], value: unknown): string {
  const values: string[] = [];
  const words: string[] = [];
  for (const branch of branches) {
    const wanted = branchExpects(branch);
    if (wanted && 'values' in wanted) values.push(...wanted.values);
    else if (wanted && !words.includes(wanted.words)) words.push(wanted.words);
  }
  const parts = values.length > 0 ? [expectedValues(values, value), ...words] : words;
  return parts.length > 0 ? parts.join(' or ') : 'a valid value';
}

/** The size limit a `too_small`/`too_big` issue states. */
function sizeLimit(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
  const word = issue.code === 'too_small' ? (issue.inclusive === false ? 'more than' : 'at least') : issue.inclusive === false ? 'less than' : 'at most';
  const unit = issue.origin === 'string' ? ' characters' : issue.origin === 'array' || issue.origin === 'set' ? ' items' : '';
  return `${issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint' ? 'a number' : `a${issue.origin === 'array' ? 'n' : ''} ${issue.origin}`} of ${word} ${String(bound)}${unit}`;
}

/** A union that failed: the branch the value's kind fits reports its own issues, else what every branch takes. */
function unionMessages(issue: Extract<Issue, { code: 'invalid_union' }>, root: unknown, path: Array<string | number>, keysAt: KnownKeys): ConfigIssue[] {
  const value = valueAt(root, path);
  const fitting = issue.errors.filter((branch) => branch.length > 0 && branchExpects(branch) === undefined);
  if (fitting.length === 1 && fitting[0] && value !== undefined) return fitting[0].flatMap((inner) => issueMessages([inner], root, path, keysAt));
  // A union with its own message (a rule setting) already says it.
  if (OWN_MESSAGE.test(issue.message)) return [{ path, message: issue.message }];
  const expected = unionExpects(issue.errors, value);
  return [{ path, message: value === undefined ? `Missing value, expected ${expected}` : `Unexpected ${shown(value)}, expected ${expected}` }];
}

/** The keys the object at a key path takes, when known. */
export type KnownKeys = (path: ReadonlyArray<string | number>) => readonly string[] | undefined;

/** Unknown keys of an object: with the keys it takes (or the nearest one) when they are known. */
function unknownKeys(keys: readonly string[], known: readonly string[] | undefined): string {
  const named = `Unexpected key${keys.length > 1 ? 's' : ''} ${keys.map((key) => `\`${key}\``).join(', ')}`;
  if (known === undefined || known.length === 0) return `${named}, expected only the keys this object takes`;
  const close = keys.length === 1 && keys[0] !== undefined ? didYouMean(keys[0], known, { maxDistance: Math.max(2, Math.floor(keys[0].length / 3)) }) : undefined;
  return close !== undefined ? `${named}, expected \`${close}\`` : `${named}, expected one of ${known.map((key) => `\`${key}\``).join(', ')}`;
}

/** One issue's message; `value` is the value it is about (`undefined` when missing). */
function messageOf(issue: Issue, value: unknown, known: readonly string[] | undefined): string {
  const missing = value === undefined;
  switch (issue.code) {
    case 'invalid_type':
      return missing ? `Missing value, expected ${expectedType(issue.expected)}` : `Unexpected ${shown(value)}, expected ${expectedType(issue.expected)}`;
    case 'invalid_value':
      return `${missing ? 'Missing value' : `Unexpected ${shown(value)}`}, expected ${expectedValues(issue.values, value)}`;
    case 'unrecognized_keys':
      return unknownKeys(issue.keys, known);
    case 'too_small':
    case 'too_big':
      return `Unexpected ${shown(value)}, expected ${sizeLimit(issue)}`;
    case 'invalid_format':
      return `Unexpected ${shown(value)}, expected a string in the format \`${issue.format}\``;
    default:
      // Our own refinements already say "Unexpected …, expected …".
      return OWN_MESSAGE.test(issue.message) ? issue.message : `Unexpected ${missing ? 'value' : shown(value)}, expected a valid value (${issue.message})`;
  }
}

/**
 * zod's issues on `root` (a config value, or a rule's options) as messages in the project's form,
 * each with its key path from `root` (a union narrowed to the branch the value fits); `keysAt`
 * names the keys an object takes, for an unknown key.
 */
export function issueMessages(issues: readonly Issue[], root: unknown, prefix: Array<string | number> = [], keysAt: KnownKeys = () => undefined): ConfigIssue[] {
  const out: ConfigIssue[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) out.push(...unionMessages(issue, root, path, keysAt));
    // Each unknown key at its own place.
    else if (issue.code === 'unrecognized_keys') out.push(...issue.keys.map((key) => ({ path: [...path, key], message: unknownKeys([key], keysAt(path)) })));
    else out.push({ path, message: messageOf(issue, valueAt(root, path), keysAt(path)) });
  }
  // A missing key is named.
  for (const issue of out) {
    const key = issue.path.at(-1);
    if (typeof key === 'string' && issue.message.startsWith('Missing value,')) issue.message = `Missing \`${key}\`${issue.message.slice('Missing value'.length)}`;
  }
  return out;
}
