// Groups side by side with one name (two `"group": "Start"` in one list of the navigation): Mintlify shows both, one
// heading over each, and readers cannot tell them apart. Groups of one name in different tabs, anchors, versions or
// languages are apart on the site and are not reported.
import { isRecord } from '../guards.js';

/** A group whose name a group before it in the same list already has: its key path and the first one's. */
export interface DuplicateGroup {
  name: string;
  path: (string | number)[];
  first: (string | number)[];
}

/**
 * Every group in `raw.navigation` named as an earlier group of the same list, in document order. A legacy
 * `mint.json` navigation (one list for all tabs and versions, split by URL prefix and `version`) is not judged.
 */
export function duplicateGroups(raw: Record<string, unknown>): DuplicateGroup[] {
  if (!isRecord(raw.navigation)) return [];
  const out: DuplicateGroup[] = [];
  const visit = (value: unknown, path: (string | number)[]): void => {
    if (Array.isArray(value)) {
      const seen = new Map<string, (string | number)[]>();
      value.forEach((item, i) => {
        const at = [...path, i];
        if (isRecord(item) && typeof item.group === 'string' && item.group.trim() !== '') {
          const name = item.group.trim();
          const first = seen.get(name);
          if (first) out.push({ name, path: at, first });
          else seen.set(name, at);
        }
        visit(item, at);
      });
    } else if (isRecord(value)) {
      for (const [key, child] of Object.entries(value)) if (typeof child === 'object' && child !== null) visit(child, [...path, key]);
    }
  };
  visit(raw.navigation, ['navigation']);
  return out;
}
