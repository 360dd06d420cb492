import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { finding, locate, type ResolvedConfig } from './json.js';
import { formatPath } from './messages.js';

/**
 * Keys of a `docs.json` navigation entry that validate (Mintlify's validator accepts them and
 * Mintlify applies them) but that docwright's build does not apply: a site built here would
 * silently differ from the same site on Mintlify. Each is a warning at the key, naming what
 * Mintlify does with it. Every other key a language, version, tab, anchor, dropdown, product,
 * menu item or group accepts takes effect in the build (src/config/normalise.ts carries it into
 * the model, src/render/site/ shows it); a key added to the schema goes into one list or the other
 * (test/config/inert.test.ts checks that every key of the schema is in one).
 */

export const INERT_RULE = 'config-key-no-effect';

/** What Mintlify does with each key docwright does not apply, by key. */
const EFFECTS: Readonly<Record<string, string>> = {
  asyncapi: 'it generates pages from the AsyncAPI file',
  directory: 'it shows a directory of the child pages',
  global: 'it shows these links while the reader is inside this entry',
  searchable: 'it leaves the tab\'s pages out of search when `false`',
  align: 'it moves the tab to that end of the tab bar',
  color: 'it colours the entry\'s icon',
};

/** The keys docwright does not apply, by the kind of navigation entry (`navigation` is its top). */
export const INERT_KEYS: Readonly<Record<string, readonly string[]>> = {
  navigation: ['directory'],
  language: ['asyncapi', 'directory', 'global'],
  version: ['asyncapi', 'directory', 'global'],
  tab: ['asyncapi', 'directory', 'global', 'align'],
  anchor: ['asyncapi', 'directory', 'global'],
  dropdown: ['asyncapi', 'directory', 'global', 'color'],
  product: ['asyncapi', 'directory', 'global', 'color'],
  item: ['asyncapi', 'directory', 'global'],
  group: ['asyncapi', 'directory'],
};

/** The keys docwright does not apply on an entry of `navigation.global` (its links), by kind. */
export const INERT_GLOBAL_KEYS: Readonly<Record<string, readonly string[]>> = {
  language: ['directory'],
  version: ['directory'],
  tab: ['directory', 'searchable', 'align'],
  anchor: ['directory'],
  dropdown: ['directory'],
  product: ['directory'],
};

const KINDS = ['language', 'version', 'tab', 'anchor', 'dropdown', 'product', 'item', 'group'] as const;

/** Keys whose arrays hold navigation entries. */
const CHILD_KEYS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages', 'menu'];

interface Entry {
  value: Record<string, unknown>;
  path: (string | number)[];
  kind: string;
  global: boolean;
}

/** The entries under `entry`: its children, and the links of its `global` (and of `navigation.global`). */
function childrenOf(entry: Entry): Entry[] {
  const out: Entry[] = [];
  const { value, path } = entry;
  const take = (holder: Record<string, unknown>, at: (string | number)[], global: boolean): void => {
    for (const key of CHILD_KEYS) {
      const list = holder[key];
      if (!Object.hasOwn(holder, key) || !Array.isArray(list)) continue;
      list.forEach((child: unknown, i) => {
        if (!isRecord(child)) return;
        const kind = KINDS.find((k) => Object.hasOwn(child, k));
        if (kind !== undefined) out.push({ value: child, path: [...at, key, i], kind, global });
      });
    }
  };
  if (!entry.global) take(value, path, false);
  // `navigation.global` holds links docwright shows; a division's own `global` is inert as a whole (one warning at the key).
  if (entry.kind === 'navigation' && isRecord(value.global)) take(value.global, [...path, 'global'], true);
  return out;
}

/** Warnings for every navigation key that validates but that docwright's build does not apply. */
export function inertNavigation(resolved: ResolvedConfig): Finding[] {
  const root = resolved.value;
  if (!isRecord(root) || !isRecord(root.navigation)) return [];
  const findings: Finding[] = [];
  const stack: Entry[] = [{ value: root.navigation, path: ['navigation'], kind: 'navigation', global: false }];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const keys = (entry.global ? INERT_GLOBAL_KEYS : INERT_KEYS)[entry.kind] ?? [];
    for (const key of keys) {
      if (!Object.hasOwn(entry.value, key) || entry.value[key] === undefined) continue;
      const where = locate(resolved, entry.path, key);
      const effect = EFFECTS[key] ?? 'it applies it';
      findings.push(finding(where.file, where.at, INERT_RULE, `Unexpected \`${key}\` in \`${formatPath(entry.path)}\` that has no effect in docwright's build (on Mintlify ${effect}), expected the site to read right without it`, 'warn'));
    }
    stack.push(...childrenOf(entry));
  }
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}
