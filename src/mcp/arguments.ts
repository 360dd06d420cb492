// A tool call's name and arguments refused in the house style, on one line: "Unexpected X,
// expected Y" or "Missing X", the argument in backticks, what it takes read from the tool's
// own schema (its JSON Schema, as the client lists it). The SDK's wording (`Too small: expected
// number to be >=1 at limit`, `Tool nope_tool not found`) never reaches the client.
import { z } from 'zod';
import { didYouMean } from '../did-you-mean.js';
import { isRecord } from '../guards.js';

type Issue = z.core.$ZodIssue;

/** A property of a tool's input as its JSON Schema gives it (the fields read here). */
interface Property {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: Property;
}

/** Characters of a value shown in a message. */
const PREVIEW = 40;

function code(name: string): string {
  return `\`${name}\``;
}

/** A name a client sent, safe on one line: control characters escaped, long names cut. */
export function named(name: string): string {
  const escaped = JSON.stringify(name).slice(1, -1).replace(/`/g, "'");
  return escaped.length > 100 ? `${escaped.slice(0, 100)}…` : escaped;
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** A value as JSON on one line, cut at `PREVIEW` characters. */
function preview(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > PREVIEW ? `${json.slice(0, PREVIEW)}…` : json;
}

function range(noun: string, min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${noun} from ${count(min)} to ${count(max)}`;
  if (min !== undefined) return `${noun} >= ${count(min)}`;
  return max !== undefined ? `${noun} <= ${count(max)}` : noun;
}

function characters(min: number | undefined, max: number | undefined): string {
  if (max === undefined) return min !== undefined && min > 0 ? ` of at least ${count(min)} characters` : '';
  return min !== undefined && min > 0 ? ` of ${count(min)} to ${count(max)} characters` : ` of at most ${count(max)} characters`;
}

/** What a property takes, in words: `a whole number from 1 to 100`, `one of \`a\`, \`b\``. */
export function expectation(property: Property | undefined): string {
  if (property === undefined) return 'a value the tool takes';
  if (Array.isArray(property.enum)) return `one of ${property.enum.map((value) => code(String(value))).join(', ')}`;
  switch (property.type) {
    case 'integer':
      return range('a whole number', property.minimum, property.maximum);
    case 'number':
      return range('a number', property.minimum, property.maximum);
    case 'string':
      return `a string${characters(property.minLength, property.maxLength)}`;
    case 'boolean':
      return '`true` or `false`';
    case 'array': {
      const items = property.items?.type === 'string' ? `strings${characters(property.items.minLength, property.items.maxLength)}` : 'values';
      return property.maxItems !== undefined ? `a list of at most ${count(property.maxItems)} ${items}` : `a list of ${items}`;
    }
    default:
      return 'a value the tool takes';
  }
}

/** A tool's input properties, by name, from its JSON Schema. */
export function propertiesOf(schema: z.ZodType): Record<string, Property> {
  const json: unknown = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const properties = isRecord(json) && isRecord(json.properties) ? json.properties : {};
  const out: Record<string, Property> = {};
  for (const [name, value] of Object.entries(properties)) if (isRecord(value)) out[name] = value;
  return out;
}

/** `headings[2]` */
function pathName(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`)).join('');
}

function valueAt(args: unknown, path: readonly PropertyKey[]): unknown {
  let value = args;
  for (const part of path) {
    if (Array.isArray(value) && typeof part === 'number') value = value[part];
    else if (isRecord(value) && typeof part === 'string') value = value[part];
    else return undefined;
  }
  return value;
}

/** The property of `path` (an argument, or an item of a list argument). */
function propertyAt(properties: Readonly<Record<string, Property>>, path: readonly PropertyKey[]): Property | undefined {
  const [first, ...rest] = path;
  let property = typeof first === 'string' ? properties[first] : undefined;
  for (const part of rest) property = typeof part === 'number' ? property?.items : undefined;
  return property;
}

/** The value as the message shows it: a long string or list by its size, others as JSON. */
function shownValue(value: unknown, issue: Issue): string {
  if (issue.code === 'too_big' || issue.code === 'too_small') {
    if (typeof value === 'string') return value === '' ? 'empty' : `of ${count(value.length)} characters`;
    if (Array.isArray(value)) return `of ${count(value.length)} items`;
  }
  return preview(value);
}

/** One issue as one sentence. */
function sentence(tool: string, issue: Issue, args: unknown, properties: Readonly<Record<string, Property>>): string[] {
  if (issue.code === 'unrecognized_keys') {
    const known = Object.keys(properties);
    const expected = known.length === 0 ? 'no argument' : `one of ${known.map(code).join(', ')}`;
    const [key, ...more] = issue.keys;
    if (key === undefined) return [];
    if (more.length > 0) return [`Unexpected arguments ${issue.keys.map((name) => code(named(name))).join(', ')} for ${code(tool)}, expected ${expected}`];
    const guess = didYouMean(key, known);
    return [`Unexpected argument ${code(named(key))} for ${code(tool)}, expected ${guess !== undefined ? code(guess) : expected}`];
  }
  // A rule over several arguments (`path` or `text`): its message is written in the house style.
  if (issue.code === 'custom') return [issue.message];
  const path = issue.path;
  const name = code(pathName(path));
  const expected = expectation(propertyAt(properties, path));
  const value = valueAt(args, path);
  if (value === undefined) return [`Missing ${name}, expected ${expected}`];
  const shown = shownValue(value, issue);
  if (shown === 'empty') return [`Unexpected empty ${name}, expected ${expected}`];
  if (shown.startsWith('of ')) return [`Unexpected ${name} ${shown}, expected ${expected}`];
  const guess = issue.code === 'invalid_value' && typeof value === 'string' ? didYouMean(value, issue.values.map(String)) : undefined;
  return [`Unexpected ${name} ${shown}, expected ${expected}${guess !== undefined ? ` (did you mean ${code(guess)}?)` : ''}`];
}

/** A failed check of a tool's arguments, on one line: one sentence for each argument that is wrong. */
export function argumentsMessage(tool: string, issues: readonly Issue[], args: unknown, properties: Readonly<Record<string, Property>>): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const issue of issues) {
    // One sentence for an argument (a number past the safe range fails two checks).
    const key = issue.code === 'unrecognized_keys' ? `?${issue.keys.join('\0')}` : pathName(issue.path);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(...sentence(tool, issue, args, properties));
  }
  return out.join('; ');
}

/** A call of a tool the server does not have. */
export function unknownToolMessage(name: string, tools: readonly string[]): string {
  const guess = didYouMean(name, tools);
  return `Unexpected tool ${code(named(name))}, expected ${guess !== undefined ? code(guess) : `one of ${tools.map(code).join(', ')}`}`;
}
