import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { finding, locate, type ResolvedConfig } from './json.js';
import { formatPath } from './messages.js';
import type { CheckId } from '../findings/checks.js';

/**
 * Parts of a `docs.json` navigation that validate but that the platform drops: a navigation
 * item takes ONE kind of content, and when it has several the platform keeps the first in
 * its own order whose value is valid (a `navigation` with `tabs` and `groups` shows the tabs
 * only; with `products: "x"` and `tabs`, the tabs, as invalid products are dropped); the top of
 * `navigation` takes no `openapi`/`asyncapi`; a group with `openapi` ignores `asyncapi`.
 * Each is a warning at the key, naming what the platform keeps instead.
 */

export const DROPPED_RULE: CheckId = 'config-nav-dropped';

/** By naming key: the content keys in the order the platform tries them (first match wins). */
const ORDERS: Readonly<Record<string, readonly string[]>> = {
  navigation: ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'],
  tab: ['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'],
  anchor: ['href', 'languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'],
  dropdown: ['href', 'languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages'],
  language: ['href', 'versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  version: ['href', 'languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  product: ['href', 'languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'],
  item: ['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs', 'groups', 'pages'],
};

/** Keys whose arrays hold navigation items (`menu` holds `item`s). */
const CHILD_KEYS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages', 'menu'];

function kindOf(value: Record<string, unknown>): string | undefined {
  return ['tab', 'anchor', 'dropdown', 'language', 'version', 'product', 'item', 'group'].find((key) => Object.hasOwn(value, key));
}

/** Whether a value is valid as the content key `key` of an item of `kind` (given by the schema module, which is loaded lazily). */
export type ContentAccepts = (kind: string, key: string, value: unknown) => boolean;

/** Warnings for every part of `navigation` that validates but that the platform drops. */
export function droppedNavigation(resolved: ResolvedConfig, accepts: ContentAccepts = () => true): Finding[] {
  const root = resolved.value;
  if (!isRecord(root) || !isRecord(root.navigation)) return [];
  const findings: Finding[] = [];
  const warn = (path: (string | number)[], key: string, message: string): void => {
    const where = locate(resolved, path, key);
    findings.push(finding(where.file, where.at, DROPPED_RULE, message, 'warn'));
  };
  const stack: { value: Record<string, unknown>; path: (string | number)[]; kind: string }[] = [{ value: root.navigation, path: ['navigation'], kind: 'navigation' }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path, kind } = item;
    const order = ORDERS[kind];
    if (order) {
      const present = order.filter((key) => Object.hasOwn(value, key) && value[key] !== undefined);
      const kept = present.find((key) => accepts(kind, key, value[key])) ?? present[0];
      for (const key of present.filter((key) => key !== kept)) {
        warn(path, key, `Unexpected \`${key}\` beside \`${String(kept)}\` in \`${formatPath(path)}\` (Mintlify keeps only \`${String(kept)}\` and drops it), expected one kind of content per item, such as \`${String(kept)}\` holding the rest`);
      }
    }
    if (kind === 'navigation') {
      for (const key of ['openapi', 'asyncapi']) {
        if (Object.hasOwn(value, key)) warn(path, key, `Unexpected \`${key}\` at the top of \`navigation\` (Mintlify drops it), expected it on a tab, anchor or group, or as \`api.${key}\``);
      }
    }
    if (kind === 'group' && Object.hasOwn(value, 'openapi') && Object.hasOwn(value, 'asyncapi')) {
      warn(path, 'asyncapi', `Unexpected \`asyncapi\` beside \`openapi\` in \`${formatPath(path)}\` (Mintlify drops it), expected them in separate groups`);
    }
    for (const key of CHILD_KEYS) {
      const children = value[key];
      if (!Object.hasOwn(value, key) || !Array.isArray(children)) continue;
      children.forEach((child: unknown, i) => {
        if (!isRecord(child)) return;
        const childKind = kindOf(child);
        if (childKind !== undefined) stack.push({ value: child, path: [...path, key, i], kind: childKind });
      });
    }
  }
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}
