// Where a navigation key is written, for findings about what it names (`sdk`, `asyncapi` …): the key path of the
// entry that holds it, and a warning placed at that key.
import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { locate, type ResolvedConfig } from './json.js';

/**
 * The key path of the first object under `navigation` (depth first, in document order, `navigation` itself included)
 * whose `key` holds a value `matches` accepts; undefined when none does. The value under `key` is not searched.
 */
export function navPathWith(resolved: ResolvedConfig | undefined, key: string, matches: (value: unknown, path: readonly (string | number)[]) => boolean): (string | number)[] | undefined {
  const root = resolved?.value;
  if (!isRecord(root) || !isRecord(root.navigation)) return undefined;
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root.navigation, path: ['navigation'] }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path } = item;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i] });
      continue;
    }
    if (!isRecord(value)) continue;
    if (matches(value[key], path)) return path;
    for (const child of Object.keys(value).reverse()) if (child !== key && typeof value[child] === 'object') stack.push({ value: value[child], path: [...path, child] });
  }
  return undefined;
}

/** A warning at `key` of the entry at `path` (from `navPathWith`), or at the start of `configFile` when it cannot be placed. */
export function warningAtKey(resolved: ResolvedConfig | undefined, configFile: string, path: readonly (string | number)[] | undefined, key: string, ruleId: string, message: string): Finding {
  const where = path && resolved ? locate(resolved, path, key) : undefined;
  return { file: where?.file ?? configFile, line: where?.at?.line ?? 1, column: where?.at?.column ?? 1, ruleId, severity: 'warn', message };
}
