import { z } from 'zod';
import { pushOnce, type Finding } from '../findings/finding.js';
import { finding, locate, type ResolvedConfig } from './json.js';
import { isRecord } from '../guards.js';
import { didYouMean } from '../did-you-mean.js';
import { ignoresUnknownKeys } from './schema/registry.js';
import { CONTENT_KEYS } from './schema/constants.js';
import type { CheckId } from '../findings/checks.js';

/** Config keys and values: a third of the word (at least 2) may differ. */
const typoDistance = (word: string): number => Math.max(2, Math.floor(word.length / 3));

/**
 * One friendly formatter for configuration errors: each zod issue becomes one finding at
 * the key's position, naming the key path and the fix. A failed union reports only the
 * branch the user evidently meant (the one whose naming keys the value has).
 */

type Schema = z.core.$ZodType;
type Issue = z.core.$ZodIssue;

/** `navigation.groups[0].pages` */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else {
      const name = String(segment);
      out += out === '' ? name : /^[A-Za-z_$][\w$-]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
    }
  }
  return out;
}

function unwrap(schema: Schema): Schema {
  let current = schema;
  for (let i = 0; i < 50; i++) {
    const def = current._zod.def as unknown as { type: string; innerType?: Schema; in?: Schema; getter?: () => Schema };
    if (def.innerType && ['optional', 'default', 'nullable', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else break;
  }
  return current;
}

function defOf(schema: Schema): { type: string } & Record<string, unknown> {
  return schema._zod.def as unknown as { type: string } & Record<string, unknown>;
}

function shapeOf(schema: Schema): Record<string, Schema> | undefined {
  const s = unwrap(schema);
  if (defOf(s).type !== 'object') return undefined;
  const shape = (s as unknown as { shape: Record<string, Schema> }).shape;
  return shape;
}

function optionsOf(schema: Schema): Schema[] | undefined {
  const s = unwrap(schema);
  const def = defOf(s);
  return def.type === 'union' && Array.isArray(def.options) ? (def.options as Schema[]) : undefined;
}

function isOptional(schema: Schema): boolean {
  return (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';
}

function valueKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function schemaAccepts(schema: Schema, value: unknown): boolean {
  const type = defOf(unwrap(schema)).type;
  const kind = valueKind(value);
  if (type === 'object' || type === 'record') return kind === 'object';
  if (type === 'array') return kind === 'array';
  if (type === 'string' || type === 'enum') return kind === 'string';
  if (type === 'literal') return true;
  if (type === 'number') return kind === 'number';
  if (type === 'boolean') return kind === 'boolean';
  if (type === 'union') return (optionsOf(schema) ?? []).some((o) => schemaAccepts(o, value));
  return true;
}

/** Index of the union option the user evidently meant for `value`. */
export function pickOption(options: readonly Schema[], value: unknown, issues?: readonly (readonly Issue[])[]): number {
  let best = 0;
  let bestScore = -Infinity;
  options.forEach((option, i) => {
    let score = 0;
    if (!schemaAccepts(option, value)) score -= 1000;
    const shape = shapeOf(option);
    if (shape && isRecord(value)) {
      const keys = Object.keys(value);
      const known = keys.filter((k) => k in shape).length;
      // A naming key the value has and only this option knows weighs most.
      const naming = keys.filter((k) => k in shape && !options.some((o, j) => j !== i && (shapeOf(o) ?? {})[k] !== undefined)).length;
      score += known + naming * 10;
      const literal = Object.entries(shape).find(([, s]) => defOf(unwrap(s)).type === 'literal');
      if (literal) {
        const values = defOf(unwrap(literal[1])).values;
        const given = value[literal[0]];
        if (Array.isArray(values) && values.includes(given)) score += 20;
        // A literal with a default is the branch meant when the key is left out.
        else if (given === undefined && defOf(literal[1]).type === 'default') score += 5;
      }
      // A required literal or enum left out (a navbar link's `type` of `github` or `discord`):
      // the value is not of that kind when another branch does without the key.
      const tag = Object.entries(shape).find(([k, s]) => ['literal', 'enum'].includes(defOf(unwrap(s)).type) && !isOptional(s) && value[k] === undefined);
      if (tag && options.some((o, j) => j !== i && (shapeOf(o) ?? {})[tag[0]] !== undefined && isOptional((shapeOf(o) ?? {})[tag[0]] as Schema))) score -= 5;
    }
    if (issues?.[i]) score -= issues[i].length * 0.01;
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

/** The schema at `path` inside `root`, following the value through unions. */
function schemaAt(root: Schema, rootValue: unknown, path: readonly PropertyKey[]): Schema | undefined {
  let schema: Schema | undefined = root;
  let value = rootValue;
  for (const segment of path) {
    if (!schema) return undefined;
    let s = unwrap(schema);
    const options = optionsOf(s);
    if (options) s = unwrap(options[pickOption(options, value)] ?? s);
    const def = defOf(s);
    if (def.type === 'object') schema = shapeOf(s)?.[String(segment)];
    else if (def.type === 'array') schema = def.element as Schema;
    else if (def.type === 'record') schema = def.valueType as Schema;
    else return undefined;
    value = isRecord(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[segment as string] : undefined;
  }
  if (!schema) return undefined;
  const options = optionsOf(schema);
  return options ? options[pickOption(options, value)] : schema;
}

/** The value at a key path, `undefined` when the path leaves the data. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[segment as string];
  }
  return value;
}

/** A short human description of what a schema accepts. */
export function describe(schema: Schema | undefined, depth = 0): string {
  if (!schema) return 'a valid value';
  const s = unwrap(schema);
  const def = defOf(s);
  switch (def.type) {
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return '`true` or `false`';
    case 'enum': {
      const values = Object.values(def.entries as Record<string, string>);
      return `one of ${values.map((v) => `\`${v}\``).join(', ')}`;
    }
    case 'literal':
      return (def.values as unknown[]).map((v) => `\`${String(v)}\``).join(' or ');
    case 'array':
      return depth > 1 ? 'an array' : `an array of ${describe(def.element as Schema, depth + 1).replace(/^an? /, '')}s`.replace(/ss$/, 's');
    case 'record':
      return 'an object';
    case 'object': {
      const shape = shapeOf(s) ?? {};
      const required = Object.entries(shape).filter(([, v]) => !isOptional(v)).map(([k]) => k);
      return required.length > 0 ? `an object with \`${required[0]}\`` : 'an object';
    }
    case 'union': {
      const parts = [...new Set((def.options as Schema[]).map((o) => describe(o, depth + 1)))];
      return parts.join(' or ');
    }
    case 'never':
      // A key the platform refuses where it stands (`sdk` off a tab or a group): its description says where it belongs.
      return z.globalRegistry.get(s)?.description ?? 'no value';
    default:
      return 'a valid value';
  }
}

function preview(value: unknown): string {
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 57)}…` : value;
  if (Array.isArray(value)) return '[…]';
  if (isRecord(value)) return '{…}';
  return String(value);
}

function kindName(value: unknown): string {
  const kind = valueKind(value);
  return kind === 'object' ? 'object' : kind === 'array' ? 'array' : kind;
}

/** The keys an object schema knows, or the allowed keys of a record with enum keys. */
function knownKeys(schema: Schema): string[] {
  const s = unwrap(schema);
  const def = defOf(s);
  if (def.type === 'object') return Object.keys(shapeOf(s) ?? {});
  if (def.type === 'record') {
    const keyDef = defOf(unwrap(def.keyType as Schema));
    if (keyDef.type === 'enum') return Object.values(keyDef.entries as Record<string, string>);
  }
  return [];
}

/**
 * Whether the value at `path` may be left out: an optional key of an object, or a key of a
 * record. (Array items can always be dropped; the caller knows those by their index.)
 */
export function canOmit(root: Schema, rootValue: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) return false;
  const parent = schemaAt(root, rootValue, path.slice(0, -1));
  if (!parent) return false;
  const s = unwrap(parent);
  const def = defOf(s);
  if (def.type === 'record') return true;
  if (def.type !== 'object') return false;
  const field = shapeOf(s)?.[String(path[path.length - 1])];
  return field !== undefined && isOptional(field);
}

/** The issues of a failed validation, each union failure narrowed to the branch the user meant. */
export function expandIssues(issues: readonly Issue[], root: Schema, value: unknown): Issue[] {
  return expand(issues, root, value);
}

/**
 * The issues with full paths, each issue under a union that zod settled by itself put back
 * under that union. When one branch of a failed union has only issues that do not abort
 * (an unknown key of a strict object), zod reports that branch's issues alone, as if it were
 * the one meant: `fonts: {family, weight: "bold"}` came back as unknown `family` and `weight`
 * of `{heading, body}`. Each branch is parsed again, so the formatter picks the branch itself.
 * `from` is the shortest union path looked at (a branch's own issues start below its union).
 */
function reunite(issues: readonly Issue[], root: Schema, value: unknown, prefix: readonly PropertyKey[], from: number): Issue[] {
  const out: Issue[] = [];
  const rebuilt = new Set<string>();
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    // A union's own failure is looked at from above it (a union inside a branch zod settled).
    const union = unionAbove(root, value, issue.code === 'invalid_union' ? path.slice(0, -1) : path, from);
    if (!union) {
      out.push({ ...issue, path });
      continue;
    }
    const key = JSON.stringify(union.path);
    if (rebuilt.has(key)) continue;
    rebuilt.add(key);
    const here = valueAt(value, union.path);
    const errors = union.options.map((option) => z.safeParse(option, here).error?.issues ?? []);
    out.push({ code: 'invalid_union', path: union.path, input: here, message: 'Invalid input', errors } as unknown as Issue);
  }
  return out;
}

/** The outermost union with two branches or more at `path` or above it (no shorter than `from`), each of whose branches refuses the value there. */
function unionAbove(root: Schema, value: unknown, path: readonly PropertyKey[], from: number): { path: PropertyKey[]; options: Schema[] } | undefined {
  for (let length = from; length <= path.length; length++) {
    const at = path.slice(0, length);
    const schema = schemaAtRaw(root, value, at);
    const options = schema ? optionsOf(schema) : undefined;
    if (!options || options.length < 2) continue;
    const here = valueAt(value, at);
    if (options.every((option) => !z.safeParse(option, here).success)) return { path: at, options };
  }
  return undefined;
}

/**
 * A branch's issues, each refused value of one of its own keys expecting the values every
 * branch takes there: a `type` that no branch knows expects `github` or `link`, not only the
 * values of the branch picked.
 */
function withAllTags(branchIssues: readonly Issue[], all: readonly (readonly Issue[])[]): Issue[] {
  return branchIssues.map((issue) => {
    if (issue.code !== 'invalid_value' || issue.path.length !== 1) return issue;
    const same = all.map((issues) => issues.find((other) => other.code === 'invalid_value' && other.path.length === 1 && other.path[0] === issue.path[0]));
    if (same.some((other) => other === undefined)) return issue;
    const values = [...new Set(same.flatMap((other) => (other?.code === 'invalid_value' ? other.values : [])))];
    return { ...issue, values };
  });
}

/** Flatten union issues into the issues of the branch the user meant, with full paths. */
function expand(issues: readonly Issue[], root: Schema, value: unknown, prefix: readonly PropertyKey[] = [], from = 0): Issue[] {
  const out: Issue[] = [];
  for (const issue of reunite(issues, root, value, prefix, from)) {
    const path = [...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const unionSchema = schemaAtRaw(root, value, path);
      const options = unionSchema ? optionsOf(unionSchema) : undefined;
      const here = valueAt(value, path);
      if (options && options.length === issue.errors.length) {
        // The platform takes the first branch that drops unknown keys and has nothing else wrong
        // (`fonts` with `family` beside `heading`: the single font, the others ignored).
        const lenient = options.findIndex((o, i) => ignoresUnknownKeys.has(unwrap(o)) && (issue.errors[i] ?? []).length > 0 && (issue.errors[i] ?? []).every((e) => e.code === 'unrecognized_keys' && e.path.length === 0));
        const branch = lenient >= 0 ? lenient : pickOption(options, here, issue.errors);
        const branchIssues = withAllTags(issue.errors[branch] ?? [], issue.errors);
        const typeMismatch = !options.some((o) => schemaAccepts(o, here));
        if (typeMismatch) {
          out.push({ ...issue, path, code: 'invalid_type', expected: 'union', message: describe(unionSchema) } as unknown as Issue);
        } else out.push(...expand(branchIssues, root, value, path, path.length + 1));
        continue;
      }
    }
    out.push({ ...issue, path });
  }
  return out;
}

/** The schema at `path` without resolving a final union. */
function schemaAtRaw(root: Schema, rootValue: unknown, path: readonly PropertyKey[]): Schema | undefined {
  if (path.length === 0) return root;
  const parent = schemaAt(root, rootValue, path.slice(0, -1));
  if (!parent) return undefined;
  const s = unwrap(parent);
  const def = defOf(s);
  const last = path[path.length - 1];
  if (def.type === 'object') return shapeOf(s)?.[String(last)];
  if (def.type === 'array') return def.element as Schema;
  if (def.type === 'record') return def.valueType as Schema;
  return undefined;
}

/** The naming keys of navigation items (`group`, `tab` …): an object with one is a navigation item. */
const NAV_NAMING_KEYS = ['group', 'tab', 'anchor', 'dropdown', 'version', 'language', 'product', 'item'];

/**
 * Rules of the unknown-key findings. `config-key-ignored` (a warning): the platform drops the
 * key and builds, so it has no effect. `config-key-lost` (an error, deliberately stricter than
 * the platform): the key inside a navigation item is a misspelling of the key that holds its
 * content (`page` for `pages`), so that content would silently vanish from the site.
 */
export const IGNORED_KEY_RULE: CheckId = 'config-key-ignored';
export const LOST_KEY_RULE: CheckId = 'config-key-lost';

/** Where a key of the other configuration generation lives now: its key path, or `{ gone }`, the sentence that says it has none. */
export type KeyHome = string | { readonly gone: string };

/** The current place of a key that moved, from `homes` (`parent.*` matches every key of `parent`). */
function movedTo(homes: Readonly<Record<string, KeyHome>>, where: string, key: string): KeyHome | undefined {
  const full = where === '' ? key : `${where}.${key}`;
  const own = (key: string): KeyHome | undefined => (Object.hasOwn(homes, key) ? homes[key] : undefined);
  return own(full) ?? (where === '' ? undefined : own(`${where}.*`));
}

/** Whether the value at `path` is, or lies under, a placeholder for a `$ref` that failed (already reported). */
function underBroken(resolved: ResolvedConfig, path: readonly PropertyKey[]): boolean {
  let value: unknown = resolved.value;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return false;
    if (resolved.broken.has(value)) return true;
    value = (value as Record<string | number, unknown>)[segment as string];
  }
  return typeof value === 'object' && value !== null && resolved.broken.has(value);
}

interface IssueContext {
  root: Schema;
  resolved: ResolvedConfig;
  homes: Readonly<Record<string, KeyHome>>;
  push: (f: Finding) => void;
  /** Unknown keys already reported as the misspelling of a missing required key (`parent path\0key`). */
  claimed: ReadonlySet<string>;
}

/** An unknown key of the object at `parentPath` that misspells the missing required `key` (`navigaton` for `navigation`). */
function misspeltAs(root: Schema, resolved: ResolvedConfig, parentPath: readonly PropertyKey[], key: string): string | undefined {
  const parent = valueAt(resolved.value, parentPath);
  if (!isRecord(parent)) return undefined;
  const known = knownKeys(schemaAt(root, resolved.value, parentPath) ?? root);
  return Object.keys(parent).find((k) => !known.includes(k) && didYouMean(k, [key], { maxDistance: typoDistance(key) }) === key);
}

/** Keys an object does not know: an error, or a warning when Mintlify ignores them (with the key's new home or a suggestion). */
function unknownKeyFindings(issue: Extract<Issue, { code: 'unrecognized_keys' }>, { root, resolved, homes, push, claimed }: IssueContext): void {
  const path = issue.path;
  const where = formatPath(path);
    // zod reports a union's strict branch by itself: find the object that does not know the keys.
    const picked = schemaAt(root, resolved.value, path) ?? root;
    const options = optionsOf(schemaAtRaw(root, resolved.value, path) ?? root) ?? [];
    const knowsNone = (schema: Schema): boolean => shapeOf(schema) !== undefined && issue.keys.every((k) => !knownKeys(schema).includes(k));
    const here = knowsNone(picked) ? picked : (options.find(knowsNone) ?? picked);
    const known = knownKeys(here);
    const parentValue = valueAt(resolved.value, path);
    // In a union, the platform ignores the keys only if a branch that ignores unknown keys
    // takes the value once they are gone (else a strict branch refused them).
    const stripped = isRecord(parentValue) ? Object.fromEntries(Object.entries(parentValue).filter(([k]) => !issue.keys.includes(k))) : parentValue;
    const ignored =
      options.length > 0
        ? options.some((option) => ignoresUnknownKeys.has(unwrap(option)) && z.safeParse(option, stripped).success)
        : ignoresUnknownKeys.has(unwrap(here));
    const navItem = isRecord(parentValue) && (NAV_NAMING_KEYS.some((k) => Object.hasOwn(parentValue, k)) || where === 'navigation');
    for (const key of issue.keys) {
      // `graphql` off a tab: Mintlify refuses it, and src/config/graphql.ts says so.
      if (claimed.has(`${where}\0${key}`) || (key === 'graphql' && navItem)) continue;
      const { file, at } = locate(resolved, path, key);
      const suggestion = didYouMean(key, known, { maxDistance: typoDistance(key) });
      const inWhere = where === '' ? '' : ` in \`${where}\``;
      const home = movedTo(homes, where, key);
      const hint = typeof home === 'string'
        ? `, expected \`${home}\` (its place in \`docs.json\`)`
        : home
        ? ''
        : suggestion
        ? `, expected \`${suggestion}\``
        : known.length > 0 && known.length <= 20
          ? `, expected one of ${known.map((k) => `\`${k}\``).join(', ')}`
          : '';
      if (!ignored) push(finding(file, at, 'config-schema', `Unexpected key \`${key}\`${inWhere}${hint}`));
      else if (navItem && suggestion !== undefined && (CONTENT_KEYS as readonly string[]).includes(suggestion) && !home) {
        push(finding(file, at, LOST_KEY_RULE, `Unexpected key \`${key}\`${inWhere} (Mintlify drops it, and what it holds with it), expected \`${suggestion}\``));
      } else {
        const why = typeof home === 'object' ? `Mintlify ignores it: ${home.gone}` : 'Mintlify ignores it';
        push(finding(file, at, IGNORED_KEY_RULE, `Unexpected key \`${key}\`${inWhere} that has no effect (${why})${hint}`, 'warn'));
      }
    }
}

