import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { finding, locate, type ResolvedConfig } from './json.js';
import { formatPath } from './messages.js';

/**
 * Where `graphql` may stand in a `docs.json` navigation, as Mintlify's validator has it: on a
 * tab only (any tab, at any depth), and that tab holds at most `groups` beside it (no `pages`,
 * `versions`, `languages`, `openapi`, `asyncapi`, `href`, `global` …). Anywhere else the
 * platform refuses the configuration. test/graphql/placement.test.ts replays every case
 * against `@mintlify/validation`.
 */

/** The keys a tab with `graphql` may hold (Mintlify's strict GraphQL tab). */
export const GRAPHQL_TAB_KEYS: readonly string[] = ['tab', 'icon', 'hidden', 'searchable', 'align', 'directory', 'groups', 'graphql'];

/** Keys whose arrays hold navigation entries. */
const CHILD_KEYS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages', 'menu'];

interface Place {
  value: Record<string, unknown>;
  path: (string | number)[];
  /** The array key that held the entry (`tabs`), or `navigation` for the top. */
  holder: string;
}

/** The entries under `place`: its children, and the links of its `global` (a tab there is a link, never a GraphQL tab). */
function childPlaces(place: Place): Place[] {
  const out: Place[] = [];
  const take = (holder: Record<string, unknown>, at: (string | number)[], prefix: string): void => {
    for (const key of CHILD_KEYS) {
      const list = holder[key];
      if (!Object.hasOwn(holder, key) || !Array.isArray(list)) continue;
      list.forEach((child: unknown, i) => {
        if (isRecord(child)) out.push({ value: child, path: [...at, key, i], holder: `${prefix}${key}` });
      });
    }
  };
  take(place.value, place.path, '');
  if (isRecord(place.value.global)) take(place.value.global, [...place.path, 'global'], 'global.');
  return out;
}

/** The findings of one entry that has `graphql`. */
function placeFindings(resolved: ResolvedConfig, place: Place): Finding[] {
  const { value, path, holder } = place;
  const where = formatPath(path);
  if (holder !== 'tabs' || typeof value.tab !== 'string') {
    const at = locate(resolved, path, 'graphql');
    return [finding(at.file, at.at, 'config-schema', `Unexpected \`graphql\` in \`${where}\`, expected it on a tab (Mintlify refuses GraphQL references anywhere else)`)];
  }
  const out: Finding[] = [];
  for (const key of Object.keys(value)) {
    if (GRAPHQL_TAB_KEYS.includes(key) || value[key] === undefined) continue;
    const at = locate(resolved, path, key);
    out.push(finding(at.file, at.at, 'config-schema', `Unexpected \`${key}\` beside \`graphql\` in \`${where}\`, expected only \`groups\` on a GraphQL tab (Mintlify refuses a tab that mixes its GraphQL reference with other navigation)`));
  }
  return out;
}

/** Errors for every `graphql` Mintlify refuses: on anything but a tab, or on a tab with other navigation beside it. */
export function graphqlPlacement(resolved: ResolvedConfig): Finding[] {
  const root = resolved.value;
  if (!isRecord(root) || !isRecord(root.navigation)) return [];
  const findings: Finding[] = [];
  const stack: Place[] = [{ value: root.navigation, path: ['navigation'], holder: 'navigation' }];
  for (let place = stack.pop(); place !== undefined; place = stack.pop()) {
    if (Object.hasOwn(place.value, 'graphql') && place.value.graphql !== undefined) findings.push(...placeFindings(resolved, place));
    stack.push(...childPlaces(place));
  }
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Where each GraphQL source is named (its first tab's `graphql` key), by the source as the model keeps it: for findings about the source itself (a missing file). */
export function graphqlSourcePositions(resolved: ResolvedConfig): Map<string, { file: string; line: number; column: number }> {
  const out = new Map<string, { file: string; line: number; column: number }>();
  const root = resolved.value;
  if (!isRecord(root) || !isRecord(root.navigation)) return out;
  const stack: Place[] = [{ value: root.navigation, path: ['navigation'], holder: 'navigation' }];
  for (let place = stack.pop(); place !== undefined; place = stack.pop()) {
    const value = place.value.graphql;
    const source = typeof value === 'string' ? value : isRecord(value) && typeof value.source === 'string' ? value.source : undefined;
    if (source !== undefined && !out.has(source.trim())) {
      const at = locate(resolved, place.path, 'graphql');
      out.set(source.trim(), { file: at.file, line: at.at?.line ?? 1, column: at.at?.column ?? 1 });
    }
    for (const key of CHILD_KEYS) {
      const list = place.value[key];
      if (Array.isArray(list)) list.forEach((child: unknown, i) => { if (isRecord(child)) stack.push({ value: child, path: [...place.path, key, i], holder: key }); });
    }
  }
  return out;
}
