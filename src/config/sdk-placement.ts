import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { finding, locate, type ResolvedConfig } from './json.js';
import { formatPath } from './messages.js';

/**
 * Where Mintlify's validator places `sdk` (SDK reference pages, `api-playground/sdk-reference-setup`):
 * a tab with `sdk` takes only `groups` beside it and the tab's own `icon`, `hidden`,
 * `searchable`, `align` and `directory` (no `pages`, `openapi`, `global`, `menu`, `iconType` …);
 * any other key there is an error at the key, as the platform refuses the whole configuration.
 * (`sdk` off a tab or a group is refused by the schema itself, `schema/sdk.ts`.)
 */

/** The keys a tab with `sdk` may have, as Mintlify's validator lists them. */
export const SDK_TAB_KEYS: readonly string[] = ['tab', 'icon', 'hidden', 'searchable', 'align', 'directory', 'groups', 'sdk'];

/** Keys whose arrays hold navigation items. */
const CHILD_KEYS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages', 'menu'];

/** Errors for each key beside `sdk` on a tab that Mintlify refuses there. */
export function sdkPlacementFindings(resolved: ResolvedConfig): Finding[] {
  const root = resolved.value;
  if (!isRecord(root) || !isRecord(root.navigation)) return [];
  const findings: Finding[] = [];
  const stack: { value: Record<string, unknown>; path: (string | number)[] }[] = [{ value: root.navigation, path: ['navigation'] }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path } = item;
    if (Object.hasOwn(value, 'tab') && isRecord(value.sdk)) {
      for (const key of Object.keys(value)) {
        if (SDK_TAB_KEYS.includes(key) || value[key] === undefined) continue;
        const where = locate(resolved, path, key);
        findings.push(finding(where.file, where.at, 'config-schema', `Unexpected key \`${key}\` beside \`sdk\` in \`${formatPath(path)}\` (Mintlify refuses it on a tab with \`sdk\`), expected only \`groups\`, \`icon\`, \`hidden\`, \`searchable\`, \`align\` or \`directory\` beside it`));
      }
    }
    for (const key of CHILD_KEYS) {
      const list = value[key];
      if (!Object.hasOwn(value, key) || !Array.isArray(list)) continue;
      list.forEach((child: unknown, i) => {
        if (isRecord(child)) stack.push({ value: child, path: [...path, key, i] });
      });
    }
  }
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}