/**
 * Turn a failed validation into positioned findings, one per problem. `homes` names where a
 * key of the other generation lives in this one (an unknown `anchors` in a docs.json says
 * `navigation.global.anchors`).
 */
export function issuesToFindings(issues: readonly Issue[], root: Schema, resolved: ResolvedConfig, homes: Readonly<Record<string, KeyHome>> = {}): Finding[] {
  const findings: Finding[] = [];
  const push = pushOnce(findings);
  const expanded = expand(issues, root, resolved.value);
  const claimed = new Set<string>();
  for (const issue of expanded) {
    if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.path.length > 0 && valueAt(resolved.value, issue.path) === undefined) {
      const typo = misspeltAs(root, resolved, issue.path.slice(0, -1), String(issue.path[issue.path.length - 1]));
      if (typo !== undefined) claimed.add(`${formatPath(issue.path.slice(0, -1))}\0${typo}`);
    }
  }
  for (const issue of expanded) {
    const path = issue.path;
    if (underBroken(resolved, path)) continue;
    const where = formatPath(path);
    const value = valueAt(resolved.value, path);
    if (issue.code === 'unrecognized_keys') {
      unknownKeyFindings(issue, { root, resolved, homes, push, claimed });
      continue;
    }
    const { file, at } = locate(resolved, path);
    const expected = schemaAt(root, resolved.value, path);
    if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && value === undefined && path.length > 0) {
      const key = String(path[path.length - 1]);
      const parent = formatPath(path.slice(0, -1));
      const typo = misspeltAs(root, resolved, path.slice(0, -1), key);
      // A misspelt required key is reported at the misspelling, once.
      const typoAt = typo === undefined ? undefined : locate(resolved, path.slice(0, -1), typo);
      const hint = typo === undefined ? '' : ` (found \`${typo}\`: did you mean \`${key}\`?)`;
      push(finding(typoAt?.file ?? file, typoAt?.at ?? at, 'config-schema', `Missing \`${key}\`${parent ? ` in \`${parent}\`` : ''}, expected ${describe(expected)}${hint}`));
      continue;
    }
    const subject = where === '' ? 'the configuration' : `\`${where}\``;
    if (issue.code === 'invalid_type') {
      const expectation = (issue as { expected?: string }).expected === 'union' ? issue.message : describe(expected);
      push(finding(file, at, 'config-schema', `Unexpected ${kindName(value)}${isRecord(value) || Array.isArray(value) ? '' : ` \`${preview(value)}\``} for ${subject}, expected ${expectation}`));
      continue;
    }
    if (issue.code === 'invalid_key' && path.length > 0) {
      const key = String(path[path.length - 1]);
      const parentPath = path.slice(0, -1);
      const known = knownKeys(schemaAt(root, resolved.value, parentPath) ?? root);
      const keyAt = locate(resolved, parentPath, key);
      const suggestion = didYouMean(key, known, { maxDistance: typoDistance(key) });
      const hint = suggestion ? `expected \`${suggestion}\`` : `expected one of ${known.map((k) => `\`${k}\``).join(', ')}`;
      push(finding(keyAt.file, keyAt.at, 'config-schema', `Unexpected key \`${key}\` in \`${formatPath(parentPath)}\`, ${hint}`));
      continue;
    }
    if (issue.code === 'invalid_value') {
      const values = issue.values.map((v) => String(v));
      const suggestion = typeof value === 'string' ? didYouMean(value, values, { maxDistance: typoDistance(value) }) : undefined;
      const hint = suggestion ? `expected \`${suggestion}\`` : `expected ${values.length === 1 ? '' : 'one of '}${values.map((v) => `\`${v}\``).join(', ')}`;
      push(finding(file, at, 'config-schema', `Unexpected value \`${preview(value)}\` for ${subject}, ${hint}`));
      continue;
    }
    const text = issue.message.startsWith('expected') ? issue.message : `expected ${describe(expected)} (${issue.message})`;
    if (value === undefined && path.length > 0) {
      // A key that a rule of the schema requires beside another (a font's `format` with its `source`).
      const parent = formatPath(path.slice(0, -1));
      push(finding(file, at, 'config-schema', `Missing \`${String(path[path.length - 1])}\`${parent ? ` in \`${parent}\`` : ''}, ${text}`));
      continue;
    }
    push(finding(file, at, 'config-schema', `Unexpected value \`${preview(value)}\` for ${subject}, ${text}`));
  }
  return findings.sort((a, b) => (a.file === b.file ? a.line - b.line || a.column - b.column : a.file < b.file ? -1 : 1));
}
