// Icon names in docs.json (navigation entries, navbar links, …) that no icon library has (or, in a Lucide or Tabler site, that library): a
// warning at the value, for `build` (which cannot show them; `check` does not judge icons:
// Mintlify also draws Font Awesome Pro icons, which docwright does not have).
import { isUnknownIcon, unknownIconMessage } from '../icons.js';
import type { Finding } from '../findings/finding.js';
import { finding, locate, type ResolvedConfig } from './json.js';
import { isRecord } from '../guards.js';
import { compareText } from '../fs/order.js';

/**
 * Every `icon` string in the resolved config that names nothing, once per name (its first place): the site draws a
 * stand-in for it (src/icons.ts `drawnIcon`). `library` is the site's `icons.library`: a Lucide or Tabler site draws
 * every name from that library only.
 */
export function unknownConfigIcons(resolved: ResolvedConfig, library?: string): Finding[] {
  const findings: Finding[] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: resolved.value, path: [] }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path } = item;
    if (Array.isArray(value)) value.forEach((child, i) => stack.push({ value: child, path: [...path, i] }));
    else if (isRecord(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'icon' && typeof child === 'string' && isUnknownIcon(child, library)) {
          const where = locate(resolved, [...path, key]);
          findings.push(finding(where.file, where.at, 'icon-unknown', unknownIconMessage(child, library), 'warn'));
        } else stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  const seen = new Set<string>();
  return findings.sort((a, b) => compareText(a.file, b.file) || a.line - b.line || a.column - b.column).filter((f) => !seen.has(f.message) && Boolean(seen.add(f.message)));
}
