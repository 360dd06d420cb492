import type { z } from 'zod';
import { isRecord } from '../guards.js';
import { canOmit, expandIssues, valueAt } from './messages.js';
import { DEFAULT_PRIMARY } from './schema/constants.js';

/**
 * The lenient reading of a configuration that does not validate: what `build`, `dev` and
 * `rules` work from (the platform ignores what it does not know and builds), and what
 * `check` cross-checks when it has reported the schema errors. Each problem is cut out at
 * the smallest part that may go (an unknown key, an optional setting, one array item), a
 * missing or invalid required setting that a site can do without gets the platform's
 * default, and the rest is validated again. `navigation` has no stand-in: a configuration
 * without a usable one stays unusable.
 */

type Schema = z.core.$ZodType;
type Issue = z.core.$ZodIssue;

const NAVIGATION_CONTENT = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'];

/**
 * Stand-ins for required top-level settings, as the platform's defaults (`undefined`: none).
 * A `navigation` object left with no content (every part of it dropped) reads as empty.
 */
const STAND_INS: Readonly<Record<string, (current: unknown) => unknown>> = {
  theme: () => 'mint',
  name: () => 'Documentation',
  colors: () => ({ primary: DEFAULT_PRIMARY }),
  favicon: () => '',
  navigation: (current) => (isRecord(current) && !NAVIGATION_CONTENT.some((key) => Object.hasOwn(current, key)) ? { ...current, pages: [] } : undefined),
};

/** The naming keys of navigation items (`group`, `tab`, `anchor` …). */
const NAV_NAMING_KEYS: ReadonlySet<string> = new Set(['group', 'tab', 'anchor', 'dropdown', 'version', 'language', 'product', 'item']);

/**
 * A navigation item named `""` (Mintlify refuses the configuration): it is kept under a blank name, as a blank name
 * (`" "`) is kept and shown, so its pages (written ones and those of its OpenAPI spec) stay on the site; dropping the
 * item would take them all with it.
 */
function blankName(root: Record<string, unknown>, path: readonly (string | number)[]): boolean {
  const key = path.at(-1);
  if (path[0] !== 'navigation' || typeof key !== 'string' || !NAV_NAMING_KEYS.has(key)) return false;
  const item = valueAt(root, path.slice(0, -1));
  if (!isRecord(item) || item[key] !== '') return false;
  item[key] = ' ';
  return true;
}

/** Each pass fixes every issue it sees; nested problems show up one level per pass. */
const MAX_PASSES = 25;

/** Marks an array item to drop once the pass is over (indices stay put while pruning). */
const DROPPED: unique symbol = Symbol('dropped');

/** Cut out the smallest part of `root` that carries `issue`; `false` when nothing could go. */
function prune(root: Record<string, unknown>, issue: Issue, schema: Schema): boolean {
  const path = issue.path.filter((s): s is string | number => typeof s !== 'symbol');
  if (issue.code === 'unrecognized_keys') {
    const target = valueAt(root, path);
    if (!isRecord(target)) return false;
    for (const key of issue.keys) Reflect.deleteProperty(target, key);
    return issue.keys.length > 0;
  }
  if (issue.code === 'too_small' && blankName(root, path)) return true;
  for (let length = path.length; length >= 1; length--) {
    const here = path.slice(0, length);
    const parent = valueAt(root, here.slice(0, -1));
    const last = here[length - 1];
    if (Array.isArray(parent) && typeof last === 'number') {
      if (last >= parent.length) continue;
      parent[last] = DROPPED;
      return true;
    }
    if (!isRecord(parent) || last === undefined) continue;
    const key = String(last);
    const standIn = length === 1 && Object.hasOwn(STAND_INS, key) ? STAND_INS[key]?.(parent[key]) : undefined;
    if (standIn !== undefined) {
      parent[key] = standIn;
      return true;
    }
    if (Object.hasOwn(parent, key) && canOmit(schema, root, here)) {
      Reflect.deleteProperty(parent, key);
      return true;
    }
  }
  return false;
}

/** Remove the array items marked `DROPPED`, everywhere. */
function sweep(value: unknown): void {
  if (Array.isArray(value)) {
    for (let i = value.length - 1; i >= 0; i--) {
      if (value[i] === DROPPED) value.splice(i, 1);
      else sweep(value[i]);
    }
  } else if (isRecord(value)) {
    for (const child of Object.values(value)) sweep(child);
  }
}

export interface LenientResult<T> {
  /** The validated data of what was kept. */
  data: T;
  /** The kept JSON (a copy; the original is left as it is). */
  value: Record<string, unknown>;
  /** Why a value was cut, by its key path (`tabs.0.openapi`), for the checks that give their own reason (a `refine`'s message). */
  reasons: Map<string, string>;
}

/** Validate `value` against `schema`, dropping what fails; `undefined` when what is left is unusable. */
export function parseLeniently<T>(schema: z.ZodType<T>, value: Record<string, unknown>): LenientResult<T> | undefined {
  const copy = structuredClone(value);
  const reasons = new Map<string, string>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const result = schema.safeParse(copy);
    if (result.success) return { data: result.data, value: copy, reasons };
    let changed = false;
    for (const issue of expandIssues(result.error.issues, schema, copy)) {
      if (issue.code === 'custom' && issue.message !== '') reasons.set(issue.path.map(String).join('.'), issue.message);
      changed = prune(copy, issue, schema) || changed;
    }
    sweep(copy);
    if (!changed) return undefined;
  }
  return undefined;
}
